import { expect, type Page } from '@playwright/test';

/** /searchagents: the list and the create form. */
export class SearchAgentsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/searchagents');
    await expect(this.page.getByRole('heading', { name: 'Søgeagenter' }).or(this.page.getByText('Ingen søgeagenter oprettet'))).toBeVisible();
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async openCreate() {
    await this.page.goto('/searchagents/create');
    await expect(this.page.getByRole('textbox', { name: 'Navn' })).toBeVisible();
  }

  /** A text field of the form ('Pris fra (kr.)'). */
  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Gem' }).click();
  }

  async create(agent: { name: string; types: string[]; zipCode?: string; interval: 'Straks' | 'Dagligt' | 'Ugentligt' }) {
    await this.page.getByRole('link', { name: 'Opret søgeagent' }).first().click();
    await expect(this.page).toHaveURL(/\/searchagents\/create$/);
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(agent.name);
    for (const type of agent.types) await this.page.getByRole('checkbox', { name: type, exact: true }).check();
    if (agent.zipCode) {
      const zip = this.page.getByRole('combobox', { name: 'Postnumre' });
      await zip.fill(agent.zipCode);
      await this.page.getByRole('option', { name: new RegExp(`^${agent.zipCode} `) }).click();
    }
    await this.page.getByRole('radio', { name: agent.interval }).check();
    await this.page.getByRole('button', { name: 'Gem' }).click();
    await expect(this.page).toHaveURL(/\/searchagents$/);
  }
}

/** The main navigation's third row. */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' });

/** The announcements on top of the app. */
export class AnnouncementsBar {
  constructor(private readonly page: Page) {}

  region() {
    return this.page.getByRole('region', { name: 'Driftsmeddelelser' });
  }

  announcement(text: string | RegExp) {
    return this.region().getByRole('note').filter({ hasText: text });
  }

  async close(text: string | RegExp) {
    await this.announcement(text).getByRole('button', { name: 'Luk meddelelsen' }).click();
    await expect(this.announcement(text)).toHaveCount(0);
  }

  async showAll() {
    await this.page.getByRole('button', { name: 'Vis alle meddelelser' }).click();
  }
}

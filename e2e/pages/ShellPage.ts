import { expect, type Locator, type Page } from '@playwright/test';

/** The member shell around every page: the navigation bar, the staff banner and debug panel. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  /** The third row: SPEC 2's sections. */
  sections(): Locator {
    return this.page.getByRole('navigation', { name: 'Hovedmenu' });
  }

  async sectionNames(): Promise<string[]> {
    const links = this.sections().getByRole('link');
    await expect(links.first()).toBeVisible();
    return (await links.allTextContents()).map((t) => t.trim());
  }

  newListing(): Locator {
    return this.page.getByRole('link', { name: 'Ny annonce' });
  }

  becomeAdvertiser(): Locator {
    return this.page.getByRole('link', { name: 'Bliv annoncør' });
  }

  activeAccount(): Locator {
    return this.page.getByTestId('active-account');
  }

  staffBanner(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Du agerer som' });
  }

  /** Staff's debug panel: pick an account and the roles to act with. */
  async actAs(accountName: string, roles?: string[]) {
    await this.page.getByRole('button', { name: 'Fejlsøgning' }).click();
    const panel = this.page.getByRole('dialog', { name: 'Agér som konto' });
    await panel.getByRole('combobox', { name: 'Konto' }).fill(accountName.slice(0, 6));
    await this.page.getByRole('option', { name: new RegExp(accountName) }).click();
    if (roles) {
      for (const role of ['Administrator', 'Bruger', 'Læser']) {
        const box = panel.getByRole('checkbox', { name: role });
        if ((await box.isChecked()) !== roles.includes(role)) await box.click();
      }
    }
    await panel.getByRole('button', { name: 'Luk' }).click();
    await expect(panel).toBeHidden();
  }

  noAccessHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Ingen adgang' });
  }
}

/** /selectaccount: the user's accounts; staff also choose roles. */
export class SelectAccountPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'Vælg konto' })).toBeVisible();
  }

  async choose(accountName: string, staffRoles?: string[]) {
    for (const role of staffRoles ?? []) await this.page.getByRole('checkbox', { name: role }).check();
    await this.page.getByRole('list', { name: 'Vælg konto' }).getByRole('button', { name: new RegExp(accountName) }).click();
  }
}

/** /account: the active account's company data and users. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/account');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  users(): Locator {
    return this.page.getByRole('table', { name: 'Brugere på kontoen' });
  }

  async addUser(email: string, role: string) {
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await this.page.getByRole('combobox', { name: 'Rolle' }).click();
    await this.page.getByRole('option', { name: role }).click();
    await this.page.getByRole('button', { name: 'Tilføj bruger' }).click();
  }
}

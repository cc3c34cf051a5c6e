import { expect, type Locator, type Page } from '@playwright/test';

/** /promotion/{id}: a listing's promotion, its state and the actions the rules allow. */
export class PromotionPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Fremhævning' })).toBeVisible();
  }

  status(): Locator {
    return this.page.getByRole('region', { name: 'Fremhævningens status' });
  }

  /** A value in the status panel, by its label ('Slutdato', 'Rabat ved fornyelse', ...). */
  fact(label: string, within: Locator = this.status()): Locator {
    return within.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async order(product: string) {
    const form = this.section('Bestil fremhævning');
    await form.getByRole('radio', { name: new RegExp(`^${product}`) }).check();
    await form.getByRole('button', { name: 'Bestil fremhævning' }).click();
  }

  async renew() {
    await this.section('Forny fremhævningen').getByRole('button', { name: 'Forny fremhævning' }).click();
  }

  cancelDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Opsig fremhævningen?' });
  }

  async askToCancel() {
    await this.section('Opsig fremhævningen').getByRole('button', { name: 'Opsig fremhævning' }).click();
    await expect(this.cancelDialog()).toBeVisible();
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}

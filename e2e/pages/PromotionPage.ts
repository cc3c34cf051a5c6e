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

  section(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  /** Fills the order form and asks to order: the confirmation opens, nothing is booked yet. */
  async requestOrder(product: string, periods?: string) {
    const form = this.section('Bestil fremhævning');
    await form.getByRole('radio', { name: new RegExp(`^${product}`) }).check();
    if (periods) {
      await form.getByRole('combobox', { name: 'Periode' }).click();
      await this.page.getByRole('option', { name: periods }).click();
    }
    await form.getByRole('button', { name: 'Bestil fremhævning' }).click();
    await expect(this.confirmation()).toBeVisible();
  }

  /** Orders the product: asks, then presses 'Bestil' in the confirmation. */
  async order(product: string) {
    await this.requestOrder(product);
    await this.confirmation().getByRole('button', { name: 'Bestil', exact: true }).click();
  }

  /** Asks to renew: the confirmation opens, nothing is booked yet. */
  async requestRenewal() {
    await this.section('Forny fremhævningen').getByRole('button', { name: 'Forny fremhævning' }).click();
    await expect(this.confirmation()).toBeVisible();
  }

  async renew() {
    await this.requestRenewal();
    await this.confirmation().getByRole('button', { name: 'Bestil', exact: true }).click();
  }

  /** The confirmation asked before anything is booked (see BookingDialog for its figures). */
  confirmation(): Locator {
    return this.page.getByRole('dialog', { name: /^Bekræft / });
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

/** The confirmation asked before a promotion is booked: what it buys and costs. */
export class BookingDialog {
  constructor(private readonly page: Page) {}

  dialog(title: 'Bekræft bestillingen' | 'Bekræft fornyelsen' | 'Bekræft ændringen' = 'Bekræft bestillingen'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** A value in the open confirmation by its label ('Pris inkl. moms', 'Moms (25 %)', ...). */
  fact(label: string): Locator {
    return this.page
      .getByRole('dialog')
      .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async book() {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Bestil', exact: true }).click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  async cancel() {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Fortryd' }).click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }
}

/** /account/promotion-orders: every promotion record of the active account. */
export class PromotionOrdersPage {
  constructor(private readonly page: Page) {}

  async openFromNavigation() {
    await this.page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Ordreoversigt' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ordreoversigt' })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Ordrer på kontoens fremhævninger' });
  }

  sums(): Locator {
    return this.table().getByRole('row', { name: 'Sum af alle ordrer' });
  }

  /** Downloads the CSV and answers its text as saved (byte order mark included). */
  async exportCsv(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Eksportér til CSV' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

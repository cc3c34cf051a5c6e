import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The listing index, /listings. */
export class ListingsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/listings');
    await expect(this.page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
  }

  /**
   * Opens the index filtered as the filter form would (`{ status: 2 }`), optionally in an order, and waits
   * for its first row.
   */
  async openFiltered(filter: Record<string, unknown>, order?: { sort: string; order: 'ASC' | 'DESC' }) {
    const sorted = order ? `&order=${order.order}&sort=${order.sort}` : '';
    await this.page.goto(`/listings?filter=${encodeURIComponent(JSON.stringify(filter))}${sorted}`);
    await expect(this.rows().first()).toBeVisible();
  }

  /** The listings' rows, without the header row. */
  rows(): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  /** Presses an export button and answers the CSV's lines, once it is known to start with the byte order mark. */
  async exportCsv(button: 'Eksportér til CSV' | 'Eksportér valgte' = 'Eksportér til CSV'): Promise<string[]> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: button }).click();
    const file = await readFile(await (await download).path());
    expect([...file.subarray(0, 3)], 'the byte order mark').toEqual([0xef, 0xbb, 0xbf]);
    return file.toString('utf8').slice(1).trim().split('\r\n');
  }

  async filterByCaseNumber(caseNumber: string) {
    await this.page.getByRole('textbox', { name: 'Sagsnummer' }).fill(caseNumber);
  }

  createButton() {
    return this.page.getByRole('link', { name: 'Opret annonce' });
  }
}

/** A listing's form (create or update). */
export class ListingFormPage {
  constructor(private readonly page: Page) {}

  field(label: string | RegExp): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  async fill(label: string | RegExp, value: string) {
    const field = this.field(label);
    await field.fill(value);
    await field.blur();
  }

  async fillNumber(label: string | RegExp, value: number) {
    // Decimal fields are text boxes with a numeric keyboard, whole numbers spin buttons.
    const field = this.page.getByRole('textbox', { name: label }).or(this.page.getByRole('spinbutton', { name: label }));
    await field.fill(String(value));
    await field.blur();
  }

  async chooseCategory(name: string) {
    await this.page.getByRole('combobox', { name: /^Kategori/ }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Types in the address autocomplete and picks the suggestion. */
  async pickAddress(query: string, suggestion: string) {
    const input = this.page.getByRole('combobox', { name: /Adresse/ });
    await input.fill(query);
    await this.page.getByRole('option', { name: suggestion }).click();
    await expect(input).toHaveValue(suggestion);
  }

  async uploadImages(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByTestId('image-upload').setInputFiles(files);
    await expect(this.page.getByText(`${files.length} af højst 10 billeder`)).toBeVisible();
  }

  async submit(name: string) {
    await this.page.getByRole('button', { name }).click();
  }

  errorFor(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }
}

/** 'Forhåndsvis': the ad as the public would see it, in a dialog. */
export class ListingPreviewDialog {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole('button', { name: 'Forhåndsvis' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Forhåndsvisning af annoncen' });
  }

  /** The ad itself, named by its title. */
  ad(title: string): Locator {
    return this.dialog().getByRole('article', { name: title });
  }

  /** The key figures: each label (Årlig leje, Etageareal, ...) followed by its value. */
  keyFigures(): Locator {
    return this.dialog().getByLabel('Nøgletal');
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Luk' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

/** The listing index's column chooser ('Kolonner'). */
export class ColumnChooser {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole('button', { name: 'Kolonner' }).click();
  }

  toggle(column: string): Locator {
    return this.page.getByRole('switch', { name: column }).or(this.page.getByRole('checkbox', { name: column }));
  }

  async close() {
    await this.page.keyboard.press('Escape');
  }
}

/** The listing index's saved views ('Visninger'). */
export class SavedViews {
  constructor(private readonly page: Page) {}

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Gemte visninger' });
  }

  async open() {
    await this.page.getByRole('button', { name: 'Visninger' }).click();
    await expect(this.panel()).toBeVisible();
  }

  /** Saves the index as it is under `name`; `named` runs with the name dialog open, before it is saved. */
  async save(name: string, named?: () => Promise<void>) {
    await this.open();
    await this.panel().getByRole('button', { name: 'Gem nuværende visning…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Gem visning' });
    await dialog.getByRole('textbox', { name: 'Navn på visningen' }).fill(name);
    await named?.();
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(this.page.getByText(`Visningen "${name}" er gemt`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async apply(name: string) {
    await this.open();
    await this.panel().getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByText(`Visningen "${name}" er valgt`)).toBeVisible();
  }

  async remove(name: string) {
    await this.open();
    await this.panel()
      .getByRole('button', { name: `Slet visningen ${name}` })
      .click();
    await expect(this.page.getByText(`Visningen "${name}" er slettet`)).toBeVisible();
  }
}

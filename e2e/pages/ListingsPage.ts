import { expect, type Locator, type Page } from '@playwright/test';

/** The listing index, /listings. */
export class ListingsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/listings');
    await expect(this.page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
  }

  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title });
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

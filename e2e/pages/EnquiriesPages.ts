import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer } from './session';

/** What a person fills in on the public site's enquiry form. */
export interface EnquiryForm {
  listingId: number;
  name: string;
  email: string;
  phone?: string;
  message: string;
  kind: 'viewing' | 'prospectus' | 'callback';
}

/** Posts an enquiry as the public site does: no login, consent given. Answers its id. */
export async function postEnquiry(request: APIRequestContext, form: EnquiryForm): Promise<number> {
  const res = await request.post('/api/v2/enquiries', { data: { ...form, consent: true } });
  expect(res.status(), `the enquiry is taken: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The Broker account's enquiries as its administrator reads them through the API. */
export async function brokerEnquiries(request: APIRequestContext, query = ''): Promise<{ id: number; name: string | null; status: string }[]> {
  const headers = { ...bearer(await apiToken(request, 'maegler.admin@demo.test')), 'X-Account-Id': '1' };
  const res = await request.get(`/api/v2/enquiries?${query}`, { headers });
  expect(res.ok(), `the inbox: ${res.status()}`).toBe(true);
  return ((await res.json()) as { enquiries: { id: number; name: string | null; status: string }[] }).enquiries;
}

/** /enquiries: the inbox, its filters and its rows (cards on a phone). */
export class InboxPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/enquiries${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Henvendelser' })).toBeVisible();
  }

  /** The navigation's link, named with the count of new ones while there are any ('Henvendelser (2 nye)'). */
  navigationLink() {
    return this.page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: /^Henvendelser/ });
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async filterByStatus(status: 'Ny' | 'Læst' | 'Besvaret' | 'Arkiveret' | 'Spam') {
    await this.page.getByRole('combobox', { name: 'Status' }).click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
  }

  /** A filter behind 'Tilføj filter' ('Mailstatus', 'Tildelt'), set to one of its choices. */
  async addFilter(filter: string, choice: string) {
    await this.page.getByRole('button', { name: 'Tilføj filter' }).click();
    await this.page.getByRole('menuitemcheckbox', { name: filter }).click();
    await this.page.getByRole('combobox', { name: filter }).click();
    await this.page.getByRole('option', { name: choice, exact: true }).click();
  }

  async openEnquiry(name: string) {
    await this.row(name).getByText(name, { exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: `Henvendelse fra ${name}` })).toBeVisible();
  }
}

/** /enquiries/{id}/show: one enquiry and what can be done with it. */
export class EnquiryPage {
  constructor(private readonly page: Page) {}

  async open(id: number) {
    await this.page.goto(`/enquiries/${id}/show`);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Henvendelse/ })).toBeVisible();
  }

  /** The status chip under the heading, or anywhere the status is said. */
  status(text: string) {
    return this.page.getByRole('main').getByText(text, { exact: true }).first();
  }

  /** The notice of the mail that told the broker of the enquiry. */
  mailNotice() {
    return this.page.getByRole('main').getByRole('status').or(this.page.getByRole('main').getByRole('alert')).filter({ hasText: 'Mailen om henvendelsen' });
  }

  section(name: 'Besked' | 'Kontaktoplysninger' | 'Annonce' | 'Svar') {
    return this.page.getByRole('region', { name, exact: true });
  }

  async reply(text: string) {
    await this.page.getByRole('button', { name: 'Svar på e-mail' }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Svar til / });
    await dialog.getByRole('textbox', { name: 'Dit svar' }).fill(text);
    await dialog.getByRole('button', { name: 'Send svar' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('Svaret er sendt')).toBeVisible();
  }

  async assign(name: string) {
    await this.page.getByRole('combobox', { name: 'Tildelt' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.page.getByText(`Henvendelsen er tildelt ${name}`)).toBeVisible();
  }

  async archive() {
    await this.page.getByRole('button', { name: 'Arkivér' }).click();
    await expect(this.page.getByText('Henvendelsen er arkiveret')).toBeVisible();
  }
}

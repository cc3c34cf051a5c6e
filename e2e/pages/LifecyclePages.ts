import { expect, type Locator, type Page } from '@playwright/test';
import { ListingsPage } from './ListingsPage';

/** The closing reasons as the close page must offer them: SPEC 4's order 1, 3, 4, 2. */
export const CLOSING_REASONS_IN_ORDER = ['Udlejet/solgt', 'Arealet på adressen er ændret', 'Formidlingsaftalen er ophørt', 'Afmeldt af anden årsag'];

/** A listing's show page and its lifecycle actions. */
export class ListingShowPage {
  constructor(private readonly page: Page) {}

  /** Opens the first listing of the index with this status (1 pending … 7 deleted) and answers its title. */
  async openFirstWithStatus(status: number, skip = 0): Promise<string> {
    const listings = new ListingsPage(this.page);
    await listings.openFiltered({ status }, { sort: 'id', order: 'ASC' });
    return this.openFrom(listings.rows().nth(skip));
  }

  /** Opens the listing of a row of the index by its title, and answers the title once its page shows. */
  async openFrom(row: Locator): Promise<string> {
    await row.getByRole('cell').nth(3).click();
    await expect(this.page).toHaveURL(/\/listings\/[a-z]+\/\d+$/);
    const heading = this.page.getByRole('heading', { level: 1 });
    // Until the listing's page has loaded, the index's own heading is still there.
    await expect(heading).not.toHaveText('Annoncer');
    await expect(heading).toBeVisible();
    return ((await heading.textContent()) ?? '').trim();
  }

  action(name: string | RegExp) {
    return this.page.getByRole('group', { name: 'Flere handlinger' }).getByRole(/copy|statistik/i.test(String(name)) ? 'link' : 'button', { name });
  }

  actionLink(name: string | RegExp) {
    return this.page.getByRole('group', { name: 'Flere handlinger' }).getByRole('link', { name });
  }

  status(name: string) {
    return this.page.getByText(name, { exact: true }).first();
  }

  history() {
    return this.page.getByRole('table', { name: 'Historik' });
  }

  /** A section of the listing's fields ('Økonomi', 'Ejendommen'). */
  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The value a field shows, by its label. */
  value(label: string) {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}

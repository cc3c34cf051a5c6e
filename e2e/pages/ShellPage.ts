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

  /** Staff's debug panel, opened from the top row. */
  staffPanel(): Locator {
    return this.page.getByRole('dialog', { name: 'Agér som konto' });
  }

  async openStaffPanel(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Fejlsøgning' }).click();
    const panel = this.staffPanel();
    await expect(panel).toBeVisible();
    return panel;
  }

  /** Picks an account in the open debug panel. */
  async pickInStaffPanel(accountName: string) {
    await this.staffPanel().getByRole('combobox', { name: 'Konto' }).fill(accountName.slice(0, 6));
    await this.page.getByRole('option', { name: new RegExp(accountName) }).click();
  }

  /**
   * Staff's debug panel: the roles to act with (each change applies at once, so the wanted ones are
   * ticked before the others are unticked: at least one stays), then the account.
   */
  async actAs(accountName: string, roles: string[]) {
    const panel = await this.openStaffPanel();
    for (const role of roles) await panel.getByRole('checkbox', { name: role }).check();
    for (const role of ['Administrator', 'Bruger', 'Læser'].filter((r) => !roles.includes(r))) {
      await panel.getByRole('checkbox', { name: role }).uncheck();
    }
    await this.pickInStaffPanel(accountName);
    await panel.getByRole('button', { name: 'Luk' }).click();
    await expect(panel).toBeHidden();
  }

  /** A load that failed, said as an error with a way to try again (never as an empty list). */
  loadError(): Locator {
    return this.page.getByRole('alert').filter({ has: this.page.getByRole('button', { name: 'Prøv igen' }) });
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
    await this.page
      .getByRole('list', { name: 'Vælg konto' })
      .getByRole('button', { name: new RegExp(accountName) })
      .click();
  }
}

/** The account form, as a newcomer or staff create an account: the company's name, contact and address. */
export class AccountFormPage {
  constructor(private readonly page: Page) {}

  async fillCompany(company: { name: string; email: string; phone?: string; streetName: string; streetNumber: string; zipCode: string; city: string }) {
    const field = (name: string) => this.page.getByRole('textbox', { name });
    await field('Firmanavn').fill(company.name);
    await field('E-mail').fill(company.email);
    if (company.phone !== undefined) await field('Telefonnummer').fill(company.phone);
    await field('Vejnavn').fill(company.streetName);
    await field('Husnummer').fill(company.streetNumber);
    await field('Postnummer').fill(company.zipCode);
    await field('By').fill(company.city);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Gem' }).click();
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

  /** Removes a user after the confirmation the page asks for. */
  async removeUser(name: string) {
    await this.users()
      .getByRole('button', { name: `Fjern ${name}` })
      .click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Fjern', exact: true }).click();
  }

  async addUser(email: string, role: string) {
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await this.page.getByRole('combobox', { name: 'Rolle' }).click();
    await this.page.getByRole('option', { name: role }).click();
    await this.page.getByRole('button', { name: 'Tilføj bruger' }).click();
  }
}

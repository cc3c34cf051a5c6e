import { expect, type Page } from '@playwright/test';
import { acceptConsent } from './consent';

export const DEMO_PASSWORD = 'demo1234';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  }

  async login(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Adgangskode').fill(password);
    await this.page.getByRole('button', { name: 'Log ind' }).click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}

/** Logs in through the real login page and waits for the app bar. */
export async function loginAs(page: Page, email: string) {
  // The cookie consent dialog is not what these journeys are about: it is answered before the page loads.
  await acceptConsent(page.context());
  const login = new LoginPage(page);
  await login.open();
  await login.login(email);
  await expect(page.getByRole('link', { name: `Logget på som ${email}` })).toBeVisible();
}

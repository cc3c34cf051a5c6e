import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The consent categories of SPEC 9. */
export const ALL_CONSENT = ['necessary', 'functional', 'statistic', 'marketing'] as const;

/**
 * Accepts the cookie consent before any page loads, so the dialog never shows in a journey that is
 * not about it: the cc_cookie cookie, as the dialog itself writes it, for the test server's origin.
 *
 *   test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));
 */
export async function acceptConsent(context: BrowserContext, baseURL?: string, categories: readonly string[] = ALL_CONSENT) {
  const now = new Date().toISOString();
  const value = {
    categories,
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000e2e',
    services: Object.fromEntries(categories.map((c) => [c, []])),
    languageCode: 'da',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 365 * 24 * 60 * 60 * 1000,
  };
  const { hostname } = new URL(baseURL ?? 'http://localhost');
  await context.addCookies([
    {
      name: 'cc_cookie',
      value: encodeURIComponent(JSON.stringify(value)),
      // A cookie's host holds for every port, so this fits whichever port the test server has.
      domain: hostname,
      path: '/',
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60,
    },
  ]);
}

/** The consent dialog (vanilla-cookieconsent) as a visitor sees it. */
export class ConsentDialog {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Vi bruger cookies' });
  }

  preferences() {
    return this.page.getByRole('dialog', { name: 'Cookie-indstillinger' });
  }

  async acceptAll() {
    await this.dialog().getByRole('button', { name: 'Accepter alle' }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async acceptNecessaryOnly() {
    await this.dialog().getByRole('button', { name: 'Kun nødvendige' }).click();
    await expect(this.dialog()).toBeHidden();
  }

  /** The consent the browser holds now, as the app reads it. */
  async storedCategories(): Promise<string[]> {
    const cookie = (await this.page.context().cookies()).find((c) => c.name === 'cc_cookie');
    if (!cookie) return [];
    const value = JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] };
    return value.categories;
  }
}

import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { acceptConsent } from './consent';
import { DEMO_PASSWORD } from './LoginPage';

/**
 * A session per persona, logged in through the API once and reused: the login form is what e2e/login.spec.ts
 * and e2e/sessions.spec.ts test, and a password hash per test would cost more than most tests.
 */
const tokens = new Map<string, string>();

/** The header that sends a token (a session's, or an API key) with a call to the API. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A bearer token for a persona (or any user, with their password), for calls a journey makes besides the UI.
 * A token kept from before is checked first: a test that logs the persona out everywhere ends it.
 */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const kept = tokens.get(email);
  if (kept && (await request.get('/api/v2/users/me', { headers: bearer(kept) })).ok()) return kept;
  const res = await request.post('/auth/login', { data: { username: email, password } });
  expect(res.ok(), `${email} logs in through the API`).toBe(true);
  const token = (await res.text()).replace(/^"|"$/g, '');
  tokens.set(email, token);
  return token;
}

/** The signed-in user's token (the cookie the SPA keeps), for calling the API as them. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('not logged in');
  return decodeURIComponent(cookie.value);
}

/**
 * Logs the page's browser in as the persona, as the login page leaves it: the token in the cookie the SPA
 * keeps it in (src/providers/authCookie.ts), and the cookie consent answered. Nothing is opened yet.
 */
export async function signIn(page: Page, email: string) {
  const context = page.context();
  const { baseURL = 'http://localhost' } = test.info().project.use;
  await acceptConsent(context, baseURL);
  const token = await apiToken(context.request, email);
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax', expires: Math.floor(Date.now() / 1000) + 14 * 24 * 60 * 60 }]);
}

/**
 * A page in a browser of its own (another person, another computer: nothing in its storage), logged in as
 * `email`, or with no one only past the cookie consent. browser.newContext() does not take the project's
 * options, so its address and language are passed unless `options` says otherwise.
 */
export async function pageAs(browser: Browser, email: string | null, options?: BrowserContextOptions): Promise<Page> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext(options ?? { baseURL, locale });
  const page = await context.newPage();
  if (email) await signIn(page, email);
  else await acceptConsent(context, baseURL);
  return page;
}

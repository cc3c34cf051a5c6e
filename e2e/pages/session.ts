import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptConsent } from './consent';
import { DEMO_PASSWORD } from './LoginPage';

/**
 * A session per persona, logged in through the API once and reused: the login form is what e2e/login.spec.ts
 * and e2e/sessions.spec.ts test, and a password hash per test would cost more than most tests.
 */
const tokens = new Map<string, string>();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A bearer token for a persona, for calls a journey makes besides the UI. A token kept from before is
 * checked first: a test that logs the persona out everywhere ends it.
 */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const kept = tokens.get(email);
  if (kept && (await request.get('/api/v2/users/me', { headers: bearer(kept) })).ok()) return kept;
  const res = await request.post('/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(res.ok(), `${email} logs in through the API`).toBe(true);
  const token = (await res.text()).replace(/^"|"$/g, '');
  tokens.set(email, token);
  return token;
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

import { readToken } from '../providers/authCookie';
import { CLOSED_ANNOUNCEMENTS_COOKIE } from '../content/closedAnnouncements';
import { SESSION_COOKIE } from '../tracking/client';
import { CONSENT_COOKIE, CONSENT_DAYS, type ConsentCategory } from './state';

export interface CookieRow {
  name: string;
  purpose: string;
  expiry: string;
}

/** The cookies this app sets, by category: the built-in table when the content service's cannot be had. */
export const BUILT_IN_COOKIES: Partial<Record<ConsentCategory, CookieRow[]>> = {
  necessary: [
    { name: CONSENT_COOKIE, purpose: 'Husker dit valg af cookies', expiry: `${CONSENT_DAYS} dage` },
    { name: 'token', purpose: 'Holder dig logget ind', expiry: '14 dage' },
  ],
  functional: [{ name: CLOSED_ANNOUNCEMENTS_COOKIE, purpose: 'Husker hvilke driftsmeddelelser du har lukket', expiry: '14 dage' }],
  statistic: [{ name: SESSION_COOKIE, purpose: 'Tæller besøg og måler, hvordan siden bruges', expiry: '30 minutter' }],
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The built-in table as HTML, one table per category, headed by the category's title. */
export function builtInCookieTables(titles: Record<ConsentCategory, string>, headers: { name: string; purpose: string; expiry: string }): string {
  return (Object.entries(BUILT_IN_COOKIES) as [ConsentCategory, CookieRow[]][])
    .map(([category, rows]) => {
      const head = `<tr><th>${escapeHtml(headers.name)}</th><th>${escapeHtml(headers.purpose)}</th><th>${escapeHtml(headers.expiry)}</th></tr>`;
      const body = rows.map((r) => `<tr><td>${escapeHtml(r.name)}</td><td>${escapeHtml(r.purpose)}</td><td>${escapeHtml(r.expiry)}</td></tr>`).join('');
      return `<h3>${escapeHtml(titles[category])}</h3><table><thead>${head}</thead><tbody>${body}</tbody></table>`;
    })
    .join('');
}

/**
 * SPEC 7: the cookie tables from the content service (/content/online-pages/render, the cookie-tables
 * path), sanitised. Undefined when they cannot be had, e.g. before login, and the built-in table is used.
 */
export async function loadCookieTables(): Promise<string | undefined> {
  if (!readToken()) return undefined;
  try {
    // Loaded only once signed in, so that the consent dialog of the login page goes without zod and DOMPurify.
    const { fetchCookieTables } = await import('./contentCookieTables');
    return await fetchCookieTables();
  } catch {
    return undefined;
  }
}

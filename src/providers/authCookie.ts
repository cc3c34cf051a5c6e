import { clearCookie, readCookie, writeCookie } from '../lib/cookies';

/** SPEC 9: the login token lives in a cookie named 'token' for 14 days; no cookie means logged out. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_DAYS = 14;

/**
 * Set while this browser has had a session that no logout here ended: a session revoked elsewhere or expired leaves
 * it, so the login page can say the user is no longer logged in (SPEC 8), which a first visitor is not told.
 */
const SESSION_MARK = 'memberArea.session';

/**
 * The token as this piece of work read it. Each read of document.cookie asks the browser's network process, and a
 * page's first render and its first calls ask for the token dozens of times. Until the work in hand is done only
 * writeToken and clearToken here can change it; another tab's login or logout is read from the next piece on.
 */
let tokenRead: { token: string | null } | undefined;

export const readToken = (): string | null => {
  if (!tokenRead) {
    tokenRead = { token: readCookie(TOKEN_COOKIE) };
    queueMicrotask(() => (tokenRead = undefined));
  }
  return tokenRead.token;
};
export const writeToken = (token: string): void => {
  tokenRead = undefined;
  writeCookie(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS });
  mark(true);
};
export const clearToken = (): void => {
  tokenRead = undefined;
  clearCookie(TOKEN_COOKIE);
};

/** The user logged out here: the login page has nothing to explain. */
export const forgetSession = (): void => mark(false);

/** A session of this browser ended without a logout here (revoked, expired), and none has begun since. */
export function sessionEnded(): boolean {
  try {
    return readToken() === null && localStorage.getItem(SESSION_MARK) !== null;
  } catch {
    return false;
  }
}

function mark(on: boolean): void {
  try {
    if (on) localStorage.setItem(SESSION_MARK, '1');
    else localStorage.removeItem(SESSION_MARK);
  } catch {
    // Storage switched off: the login page then only says nothing.
  }
}

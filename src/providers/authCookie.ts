import { clearCookie, readCookie, writeCookie } from '../lib/cookies';

/** SPEC 9: the login token lives in a cookie named 'token' for 14 days; no cookie means logged out. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_DAYS = 14;

export const readToken = (): string | null => readCookie(TOKEN_COOKIE);
export const writeToken = (token: string): void => writeCookie(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS });
export const clearToken = (): void => clearCookie(TOKEN_COOKIE);

/** SPEC 9: the login token lives in a cookie named 'token' for 14 days; no cookie means logged out. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export function readToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

export function writeToken(token: string): void {
  const expires = new Date(Date.now() + TOKEN_COOKIE_DAYS * DAY_MS).toUTCString();
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax${secureFlag()}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secureFlag()}`;
}

/** Browsers drop Secure cookies set from plain http, so the flag follows the page's protocol. */
function secureFlag(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

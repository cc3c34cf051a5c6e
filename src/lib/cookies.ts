/** Plain document.cookie helpers: the token, consent, session and announcement cookies all use them. */

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

export interface CookieLifetime {
  days?: number;
  minutes?: number;
}

export function writeCookie(name: string, value: string, { days = 0, minutes = 0 }: CookieLifetime): void {
  const expires = new Date(Date.now() + (days * 24 * 60 + minutes) * 60_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secureFlag()}`;
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secureFlag()}`;
}

/** Browsers drop Secure cookies set from plain http, so the flag follows the page's protocol. */
function secureFlag(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

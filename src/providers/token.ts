import type { TokenClaims } from 'schemas/auth';
import { STAFF_PERMISSION } from 'schemas/enums';

export type { TokenClaims };

/**
 * Reads the claims of a JWT without checking its signature: the server checks signatures on
 * every call, the SPA only needs to know who is logged in and until when.
 */
export function parseToken(token: string): TokenClaims {
  const payload = decodePayload(token);
  if (!hasRequiredClaims(payload)) throw new Error('Misformatted token');
  return {
    iss: payload.iss,
    sub: payload.sub,
    user: payload.user,
    email: typeof payload.email === 'string' ? payload.email : '',
    permissions: payload.permissions,
    accounts: Array.isArray(payload.accounts) ? payload.accounts.filter(isInteger) : [],
    ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
    ...(typeof payload.iat === 'number' ? { iat: payload.iat } : {}),
  };
}

/** The last token read and its claims: a page asks for the same token's claims many times as it starts. */
let lastRead: { token: string; claims: TokenClaims | null } | null = null;

/** Like parseToken, for callers to whom an unreadable token simply means "not logged in". */
export function tryParseToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  if (lastRead?.token !== token) {
    let claims: TokenClaims | null;
    try {
      claims = parseToken(token);
    } catch {
      claims = null;
    }
    lastRead = { token, claims };
  }
  return lastRead.claims;
}

/** `now` in milliseconds; a token without `exp` never expires on the client's side. */
export function isExpired(claims: TokenClaims, now: number): boolean {
  return expiresWithin(claims, now, 0);
}

export function expiresWithin(claims: TokenClaims, now: number, ms: number): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now + ms;
}

export function tokenPermissions(claims: TokenClaims): string[] {
  return claims.permissions
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The token's 'admin' permission marks internal staff (SPEC 6), not the account role Admin. */
export function isStaff(claims: TokenClaims): boolean {
  return tokenPermissions(claims).includes(STAFF_PERMISSION);
}

type RawClaims = Record<string, unknown> & { iss: string; sub: string; user: number; permissions: string };

function hasRequiredClaims(payload: Record<string, unknown>): payload is RawClaims {
  return typeof payload.iss === 'string' && typeof payload.sub === 'string' && isInteger(payload.user) && typeof payload.permissions === 'string';
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function decodePayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  const encoded = parts[1];
  if (parts.length !== 3 || !encoded) throw new Error('Could not get payload');
  try {
    const json: unknown = JSON.parse(decodeBase64Url(encoded));
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
    return json as Record<string, unknown>;
  } catch {
    throw new Error('Could not get payload');
  }
}

function decodeBase64Url(value: string): string {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  // Names and e-mails may hold æ, ø and å: decode as UTF-8 and refuse malformed bytes.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

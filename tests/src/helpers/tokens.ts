import type { TokenClaims } from 'schemas/auth';

export const DAY_S = 24 * 60 * 60;

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned JWT: the SPA never checks signatures, so the tests need none. */
export function encodeToken(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function claims(overrides: Partial<TokenClaims> = {}): TokenClaims {
  const iat = Math.floor(Date.now() / 1000);
  return {
    iss: 'member-area',
    sub: 'auth-0001',
    user: 7,
    email: 'maegler.admin@demo.test',
    permissions: 'user',
    accounts: [1],
    iat,
    exp: iat + 14 * DAY_S,
    ...overrides,
  };
}

export function makeToken(overrides: Partial<TokenClaims> = {}): string {
  return encodeToken(claims(overrides));
}

import { describe, expect, it } from 'vitest';
import { expiresWithin, isExpired, isStaff, parseToken, tokenPermissions, tryParseToken } from 'src/providers/token';
import { claims, DAY_S, encodeToken, makeToken } from './helpers/tokens';
import { omit } from '../omit';

describe('parseToken', () => {
  it('reads the claims of a well-formed token', () => {
    const expected = claims({ accounts: [1, 3], permissions: 'user,admin' });
    expect(parseToken(encodeToken(expected))).toEqual(expected);
  });

  it('decodes UTF-8 claims such as Danish letters', () => {
    expect(parseToken(makeToken({ email: 'søren.ærø@demo.test' })).email).toBe('søren.ærø@demo.test');
  });

  it.each([
    ['an empty string', ''],
    ['a token with two parts', 'aaa.bbb'],
    ['a token with four parts', 'a.b.c.d'],
    ['a payload that is not base64', 'header.!!!not base64!!!.sig'],
    ['a payload that is not JSON', `header.${Buffer.from('not json').toString('base64url')}.sig`],
    ['a payload that is JSON but not an object', `header.${Buffer.from('42').toString('base64url')}.sig`],
    ['an empty payload', 'header..sig'],
  ])('refuses %s with "Could not get payload"', (_, token) => {
    expect(() => parseToken(token)).toThrow(new Error('Could not get payload'));
  });

  it.each(['permissions', 'user', 'sub', 'iss'] as const)('refuses a token without %s with "Misformatted token"', (claim) => {
    expect(() => parseToken(encodeToken(omit(claims(), claim)))).toThrow(new Error('Misformatted token'));
  });

  it('refuses a user id that is not a number with "Misformatted token"', () => {
    expect(() => parseToken(encodeToken({ ...claims(), user: '7' }))).toThrow(new Error('Misformatted token'));
  });

  it('tryParseToken answers null instead of throwing', () => {
    expect(tryParseToken('nonsense')).toBeNull();
    expect(tryParseToken(null)).toBeNull();
    expect(tryParseToken(makeToken())?.user).toBe(7);
  });
});

describe('expiry', () => {
  const now = Date.UTC(2025, 0, 1);
  const at = (secondsFromNow: number) => claims({ exp: now / 1000 + secondsFromNow });

  it('is expired at and after exp, not before', () => {
    expect(isExpired(at(-1), now)).toBe(true);
    expect(isExpired(at(0), now)).toBe(true);
    expect(isExpired(at(1), now)).toBe(false);
  });

  it('never expires without exp', () => {
    expect(isExpired(omit(claims(), 'exp'), now)).toBe(false);
  });

  it('knows when a token expires within a window', () => {
    expect(expiresWithin(at(DAY_S), now, 2 * DAY_S * 1000)).toBe(true);
    expect(expiresWithin(at(3 * DAY_S), now, 2 * DAY_S * 1000)).toBe(false);
  });
});

describe('permissions', () => {
  it('splits the comma string', () => {
    expect(tokenPermissions(claims({ permissions: 'user, admin' }))).toEqual(['user', 'admin']);
  });

  it("marks staff by the 'admin' permission only", () => {
    expect(isStaff(claims({ permissions: 'user,admin' }))).toBe(true);
    expect(isStaff(claims({ permissions: 'user' }))).toBe(false);
    expect(isStaff(claims({ permissions: 'user,administrator' }))).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { actingHeaders, activeAccountKey, clearSelection, readSelection, resolveActiveAccount, writeSelection } from 'src/access/activeAccount';
import { safeTarget, selectAccountPath } from 'src/access/paths';
import { makeToken } from '../helpers/tokens';
import { ACCOUNTS } from './personas';

afterEach(() => localStorage.clear());

const broker = { ...ACCOUNTS.broker, userRoles: [2] };
const premium = { ...ACCOUNTS.premium, userRoles: [1] };

describe('the active account in browser storage (SPEC 4, 9)', () => {
  it('is kept per user, under a key with the user id', () => {
    writeSelection(7, { accountId: 3 });
    writeSelection(8, { accountId: 1 });
    expect(localStorage.getItem(activeAccountKey(7))).toBe('{"accountId":3}');
    expect(readSelection(7)).toEqual({ accountId: 3 });
    expect(readSelection(8)).toEqual({ accountId: 1 });
    clearSelection(7);
    expect(readSelection(7)).toBeNull();
    expect(readSelection(8)).toEqual({ accountId: 1 });
  });

  it('keeps staff roles, and ignores what it cannot read', () => {
    writeSelection(1, { accountId: 2, roles: [3, 1] });
    expect(readSelection(1)).toEqual({ accountId: 2, roles: [1, 3] });
    localStorage.setItem(activeAccountKey(2), 'not json');
    localStorage.setItem(activeAccountKey(3), '{"accountId":"1"}');
    localStorage.setItem(activeAccountKey(4), '{"accountId":2,"roles":[9]}');
    expect(readSelection(2)).toBeNull();
    expect(readSelection(3)).toBeNull();
    expect(readSelection(4)).toEqual({ accountId: 2 });
  });

  it('keeps the roles of staff who act as no account, but not an empty choice', () => {
    writeSelection(1, { accountId: null, roles: [2] });
    expect(readSelection(1)).toEqual({ accountId: null, roles: [2] });
    localStorage.setItem(activeAccountKey(2), '{"accountId":null}');
    localStorage.setItem(activeAccountKey(3), '{"accountId":null,"roles":[]}');
    expect(readSelection(2)).toBeNull();
    expect(readSelection(3)).toBeNull();
  });
});

describe('resolveActiveAccount', () => {
  it('selects the only account by itself', () => {
    expect(resolveActiveAccount(null, [broker], false)).toMatchObject({ id: 1, roles: [2] });
  });

  it('leaves a user with several accounts to choose', () => {
    expect(resolveActiveAccount(null, [broker, premium], false)).toBeNull();
    expect(resolveActiveAccount({ accountId: 3 }, [broker, premium], false)).toMatchObject({ id: 3, roles: [1] });
  });

  it('forgets a choice that is no longer one of the accounts', () => {
    expect(resolveActiveAccount({ accountId: 5 }, [broker, premium], false)).toBeNull();
    expect(resolveActiveAccount({ accountId: 5 }, [broker], false)).toMatchObject({ id: 1 });
  });

  it('gives staff the account only with the roles they chose, and never picks for them', () => {
    const all = [{ ...broker, userRoles: [1, 2, 3] }];
    expect(resolveActiveAccount(null, all, true)).toBeNull();
    expect(resolveActiveAccount({ accountId: 1 }, all, true)).toBeNull();
    expect(resolveActiveAccount({ accountId: 1, roles: [3] }, all, true)).toMatchObject({ id: 1, roles: [3] });
  });

  it('ignores roles stored for a member: they act with their own', () => {
    expect(resolveActiveAccount({ accountId: 1, roles: [1] }, [broker, premium], false)).toMatchObject({ roles: [2] });
  });
});

describe('actingHeaders (sent on every API call)', () => {
  it('names the active account of the token user', () => {
    writeSelection(7, { accountId: 3 });
    expect(actingHeaders(makeToken({ user: 7 }))).toEqual({ 'X-Account-Id': '3' });
    expect(actingHeaders(makeToken({ user: 8 }))).toEqual({});
  });

  it('adds the roles for staff only', () => {
    writeSelection(1, { accountId: 2, roles: [1, 3] });
    expect(actingHeaders(makeToken({ user: 1, permissions: 'user,admin' }))).toEqual({ 'X-Account-Id': '2', 'X-Act-As-Roles': '1,3' });
    expect(actingHeaders(makeToken({ user: 1, permissions: 'user' }))).toEqual({ 'X-Account-Id': '2' });
  });

  it('tells nothing of the roles while staff act as no account', () => {
    writeSelection(1, { accountId: null, roles: [1, 3] });
    expect(actingHeaders(makeToken({ user: 1, permissions: 'user,admin' }))).toEqual({});
  });

  it('sends nothing without a readable token', () => {
    expect(actingHeaders(null)).toEqual({});
    expect(actingHeaders('garbage')).toEqual({});
  });
});

describe('the redirect target of the select-account page', () => {
  it('keeps a path of this app', () => {
    expect(selectAccountPath('/account?tab=users')).toBe('/selectaccount?redirect=%2Faccount%3Ftab%3Dusers');
    expect(selectAccountPath('/')).toBe('/selectaccount');
    expect(safeTarget('/listings/rental/4')).toBe('/listings/rental/4');
  });

  it("keeps the target of the select-account page when asked from that page itself (the app bar's 'Vælg konto')", () => {
    const there = selectAccountPath('/listings/rental/147');
    expect(selectAccountPath(there)).toBe(there);
    expect(selectAccountPath('/selectaccount?redirect=https://evil.example')).toBe('/selectaccount');
  });

  it('never leads off the site or back to itself', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'listings', '/selectaccount', '/selectaccount?redirect=/x', '', null]) {
      expect(safeTarget(target)).toBeUndefined();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, auditLog } from '../../server/db/schema';
import { findUserByEmail } from '../../server/repositories/users';
import { requireAccount } from '../../server/services/access';
import { ROLES } from '../../schemas/enums';

let t: TestApp;
let light: number;
beforeAll(async () => {
  t = await createTestApp();
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

async function version(id: number) {
  const [row] = await t.database.db.select({ version: accounts.version }).from(accounts).where(eq(accounts.id, id));
  return row!.version;
}

const update = (name: string) => ({
  name,
  email: 'kontakt@lilleudlejer.dk',
  ccEmail: [],
  address: { streetName: 'Vestergade', streetNumber: '44', zipCode: '5000', city: 'Odense C' },
});

describe('staff acting as an account (X-Account-Id, X-Act-As-Roles)', () => {
  it('reads with the roles chosen', async () => {
    const res = await t.request(PERSONAS.staff, {
      method: 'GET',
      url: `/api/v2/accounts/${light}`,
      headers: { 'X-Account-Id': String(light), 'X-Act-As-Roles': '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.userRoles).toEqual([3]);
  });

  it('cannot write while acting as a reader, and changes nothing', async () => {
    const lightAdmin = await findUserByEmail(t.database.db, PERSONAS.light);
    const before = await version(light);
    const res = await t.request(PERSONAS.staff, {
      method: 'DELETE',
      url: `/api/v2/accounts/${light}/users/${lightAdmin!.id}`,
      headers: { 'X-Account-Id': String(light), 'X-Act-As-Roles': '2,3' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Din brugerrolle giver ikke adgang til dette');
    expect(await version(light)).toBe(before);
  });

  it('writes as an administrator, and the audit log names the staff user as actor', async () => {
    const staff = await findUserByEmail(t.database.db, PERSONAS.staff);
    const bruger = await findUserByEmail(t.database.db, PERSONAS.private);
    const res = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: `/api/v2/accounts/${light}/users`,
      payload: { accountRole: 2, userID: bruger!.id },
      headers: { 'X-Account-Id': String(light), 'X-Act-As-Roles': '1' },
    });
    expect(res.statusCode).toBe(201);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, light));
    expect(audit.at(-1)).toMatchObject({ actorUserId: staff!.id, actorIsStaff: true, entity: 'account_invitation', action: 'invite' });
  });

  it('is ignored for a member: they act with the roles they hold', async () => {
    const broker = await accountIdByName(t.database, ACCOUNTS.broker);
    const before = await version(broker);
    // Honoured, the header would let the reader past the role check (and on to 200 or 412).
    const res = await t.request(PERSONAS.brokerReader, {
      method: 'PUT',
      url: `/api/v2/accounts/${broker}`,
      payload: update('Nordhavn Erhvervsmægler ApS'),
      headers: { 'If-Match': `W/"${before}"`, 'X-Act-As-Roles': '1' },
    });
    expect(res.statusCode).toBe(403);
    expect(await version(broker)).toBe(before);
  });

  it('answers 400 naming a malformed header, in Danish', async () => {
    const badAccount = await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/accounts', headers: { 'X-Account-Id': 'abc' } });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().fields).toEqual({ 'X-Account-Id': 'Kontoen (X-Account-Id) skal være korrekt' });
    const badRoles = await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/accounts', headers: { 'X-Act-As-Roles': '1,7' } });
    expect(badRoles.statusCode).toBe(400);
    expect(badRoles.json().fields).toEqual({ 'X-Act-As-Roles': 'Rollerne (X-Act-As-Roles) skal være korrekte' });
  });
});

describe('the account in X-Account-Id, read with the user', () => {
  it('decides a call on that account, and another account is still checked on its own', async () => {
    const broker = await accountIdByName(t.database, ACCOUNTS.broker);
    const headers = { 'X-Account-Id': String(broker) };
    expect((await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/accounts/${broker}`, headers })).statusCode).toBe(200);
    const foreign = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/accounts/${light}`, headers });
    expect(foreign.statusCode).toBe(403);
    // A header naming someone else's account, or none at all, does not stop a call on one's own.
    const own = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/accounts/${broker}`, headers: { 'X-Account-Id': String(light) } });
    expect(own.statusCode).toBe(200);
    const missing = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/accounts/${broker}`, headers: { 'X-Account-Id': '999999' } });
    expect(missing.statusCode).toBe(200);
    const gone = await t.request(PERSONAS.brokerReader, { method: 'GET', url: '/api/v2/accounts/999999', headers: { 'X-Account-Id': '999999' } });
    expect(gone.statusCode).toBe(404);
  });

  it('is read again inside a transaction, so a write is checked against what it will change', async () => {
    const broker = await accountIdByName(t.database, ACCOUNTS.broker);
    const admin = await findUserByEmail(t.database.db, PERSONAS.brokerAdmin);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, broker));
    // As if the account had changed since the request began.
    const auth = {
      userId: admin!.id,
      authId: admin!.authId,
      email: admin!.email,
      isStaff: false,
      accountId: broker,
      actingAccount: { account: { ...row!, version: row!.version - 1 }, memberRoles: [ROLES.Admin] },
    };
    expect((await requireAccount(t.database.db, auth, broker)).account.version).toBe(row!.version - 1);
    const inTransaction = await t.database.db.transaction((tx) => requireAccount(tx, auth, broker));
    expect(inTransaction.account.version).toBe(row!.version);
  });
});

describe('GET /api/v2/config', () => {
  it('gives the public site without a trailing slash and the feature flags, off by default', async () => {
    const res = await t.request(PERSONAS.private, { method: 'GET', url: '/api/v2/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicSiteUrl: 'https://www.ejendomsportal.dk', features: { offMarketCreate: false } });
    expect((await t.request(null, { method: 'GET', url: '/api/v2/config' })).statusCode).toBe(401);
  });

  it('follows PUBLIC_SITE_URL and FEATURE_OFFMARKET_CREATE', async () => {
    const other = await createTestApp({ PUBLIC_SITE_URL: 'https://example.dk/', FEATURE_OFFMARKET_CREATE: 'true' });
    try {
      const res = await other.request(PERSONAS.private, { method: 'GET', url: '/api/v2/config' });
      expect(res.json()).toEqual({ publicSiteUrl: 'https://example.dk', features: { offMarketCreate: true } });
    } finally {
      await other.close();
    }
  });
});

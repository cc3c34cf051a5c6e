import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accountUsers, auditLog, users } from '../../server/db/schema';
import { findUserByEmail } from '../../server/repositories/users';

let t: TestApp;
let broker: number;
let light: number;
const idOf = async (email: string) => (await findUserByEmail(t.database.db, email))!.id;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

const get = (as: string | null, url: string) => t.request(as, { method: 'GET', url });

describe('GET /api/v2/users?email=&accountId= (adding a user by e-mail)', () => {
  it('finds the user case-insensitively and flags one not yet registered in the auth service', async () => {
    const res = await get(PERSONAS.brokerAdmin, `/api/v2/users?email=PRIVAT@demo.test&accountId=${broker}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toEqual([{ id: await idOf(PERSONAS.private), email: PERSONAS.private, name: 'Peter Møller', unregistered: false }]);
    const fresh = await get(PERSONAS.brokerAdmin, `/api/v2/users?email=ny.kollega@demo.test&accountId=${broker}`);
    expect(fresh.json().users).toEqual([expect.objectContaining({ email: 'ny.kollega@demo.test', unregistered: true })]);
  });

  it('answers an empty list for an unknown address', async () => {
    const res = await get(PERSONAS.brokerAdmin, `/api/v2/users?email=ingen@demo.test&accountId=${broker}`);
    expect(res.json()).toEqual({ users: [] });
  });

  it("is for the account's admins: 403 for its other users and for a foreign admin; staff may", async () => {
    for (const as of [PERSONAS.brokerMember, PERSONAS.brokerReader, PERSONAS.light]) {
      expect((await get(as, `/api/v2/users?email=privat@demo.test&accountId=${broker}`)).statusCode).toBe(403);
    }
    expect((await get(PERSONAS.staff, `/api/v2/users?email=privat@demo.test&accountId=${broker}`)).statusCode).toBe(200);
  });

  it('names a bad e-mail or account in Danish', async () => {
    const res = await get(PERSONAS.brokerAdmin, '/api/v2/users?email=ikke-en-mail&accountId=x');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'E-mail skal være korrekt', accountId: 'Konto skal være et tal' });
  });
});

describe('GET /api/v2/users/{id}', () => {
  it('shows a user to themself with all their accounts', async () => {
    const id = await idOf(PERSONAS.multi);
    const res = await get(PERSONAS.multi, `/api/v2/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id, email: PERSONAS.multi, authId: expect.any(String) });
    expect(res.json().user.accounts.map((a: { name: string }) => a.name)).toEqual([ACCOUNTS.broker, ACCOUNTS.premium]);
  });

  it('shows a colleague only the accounts they share', async () => {
    const res = await get(PERSONAS.brokerReader, `/api/v2/users/${await idOf(PERSONAS.multi)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.accounts).toEqual([{ id: broker, name: ACCOUNTS.broker, roles: [2] }]);
  });

  it('refuses someone who shares no account (403), answers 404 for a missing id; staff see everyone', async () => {
    expect((await get(PERSONAS.light, `/api/v2/users/${await idOf(PERSONAS.multi)}`)).statusCode).toBe(403);
    expect((await get(PERSONAS.private, `/api/v2/users/${await idOf(PERSONAS.brokerAdmin)}`)).statusCode).toBe(403);
    const missing = await get(PERSONAS.brokerAdmin, '/api/v2/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Brugeren findes ikke');
    const staff = await get(PERSONAS.staff, `/api/v2/users/${await idOf(PERSONAS.light)}`);
    expect(staff.json().user.accounts).toEqual([{ id: light, name: ACCOUNTS.light, roles: [1] }]);
  });
});

describe('DELETE /api/v2/users/me', () => {
  const remove = (as: string) => t.request(as, { method: 'DELETE', url: '/api/v2/users/me' });

  it('refuses the last administrator of an account, naming it, and changes nothing', async () => {
    const res = await remove(PERSONAS.light);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Du er den eneste administrator af ${ACCOUNTS.light}. Gør en anden bruger til administrator, før du sletter din profil.`);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, PERSONAS.light));
    expect(row!.deletedAt).toBeNull();
    expect((await get(PERSONAS.light, '/api/v2/users/me')).statusCode).toBe(200);
  });

  it('soft-deletes the profile, removes the memberships, logs it, and the token stops working at once', async () => {
    const id = await idOf(PERSONAS.brokerReader);
    const res = await remove(PERSONAS.brokerReader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Din profil er slettet' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.database.db.select().from(accountUsers).where(eq(accountUsers.userId, id))).toEqual([]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'user'));
    expect(audit).toMatchObject({ actorUserId: id, action: 'delete', entityId: String(id), changes: { memberships: [{ accountId: broker, roles: [3] }] } });
    expect((await get(PERSONAS.brokerReader, '/api/v2/users/me')).statusCode).toBe(401);
    expect((await get(PERSONAS.brokerAdmin, `/api/v2/users/${id}`)).statusCode).toBe(404);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.brokerReader, password: 'demo1234' } });
    expect(login.statusCode).toBe(401);
  });

  it('lets an administrator go when the account has another one', async () => {
    // flere@ is one of two administrators of the Premium account.
    expect((await remove(PERSONAS.multi)).statusCode).toBe(200);
    const premium = await get(PERSONAS.premium, `/api/v2/accounts/${await accountIdByName(t.database, ACCOUNTS.premium)}/users`);
    expect(premium.json().users.map((u: { email: string }) => u.email)).toEqual([PERSONAS.premium]);
  });
});

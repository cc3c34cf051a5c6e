import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accountUsers, auditLog, mailOutbox, users } from '../../server/db/schema';
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
/** The accounts staff find as handed to them: no member administers them. */
const withoutAdministrator = async () =>
  (await get(PERSONAS.staff, '/api/v2/accounts?withoutAdministrator=true&perPage=100')).json().accounts.map((a: { id: number }) => a.id) as number[];

describe('GET /api/v2/users?email=&accountId= (before inviting an e-mail)', () => {
  it('says whether a member of the account has the e-mail (case-insensitively), and nothing of users outside it', async () => {
    const member = await get(PERSONAS.brokerAdmin, `/api/v2/users?email=MAEGLER.laeser@demo.test&accountId=${broker}`);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ alreadyAdded: true });
    // A user of another account and an address no one has are answered alike: no name, no id, not even whether they exist.
    const outside = await get(PERSONAS.brokerAdmin, `/api/v2/users?email=${PERSONAS.light}&accountId=${broker}`);
    const nobody = await get(PERSONAS.brokerAdmin, `/api/v2/users?email=ingen@demo.test&accountId=${broker}`);
    expect(outside.json()).toEqual({ alreadyAdded: false });
    expect(nobody.body).toBe(outside.body);
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

  it("deletes the profile of an account's last administrator too, and hands the account to staff", async () => {
    const id = await idOf(PERSONAS.light);
    expect(await withoutAdministrator()).not.toContain(light);
    const res = await remove(PERSONAS.light);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, PERSONAS.light));
    expect(row!.deletedAt).not.toBeNull();
    expect(await withoutAdministrator()).toContain(light);
    const handed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.action, 'handed_to_staff')));
    expect(handed).toEqual([expect.objectContaining({ accountId: light, actorUserId: id, changes: { lastAdministrator: id, reason: 'profile_deleted' } })]);
  });

  it('soft-deletes the profile, removes the memberships, logs it, and the token stops working at once', async () => {
    const id = await idOf(PERSONAS.brokerReader);
    const res = await remove(PERSONAS.brokerReader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Din profil er slettet' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.database.db.select().from(accountUsers).where(eq(accountUsers.userId, id))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ actorUserId: id, action: 'delete', entityId: String(id), changes: { memberships: [{ accountId: broker, roles: [3] }] } });
    expect((await get(PERSONAS.brokerReader, '/api/v2/users/me')).statusCode).toBe(401);
    expect((await get(PERSONAS.brokerAdmin, `/api/v2/users/${id}`)).statusCode).toBe(404);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.brokerReader, password: 'demo1234' } });
    expect(login.statusCode).toBe(401);
  });

  it('lets an administrator go when the account has another one, without handing it to staff', async () => {
    // flere@ is one of two administrators of the Premium account.
    expect((await remove(PERSONAS.multi)).statusCode).toBe(200);
    const premium = await get(PERSONAS.premium, `/api/v2/accounts/${await accountIdByName(t.database, ACCOUNTS.premium)}/users`);
    expect(premium.json().users.map((u: { email: string }) => u.email)).toEqual([PERSONAS.premium]);
    expect(await withoutAdministrator()).not.toContain(await accountIdByName(t.database, ACCOUNTS.premium));
  });
});

describe('DELETE /api/v2/users/me/accounts/{id} (leaving an account)', () => {
  const leave = (as: string, accountId: number) => t.request(as, { method: 'DELETE', url: `/api/v2/users/me/accounts/${accountId}` });
  const emailsIn = async (accountId: number) =>
    (await get(PERSONAS.staff, `/api/v2/accounts/${accountId}/users`)).json().users.map((u: { email: string }) => u.email) as string[];

  it('lets a member of any role leave, and is 404 for someone who is not a member', async () => {
    const res = await leave(PERSONAS.brokerMember, broker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Du er ikke længere med i kontoen' });
    expect(await emailsIn(broker)).not.toContain(PERSONAS.brokerMember);
    expect((await leave(PERSONAS.brokerMember, broker)).statusCode).toBe(404);
    expect((await leave(PERSONAS.staff, broker)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_user'), eq(auditLog.action, 'leave')));
    expect(audit).toEqual([expect.objectContaining({ accountId: broker, entityId: String(await idOf(PERSONAS.brokerMember)) })]);
  });

  it("lets the sole administrator of an account someone else made leave it: it goes to staff, who may still refuse others' removal", async () => {
    // privat@ makes an account and invites statistik@ as administrator; statistik@ accepts and privat@ leaves.
    const created = await t.request(PERSONAS.private, {
      method: 'POST',
      url: '/api/v2/accounts',
      payload: {
        name: 'Fælde ApS',
        email: 'info@faelde.dk',
        ccEmail: [],
        address: { streetName: 'Vej', streetNumber: '1', zipCode: '1000', city: 'København K' },
        accountType: 2,
      },
    });
    const trap = created.json().account.id as number;
    await t.request(PERSONAS.private, { method: 'POST', url: `/api/v2/accounts/${trap}/invitations`, payload: { email: PERSONAS.statistics, accountRole: 1 } });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, PERSONAS.statistics));
    const token = /invitation\?token=([\w-]+)/.exec(mail!.body)![1];
    expect((await t.app.inject({ method: 'POST', url: '/auth/invitation/accept', payload: { token } })).statusCode).toBe(200);
    expect((await leave(PERSONAS.private, trap)).statusCode).toBe(200);
    expect(await withoutAdministrator()).not.toContain(trap);

    // Staff cannot remove the last administrator; they themself can leave.
    const statistics = await idOf(PERSONAS.statistics);
    expect((await t.request(PERSONAS.staff, { method: 'DELETE', url: `/api/v2/accounts/${trap}/users/${statistics}` })).statusCode).toBe(409);
    expect((await leave(PERSONAS.statistics, trap)).statusCode).toBe(200);
    expect(await emailsIn(trap)).toEqual([]);
    expect(await withoutAdministrator()).toContain(trap);
    const handed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(trap)), eq(auditLog.action, 'handed_to_staff')));
    expect(handed).toEqual([
      expect.objectContaining({ entity: 'account', actorUserId: statistics, changes: { lastAdministrator: statistics, reason: 'left' } }),
    ]);
  });
});

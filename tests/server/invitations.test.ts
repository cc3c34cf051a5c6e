import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accountInvitations, accountUsers, auditLog, mailOutbox, users } from '../../server/db/schema';
import { findUserByEmail } from '../../server/repositories/users';
import { INVITATION_MESSAGES, type AccountInvitation } from '../../schemas/invitations';

/** Colleagues by invitation: invite, the mailed link, accept with a password, withdraw, and every refusal. */

let t: TestApp;
let broker: number;
let light: number;
beforeAll(async () => {
  t = await createTestApp({ MEMBER_SITE_URL: 'https://member.example.dk/' });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

const invite = (as: string, accountId: number, payload: object) => t.request(as, { method: 'POST', url: `/api/v2/accounts/${accountId}/invitations`, payload });
const list = (as: string, accountId: number) => t.request(as, { method: 'GET', url: `/api/v2/accounts/${accountId}/invitations` });
const withdraw = (as: string, accountId: number, id: number) => t.request(as, { method: 'DELETE', url: `/api/v2/accounts/${accountId}/invitations/${id}` });
const lookup = (token: string) => t.app.inject({ method: 'POST', url: '/auth/invitation', payload: { token } });
const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/invitation/accept', payload });
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });

/** The token in the last invitation mailed to the address. */
async function mailedToken(to: string): Promise<{ token: string; body: string; subject: string }> {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
  const mail = mails.at(-1)!;
  const token = /https:\/\/member\.example\.dk\/invitation\?token=([\w-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.body}`);
  return { token, body: mail.body, subject: mail.subject };
}

async function expire(email: string) {
  await t.database.db
    .update(accountInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountInvitations.email, email));
}

describe('inviting a colleague', () => {
  it('mails a single-use link to the member area, keeps only its hash, lists the invitation as pending and audit-logs it', async () => {
    const res = await invite(PERSONAS.brokerAdmin, broker, { email: 'ny.kollega@firma.dk', accountRole: 2 });
    expect(res.statusCode).toBe(201);
    const invitation = res.json<{ invitations: AccountInvitation[] }>().invitations.find((i) => i.email === 'ny.kollega@firma.dk');
    expect(invitation).toMatchObject({ role: 2, invitedBy: 'Mette Nordahl', expired: false });
    const days = (Date.parse(invitation!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const { token, body, subject } = await mailedToken('ny.kollega@firma.dk');
    expect(subject).toBe('Invitation til Nordhavn Erhvervsmægler ApS');
    expect(body).toContain('Du er inviteret til Nordhavn Erhvervsmægler ApS på Ejendomsportalens medlemsområde som Bruger.');
    const [row] = await t.database.db.select().from(accountInvitations).where(eq(accountInvitations.email, 'ny.kollega@firma.dk'));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Readers see who is invited too; so does staff.
    expect((await list(PERSONAS.brokerReader, broker)).json().invitations.map((i: AccountInvitation) => i.email)).toContain('ny.kollega@firma.dk');
    expect((await list(PERSONAS.staff, broker)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_invitation'), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'invite', accountId: broker, changes: expect.objectContaining({ email: 'ny.kollega@firma.dk', role: 2 }) }),
    ]);
  });

  it('makes someone who has a profile a member only once they accept from their mail', async () => {
    // privat@ makes an account of their own and adds statistik@ as its administrator.
    const created = await t.request(PERSONAS.private, {
      method: 'POST',
      url: '/api/v2/accounts',
      payload: {
        name: 'Egen Konto ApS',
        email: 'info@egen.dk',
        ccEmail: [],
        address: { streetName: 'Vej', streetNumber: '1', zipCode: '1000', city: 'København K' },
        accountType: 2,
      },
    });
    const own = created.json().account.id as number;
    const res = await invite(PERSONAS.private, own, { email: 'STATISTIK@demo.test', accountRole: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitations).toEqual([expect.objectContaining({ email: 'STATISTIK@demo.test', role: 1 })]);
    const members = async () =>
      (await t.request(PERSONAS.private, { method: 'GET', url: `/api/v2/accounts/${own}/users` })).json().users.map((u: { email: string }) => u.email);
    expect(await members()).toEqual([PERSONAS.private]);
    expect((await t.request(PERSONAS.statistics, { method: 'GET', url: `/api/v2/accounts/${own}` })).statusCode).toBe(403);
    const associations = await t.request(PERSONAS.statistics, { method: 'GET', url: '/property/accounts/associations' });
    expect(associations.json().accounts.map((a: { id: number }) => a.id)).not.toContain(own);

    const { token, body } = await mailedToken('STATISTIK@demo.test');
    expect(body).toContain('Tag imod invitationen her, hvis du vil være med');
    expect(body).toContain('Du bliver ikke medlem af kontoen, før du har taget imod.');
    expect((await lookup(token)).json().invitation).toMatchObject({ accountName: 'Egen Konto ApS', role: 1, existingUser: true });
    expect((await accept({ token })).statusCode).toBe(200);
    expect(await members()).toEqual([PERSONAS.private, PERSONAS.statistics]);
    expect((await list(PERSONAS.private, own)).json().invitations).toEqual([]);
  });

  it("refuses an e-mail a member has ('already added') and a second open invitation, in Danish", async () => {
    const existing = await invite(PERSONAS.brokerAdmin, broker, { email: 'MAEGLER.laeser@demo.test', accountRole: 2 });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toBe('Brugeren er allerede tilføjet');
    await invite(PERSONAS.brokerAdmin, broker, { email: 'to.gange@firma.dk', accountRole: 3 });
    const twice = await invite(PERSONAS.brokerAdmin, broker, { email: 'to.gange@firma.dk', accountRole: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'to.gange@firma.dk er allerede inviteret, og invitationen er ikke besvaret endnu. Træk den tilbage for at invitere igen.',
    );
    // Once it has expired, inviting again replaces it.
    await expire('to.gange@firma.dk');
    const again = await invite(PERSONAS.brokerAdmin, broker, { email: 'to.gange@firma.dk', accountRole: 3 });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitations.filter((i: AccountInvitation) => i.email === 'to.gange@firma.dk')).toEqual([expect.objectContaining({ expired: false })]);
  });

  it('names the bad fields, and is for the account administrator only', async () => {
    const bad = await invite(PERSONAS.brokerAdmin, broker, { email: 'nej', accountRole: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'E-mail skal være korrekt', accountRole: 'Rolle skal være korrekt' });
    expect((await invite(PERSONAS.brokerMember, broker, { email: 'a@firma.dk', accountRole: 2 })).statusCode).toBe(403);
    expect((await invite(PERSONAS.light, broker, { email: 'a@firma.dk', accountRole: 2 })).statusCode).toBe(403);
    expect((await t.database.db.select().from(accountInvitations).where(eq(accountInvitations.email, 'a@firma.dk'))).length).toBe(0);
  });
});

describe('accepting an invitation', () => {
  it('shows what the link invites to, then creates the verified user with the password and the role, ends the invitation, and logs them in', async () => {
    await invite(PERSONAS.brokerAdmin, broker, { email: 'Sofie.Ny@firma.dk', accountRole: 3 });
    const { token } = await mailedToken('Sofie.Ny@firma.dk');
    const shown = await lookup(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().invitation).toMatchObject({ email: 'Sofie.Ny@firma.dk', accountName: ACCOUNTS.broker, role: 3, existingUser: false });

    const short = await accept({ token, password: 'kort' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Adgangskode skal være mindst 8 tegn' });
    const none = await accept({ token });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ password: 'Adgangskode er krævet' });

    const res = await accept({ token, password: 'sofies-kodeord', name: 'Sofie Ny' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'Sofie.Ny@firma.dk',
      message: 'Velkommen til Nordhavn Erhvervsmægler ApS. Du er nu logget ind.',
      token: expect.any(String),
    });
    // Logged in: the answer's token is a session of the new user, in the account they were invited to.
    const session = { authorization: `Bearer ${res.json().token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: session });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('Sofie.Ny@firma.dk');
    const associations = await t.app.inject({ method: 'GET', url: '/property/accounts/associations', headers: session });
    expect(associations.json().accounts.map((a: { name: string }) => a.name)).toEqual([ACCOUNTS.broker]);
    const user = await findUserByEmail(t.database.db, 'sofie.ny@firma.dk');
    expect(user).toMatchObject({ name: 'Sofie Ny', verified: true, isStaff: false });
    const roles = await t.database.db
      .select({ role: accountUsers.role })
      .from(accountUsers)
      .where(and(eq(accountUsers.userId, user!.id), eq(accountUsers.accountId, broker)));
    expect(roles).toEqual([{ role: 3 }]);
    expect((await list(PERSONAS.brokerAdmin, broker)).json().invitations.some((i: AccountInvitation) => i.email === 'Sofie.Ny@firma.dk')).toBe(false);
    const users_ = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${broker}/users` })).json().users;
    expect(users_).toContainEqual(expect.objectContaining({ email: 'Sofie.Ny@firma.dk', roles: [3], unregistered: false }));
    expect((await login('sofie.ny@firma.dk', 'sofies-kodeord')).statusCode).toBe(200);

    // Single use: the link now says it has been used, in Danish.
    const used = await accept({ token, password: 'andet-kodeord' });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(INVITATION_MESSAGES.used);
    expect((await lookup(token)).json().message).toBe(INVITATION_MESSAGES.used);
    const [row] = await t.database.db.select().from(accountInvitations).where(eq(accountInvitations.email, 'Sofie.Ny@firma.dk'));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_invitation'), eq(auditLog.entityId, String(row!.id))));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['invite', (await findUserByEmail(t.database.db, PERSONAS.brokerAdmin))!.id],
      ['accept', user!.id],
    ]);
  });

  it('refuses an expired, a withdrawn and an unknown link in Danish, and creates no user', async () => {
    await invite(PERSONAS.light, light, { email: 'for.sent@firma.dk', accountRole: 2 });
    const late = await mailedToken('for.sent@firma.dk');
    await expire('for.sent@firma.dk');
    const expired = await accept({ token: late.token, password: 'langt-kodeord' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: INVITATION_MESSAGES.expired, fields: { token: INVITATION_MESSAGES.expired } });
    // Expired invitations stay listed as such until withdrawn.
    expect((await list(PERSONAS.light, light)).json().invitations).toContainEqual(expect.objectContaining({ email: 'for.sent@firma.dk', expired: true }));

    await invite(PERSONAS.light, light, { email: 'fortrudt@firma.dk', accountRole: 2 });
    const withdrawnLink = await mailedToken('fortrudt@firma.dk');
    const pending = (await list(PERSONAS.light, light)).json().invitations.find((i: AccountInvitation) => i.email === 'fortrudt@firma.dk');
    expect((await withdraw(PERSONAS.brokerAdmin, light, pending.id)).statusCode).toBe(403);
    const res = await withdraw(PERSONAS.light, light, pending.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations.some((i: AccountInvitation) => i.email === 'fortrudt@firma.dk')).toBe(false);
    expect((await withdraw(PERSONAS.light, light, pending.id)).statusCode).toBe(404);
    const withdrawn = await accept({ token: withdrawnLink.token, password: 'langt-kodeord' });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe(INVITATION_MESSAGES.withdrawn);

    const unknown = await lookup('ikke-et-rigtigt-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: INVITATION_MESSAGES.unknown, fields: { token: INVITATION_MESSAGES.unknown } });
    for (const email of ['for.sent@firma.dk', 'fortrudt@firma.dk']) expect(await findUserByEmail(t.database.db, email)).toBeUndefined();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_invitation'), eq(auditLog.entityId, String(pending.id))));
    expect(audit.map((a) => a.action)).toEqual(['invite', 'withdraw']);
  });

  it('adds the membership to a user who has the e-mail by now (two accounts invited the same person), without a password', async () => {
    await invite(PERSONAS.brokerAdmin, broker, { email: 'to.konti@firma.dk', accountRole: 2 });
    await invite(PERSONAS.light, light, { email: 'to.konti@firma.dk', accountRole: 1 });
    const tokens = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'to.konti@firma.dk')).orderBy(asc(mailOutbox.id));
    const [first, second] = tokens.map((m) => /token=([\w-]+)/.exec(m.body)![1]!);
    expect((await accept({ token: first!, password: 'første-kodeord' })).statusCode).toBe(200);
    expect((await lookup(second!)).json().invitation).toMatchObject({ accountName: ACCOUNTS.light, existingUser: true });
    const res = await accept({ token: second! });
    expect(res.statusCode).toBe(200);
    // Only the link proves who they are, so they are not logged in: they log in with their own password.
    expect(res.json()).toEqual({ email: 'to.konti@firma.dk', message: 'Du er nu med i Lille Udlejer ApS. Log ind med din e-mail og din adgangskode.' });
    const user = await findUserByEmail(t.database.db, 'to.konti@firma.dk');
    const memberships = await t.database.db
      .select({ accountId: accountUsers.accountId, role: accountUsers.role })
      .from(accountUsers)
      .where(eq(accountUsers.userId, user!.id));
    expect(memberships).toEqual(
      expect.arrayContaining([
        { accountId: broker, role: 2 },
        { accountId: light, role: 1 },
      ]),
    );
    // The first password still holds.
    expect((await login('to.konti@firma.dk', 'første-kodeord')).statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.email, 'to.konti@firma.dk'))).length).toBe(1);
  });

  it('refuses, writing nothing, when a deleted profile holds the e-mail', async () => {
    const deleted = await t.request(PERSONAS.private, { method: 'DELETE', url: '/api/v2/users/me' });
    expect(deleted.statusCode).toBe(200);
    expect((await invite(PERSONAS.brokerAdmin, broker, { email: PERSONAS.private, accountRole: 2 })).statusCode).toBe(201);
    const { token } = await mailedToken(PERSONAS.private);
    const res = await accept({ token, password: 'et-nyt-kodeord' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Der findes en slettet profil med e-mailen. Kontakt os, så hjælper vi dig.');
    const [row] = await t.database.db.select().from(accountInvitations).where(eq(accountInvitations.email, PERSONAS.private));
    expect(row).toMatchObject({ acceptedAt: null, acceptedBy: null });
    const [privat] = await t.database.db.select().from(users).where(eq(users.email, PERSONAS.private));
    expect(await t.database.db.select().from(accountUsers).where(eq(accountUsers.userId, privat!.id))).toEqual([]);
  });
});

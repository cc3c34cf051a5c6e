/**
 * Sessions: a token belongs to the login it came from, and ending that login (a logout, 'log out
 * everywhere', a password reset, its 120 days running out) refuses every token of it at once, also when it
 * is renewed. Reset links: a new one, and a used one, end the user's others.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, mailedPasswordReset, PERSONAS, type TestApp } from './harness';
import { passwordResetTokens, sessions, users } from '../../server/db/schema';
import { RESET_LINK_UNUSABLE, SESSION_DAYS } from '../../schemas/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.setClock(null);
});

const DAY_MS = 24 * 3600 * 1000;

/** A login with the password (it costs a hash: used where the password is what the test is about). */
async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
const renew = (token: string) => t.app.inject({ method: 'POST', url: '/auth/renew-token', payload: { token } });
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/auth/logout', payload: { token } });
const logoutEverywhere = (token: string) => t.app.inject({ method: 'DELETE', url: '/api/v2/users/me/sessions', headers: { authorization: `Bearer ${token}` } });

const completeReset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
/** Asks for a reset and answers the mailed link's token. */
async function mailedResetToken(email: string): Promise<string> {
  return (await mailedPasswordReset(t, email)).match(/token=([\w-]+)/)![1]!;
}

describe('a password reset', () => {
  it('ends every earlier session: its tokens are refused and cannot be renewed', async () => {
    const laptop = await t.sessionFor(PERSONAS.light);
    const phone = await t.sessionFor(PERSONAS.light);
    const renewed = (await renew(laptop)).body;
    expect(await me(laptop)).toBe(200);

    expect((await completeReset(await mailedResetToken(PERSONAS.light), 'nyt-kodeord-42')).statusCode).toBe(200);

    for (const token of [laptop, phone, renewed]) {
      expect(await me(token)).toBe(401);
      const again = await renew(token);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ code: 'unauthorized', message: 'Din session er udløbet. Log ind igen.' });
    }
    expect(await me(await login(PERSONAS.light, 'nyt-kodeord-42'))).toBe(200);
  });
});

describe('reset links', () => {
  it('a new link ends the older one', async () => {
    const older = await mailedResetToken(PERSONAS.premium);
    const newer = await mailedResetToken(PERSONAS.premium);
    expect(newer).not.toBe(older);

    const refused = await completeReset(older, 'nyt-kodeord-42');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ token: RESET_LINK_UNUSABLE });
    expect((await completeReset(newer, 'nyt-kodeord-42')).statusCode).toBe(200);
  });

  it('using one ends the others still outstanding', async () => {
    const mailed = await mailedResetToken(PERSONAS.municipality);
    // A second link out at the same time (one from before these rules, or a reset started in the same instant).
    const [user] = await t.database.db.select().from(users).where(eq(users.email, PERSONAS.municipality));
    const second = 'et-andet-link-der-stadig-var-ude';
    await t.database.db.insert(passwordResetTokens).values({
      userId: user!.id,
      tokenHash: createHash('sha256').update(second).digest('hex'),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });

    expect((await completeReset(mailed, 'nyt-kodeord-42')).statusCode).toBe(200);
    expect((await completeReset(second, 'et-tredje-kodeord')).statusCode).toBe(400);
    expect(await me(await login(PERSONAS.municipality, 'nyt-kodeord-42'))).toBe(200);
  });
});

describe('logout', () => {
  it("ends the token's session on the server; another session of the same user goes on", async () => {
    const here = await t.sessionFor(PERSONAS.brokerMember);
    const elsewhere = await t.sessionFor(PERSONAS.brokerMember);

    const res = await logout(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Du er logget ud' });

    expect(await me(here)).toBe(401);
    expect((await renew(here)).statusCode).toBe(401);
    expect(await me(elsewhere)).toBe(200);
    // Logging out twice is no error; a token that is not one is.
    expect((await logout(here)).statusCode).toBe(200);
    expect((await logout('ikke.et.token')).statusCode).toBe(401);
  });

  it("'log out everywhere' ends every session of the user, and only theirs", async () => {
    const here = await t.sessionFor(PERSONAS.brokerReader);
    const elsewhere = await t.sessionFor(PERSONAS.brokerReader);
    const renewed = (await renew(elsewhere)).body;
    const someoneElse = await t.sessionFor(PERSONAS.brokerAdmin);

    const res = await logoutEverywhere(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Du er logget ud alle steder' });

    for (const token of [here, elsewhere, renewed]) {
      expect(await me(token)).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
    }
    expect(await me(someoneElse)).toBe(200);
    expect((await logoutEverywhere(here)).statusCode).toBe(401);
  });
});

describe('a session lasts SESSION_DAYS from its login, however often it is renewed', () => {
  it('renews every few days up to the end, never past it, and then refuses', async () => {
    const start = Date.parse('2026-01-05T08:00:00Z');
    const end = start + SESSION_DAYS * DAY_MS;
    t.setClock(start);
    let token = await t.sessionFor(PERSONAS.statistics);
    const { sid } = decodeJwt(token);

    for (let day = 5; day < SESSION_DAYS; day += 5) {
      t.setClock(start + day * DAY_MS);
      const res = await renew(token);
      expect({ day, status: res.statusCode }).toEqual({ day, status: 200 });
      token = res.body;
      const claims = decodeJwt(token);
      expect(claims.exp! * 1000).toBe(Math.min(start + (day + 14) * DAY_MS, end));
      expect(claims.sid).toBe(sid);
      expect(await me(token)).toBe(200);
    }

    // The last token runs to the session's end; a second before it the session still holds.
    expect(decodeJwt(token).exp! * 1000).toBe(end);
    t.setClock(end - 1000);
    expect(await me(token)).toBe(200);
    t.setClock(end);
    expect(await me(token)).toBe(401);
    expect((await renew(token)).statusCode).toBe(401);
    // A new login starts a new session.
    expect(await me(await t.sessionFor(PERSONAS.statistics))).toBe(200);
  });

  it('refuses a token of a session past its end even when the token itself has not run out', async () => {
    const start = Date.parse('2026-03-01T12:00:00Z');
    t.setClock(start);
    const token = await t.sessionFor(PERSONAS.private);
    const { sid } = decodeJwt(token);
    // The session's login moved back: the token (14 days) is still good, its session is not.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(start - SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.id, String(sid)));
    expect(await me(token)).toBe(401);
    expect((await renew(token)).statusCode).toBe(401);
  });
});

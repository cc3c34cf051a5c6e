import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { anotherInstance, createTestApp, mailedPasswordReset, mailsTo, PERSONAS, type TestApp } from './harness';
import { findUserByEmail, lockUser } from '../../server/repositories/users';
import { omit } from '../omit';
import { passwordResetTokens, users } from '../../server/db/schema';
import { createTokens } from '../../server/services/tokens';
import { RESET_LINK_UNUSABLE } from '../../schemas/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MEMBER_SITE_URL: 'https://member.example.dk/' });
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });

describe('POST /auth/login', () => {
  it('answers a signed token as text with the claims SPEC 3 names', async () => {
    const res = await login(PERSONAS.brokerAdmin, 'demo1234');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const claims = decodeJwt(res.body);
    expect(claims).toMatchObject({ iss: 'member-area', email: PERSONAS.brokerAdmin, permissions: 'user' });
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.user).toBe('number');
    expect(Array.isArray(claims.accounts)).toBe(true);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(14 * 24 * 3600);
  });

  it('marks staff with the admin permission', async () => {
    const res = await login(PERSONAS.staff, 'demo1234');
    expect(decodeJwt(res.body).permissions).toBe('user,admin');
  });

  it('treats the e-mail case-insensitively', async () => {
    const res = await login('Maegler.Admin@Demo.test', 'demo1234');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike, in Danish', async () => {
    const wrong = await login(PERSONAS.brokerAdmin, 'forkert');
    const unknown = await login('ingen@demo.test', 'demo1234');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unknown_user_or_password', message: 'Forkert e-mail eller adgangskode' });
    }
  });

  it('refuses a user who has not verified the address', async () => {
    await t.database.db.update(users).set({ verified: false }).where(eq(users.email, PERSONAS.private));
    const res = await login(PERSONAS.private, 'demo1234');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_verified');
    await t.database.db.update(users).set({ verified: true }).where(eq(users.email, PERSONAS.private));
  });

  it('names each missing field in Danish', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'bad_input',
      fields: { username: 'E-mail er krævet', password: 'Adgangskode er krævet' },
    });
  });
});

describe('login rate limit', () => {
  it('answers 429 in Danish after too many attempts for one IP and username', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.light, password: 'x' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'too_many_requests', message: 'For mange loginforsøg. Prøv igen om lidt.' });
      // Another username from the same IP is not locked out.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: PERSONAS.premium, password: 'demo1234' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /auth/renew-token', () => {
  it('answers a new token for a valid one', async () => {
    const token = await t.tokenFor(PERSONAS.premium);
    const res = await t.app.inject({ method: 'POST', url: '/auth/renew-token', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.body).email).toBe(PERSONAS.premium);
  });

  it('refuses a tampered token with 401', async () => {
    const token = await t.tokenFor(PERSONAS.premium);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const res = await t.app.inject({ method: 'POST', url: '/auth/renew-token', payload: { token: tampered } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /auth/reset-password', () => {
  const RESET_PATH = '/auth/reset-password';
  const start = (email: string, remoteAddress?: string) => t.app.inject({ method: 'POST', url: RESET_PATH, payload: { email }, remoteAddress });
  const outboxFor = (to: string) => mailsTo(t, to);
  const ASKED = { message: 'Hvis e-mailadressen findes, har vi sendt et link til at nulstille adgangskoden.' };

  it('gives the same answer whether or not the address exists, and mails only a known one', async () => {
    const known = await start(PERSONAS.municipality);
    const unknown = await start('findes.ikke@demo.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(ASKED);
    expect(known.json()).toEqual(ASKED);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await expect.poll(async () => (await outboxFor(PERSONAS.municipality)).length).toBe(1);
    expect(await outboxFor('findes.ikke@demo.test')).toHaveLength(0);
  });

  it('mails one address at most 3 times an hour however many clients ask, and answers every one of them alike', async () => {
    const asks = await Promise.all(Array.from({ length: 40 }, (_, i) => start(PERSONAS.multi, `203.0.113.${i + 1}`)));
    const unknownAsks = await Promise.all(Array.from({ length: 5 }, (_, i) => start('ingen.her@demo.test', `198.51.100.${i + 1}`)));
    for (const res of [...asks, ...unknownAsks]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ASKED);
    }
    // Exactly three were let through by one counter, so the third mail is the last.
    await expect.poll(async () => (await outboxFor(PERSONAS.multi)).length).toBe(3);
    const links = new Set((await outboxFor(PERSONAS.multi)).map((mail) => /token=([\w-]+)/.exec(mail.body)?.[1]));
    expect(links.size).toBe(3);
  });

  it('takes its limit and window from RESET_MAIL_LIMIT_MAX and RESET_MAIL_LIMIT_WINDOW_MS', async () => {
    const instance = await anotherInstance(t, { RESET_MAIL_LIMIT_MAX: '1', RESET_MAIL_LIMIT_WINDOW_MS: '1000' });
    try {
      const ask = () => instance.inject({ method: 'POST', url: RESET_PATH, payload: { email: PERSONAS.brokerAdmin } });
      expect((await ask()).json()).toEqual(ASKED);
      await expect.poll(async () => (await outboxFor(PERSONAS.brokerAdmin)).length).toBe(1);
      expect((await ask()).json()).toEqual(ASKED);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await outboxFor(PERSONAS.brokerAdmin)).toHaveLength(1);
      expect((await ask()).json()).toEqual(ASKED);
      await expect.poll(async () => (await outboxFor(PERSONAS.brokerAdmin)).length).toBe(2);
    } finally {
      await instance.close();
    }
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can hold the user while the request runs.
  it.runIf(process.env.TEST_DB === 'postgres')("answers without waiting on the user's reset, which follows the answer", async () => {
    const user = await findUserByEmail(t.database.db, PERSONAS.brokerReader);
    let answered: Awaited<ReturnType<typeof start>> | undefined;
    await t.database.db.transaction(async (tx) => {
      // The reset's own transaction waits for this lock; the answer must not.
      await lockUser(tx, user!.id);
      answered = await Promise.race([
        start(PERSONAS.brokerReader),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the answer waited on the reset')), 5_000)),
      ]);
      expect(await outboxFor(PERSONAS.brokerReader)).toHaveLength(0);
    });
    expect(answered?.json()).toEqual(ASKED);
    await expect.poll(async () => (await outboxFor(PERSONAS.brokerReader)).length).toBe(1);
  });

  it("mails a link to the member area's reset page, which completes the reset once and logs the user in", async () => {
    const mail = await mailedPasswordReset(t, PERSONAS.statistics);
    const token = /https:\/\/member\.example\.dk\/reset-password\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const complete = () => t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'nyt-kodeord-42' } });
    const done = await complete();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Din adgangskode er ændret, og du er logget ind.', token: expect.any(String) });
    // The answer's token is a session of the user, as a login's is.
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${done.json().token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(PERSONAS.statistics);
    expect((await login(PERSONAS.statistics, 'nyt-kodeord-42')).statusCode).toBe(200);
    expect((await login(PERSONAS.statistics, 'demo1234')).statusCode).toBe(401);
    const again = await complete();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_UNUSABLE, fields: { token: RESET_LINK_UNUSABLE } });
  });

  it('changes the password of a user whose address is not verified, without logging them in', async () => {
    const token = (await mailedPasswordReset(t, PERSONAS.brokerMember)).match(/token=([\w-]+)/)![1]!;
    await t.database.db.update(users).set({ verified: false }).where(eq(users.email, PERSONAS.brokerMember));
    const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'nyt-kodeord-42' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Din adgangskode er ændret. Du kan nu logge ind.' });
    await t.database.db.update(users).set({ verified: true }).where(eq(users.email, PERSONAS.brokerMember));
    expect((await login(PERSONAS.brokerMember, 'nyt-kodeord-42')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = (await mailedPasswordReset(t, PERSONAS.light)).match(/token=([\w-]+)/)![1]!;
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'nyt-kodeord-42' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_LINK_UNUSABLE);
    expect((await login(PERSONAS.light, 'demo1234')).statusCode).toBe(200);
  });

  it('names a too short password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: 'x', password: 'kort' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fields)).toContain('Adgangskode skal være mindst 8 tegn');
  });
});

describe('bearer tokens on the API', () => {
  const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v2/accounts', headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function signWith(secret: string, now = Date.now()) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, PERSONAS.brokerAdmin));
    return createTokens(new TextEncoder().encode(secret), () => now).sign(
      { id: user!.id, authId: user!.authId, email: user!.email, isStaff: false, accountIds: [] },
      { id: randomUUID(), startedAt: new Date(now) },
    );
  }

  it('401 in Danish without a token', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Du er ikke logget på' });
  });

  it('401 for garbage, another key, alg none and an expired token; 200 for a good one', async () => {
    const good = await get(await t.tokenFor(PERSONAS.brokerAdmin));
    expect(good.statusCode).toBe(200);
    const otherKey = await signWith('another-secret-of-sufficient-length');
    const expired = await signWith('test-secret-'.repeat(4), Date.now() - 15 * 24 * 3600 * 1000);
    const payload = decodeJwt(await t.tokenFor(PERSONAS.brokerAdmin));
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    for (const token of ['abc.def.ghi', otherKey, expired, algNone]) {
      expect((await get(token)).statusCode).toBe(401);
    }
  });

  it('refuses a token that was good once it has expired, and one with a single character changed', async () => {
    let now = Date.now();
    const tokens = createTokens(new TextEncoder().encode('test-secret-'.repeat(4)), () => now);
    const token = await tokens.sign(
      { id: 1, authId: 'a', email: 'a@demo.test', isStaff: false, accountIds: [] },
      { id: randomUUID(), startedAt: new Date(now) },
    );
    expect(await tokens.verify(token)).toMatchObject({ user: 1 });
    expect(await tokens.verify(token)).toMatchObject({ user: 1 });
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(await tokens.verify(tampered)).toBeUndefined();
    now += 14 * 24 * 3600 * 1000 - 1000;
    expect(await tokens.verify(token)).toMatchObject({ user: 1 });
    now += 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });
});

describe('tokens that are not quite right', () => {
  const SECRET = new TextEncoder().encode('test-secret-'.repeat(4));
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  /** The claims login gives the broker admin, changed, and signed with the server's own key. */
  async function signed(change: (claims: Record<string, unknown>) => Record<string, unknown>, alg: 'HS256' | 'HS512' = 'HS256') {
    const claims = change({ ...decodeJwt(await t.tokenFor(PERSONAS.brokerAdmin)) });
    return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(SECRET);
  }

  /** The three services that read a bearer token, each answering 401 in Danish for a bad one. */
  async function expectRefusedEverywhere(token: string) {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ method: 'GET', url: '/property/accounts/associations', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ method: 'POST', url: '/auth/renew-token', payload: { token } }),
    ];
    for (const res of answers) {
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 401, code: 'unauthorized' });
      expect(res.json().message).toMatch(/session|logget/);
    }
  }

  it('accepts the claims login gives, re-signed, so the refusals below are for the change alone', async () => {
    const token = await signed((c) => c);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/renew-token', payload: { token } })).statusCode).toBe(200);
  });

  for (const claim of ['sub', 'user', 'email', 'permissions', 'accounts', 'iss', 'exp', 'sid']) {
    it(`401 for a token without ${claim}`, async () => {
      await expectRefusedEverywhere(await signed((c) => omit(c, claim)));
    });
  }

  const wrong: [string, unknown][] = [
    ['sub', 42],
    ['sub', 'en-anden-bruger'],
    ['user', '1'],
    ['user', 999_999],
    ['user', 2 ** 31],
    ['user', 1.5],
    ['email', null],
    ['permissions', ['user', 'admin']],
    ['accounts', 'alle'],
    ['iss', 'someone-else'],
    ['exp', 'i morgen'],
    ['nbf', Math.floor(Date.now() / 1000) + 3600],
    ['sid', 'ikke-en-session'],
    // Well formed, but no session of the user's.
    ['sid', randomUUID()],
  ];
  for (const [claim, value] of wrong) {
    it(`401 for a token whose ${claim} is ${JSON.stringify(value)}`, async () => {
      await expectRefusedEverywhere(await signed((c) => ({ ...c, [claim]: value })));
    });
  }

  it('401 for alg none, another algorithm, a bad signature and an expired token', async () => {
    const claims = decodeJwt(await t.tokenFor(PERSONAS.brokerAdmin));
    const good = await signed((c) => c);
    const [header, payload] = good.split('.');
    await expectRefusedEverywhere(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    await expectRefusedEverywhere(await signed((c) => c, 'HS512'));
    await expectRefusedEverywhere(`${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`);
    await expectRefusedEverywhere(await signed((c) => ({ ...c, exp: Math.floor(Date.now() / 1000) - 60 })));
  });

  it('401 for a malformed Authorization header', async () => {
    const token = await t.tokenFor(PERSONAS.brokerAdmin);
    for (const authorization of [`Basic ${token}`, `Bearer ${token} ${token}`, 'Bearer', `Bearer ${'x'.repeat(8000)}`, `Bearer ${token.replaceAll('.', '')}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization } });
      expect({ authorization: authorization.slice(0, 20), status: res.statusCode }).toEqual({ authorization: authorization.slice(0, 20), status: 401 });
    }
  });
});

/**
 * A flood of logins cannot starve a real user's: each password check costs a scrypt hash (128 MiB), and they
 * wait in one bounded queue in which one address holds only its share; a user that does not exist is
 * answered without a hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PERSONAS, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a flood of logins', () => {
  it('from one address waits on its own share, is refused past it at once, and a real login gets in', async () => {
    const finished: string[] = [];
    const attempt = (remoteAddress: string, username: string, password: string, who: string) =>
      t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password } }).then((res) => {
        finished.push(`${who} ${res.statusCode}`);
        return res;
      });

    const flood = Array.from({ length: 64 }, (_, i) => attempt('203.0.113.66', `ukendt${i}@demo.test`, 'gæt-1234', 'flood'));
    const real = attempt('198.51.100.10', PERSONAS.brokerAdmin, 'demo1234', 'real');
    const [floodAnswers, realAnswer] = await Promise.all([Promise.all(flood), real]);

    expect(realAnswer.statusCode).toBe(200);
    const refused = floodAnswers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(60);
    for (const res of refused) {
      expect(res.json()).toEqual({ code: 'too_many_requests', message: 'For mange samtidige forsøg fra din adresse. Prøv igen om lidt.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The flood's share was answered like any login, after the refusals.
    expect(floodAnswers.filter((res) => res.statusCode === 401)).toHaveLength(4);
    expect(finished.slice(0, 60)).toEqual(Array(60).fill('flood 429'));
  });

  it('of unknown users from many addresses leaves a real user to log in, and is answered as wrong passwords', async () => {
    const flood = Array.from({ length: 64 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: `198.18.0.${String(i + 1)}`,
        payload: { username: `ukendt${i}@demo.test`, password: 'gæt-1234' },
      }),
    );
    const real = t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '198.51.100.11',
      payload: { username: PERSONAS.brokerAdmin, password: 'demo1234' },
    });
    const [floodAnswers, realAnswer] = await Promise.all([Promise.all(flood), real]);

    expect(realAnswer.statusCode).toBe(200);
    expect(new Set(floodAnswers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(
      new Set(['401 {"code":"unknown_user_or_password","message":"Forkert e-mail eller adgangskode"}']),
    );
  });
});

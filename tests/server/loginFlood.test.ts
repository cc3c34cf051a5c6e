/**
 * A flood of logins cannot starve a real user's: each password check costs a scrypt hash (128 MiB), and they
 * wait in one bounded queue in which one address holds only its share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PERSONAS, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a flood of logins', () => {
  it('from one address waits on its own share, is refused past it at once, and a real login gets in before it ends', async () => {
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
    // The flood's share was checked like any login (unknown users cost a hash too) ...
    expect(floodAnswers.filter((res) => res.statusCode === 401)).toHaveLength(4);
    // ... the refusals came before any of its passwords was checked, and the real login before the flood's last.
    expect(finished.slice(0, 60)).toEqual(Array(60).fill('flood 429'));
    expect(finished.at(-1)).toBe('flood 401');
  });
});

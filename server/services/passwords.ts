import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createFairLimiter } from './fairLimiter';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 };
const maxmem = 256 * 1024 * 1024;

/**
 * Every hash goes through one queue per process: each takes 128 MiB and a thread of Node's pool (four, shared
 * with file access), so a flood of logins would otherwise starve every other login and the server's memory.
 * Two run at once; one client (its IP) holds at most four places, and at most 32 wait.
 */
const hashing = createFairLimiter({
  concurrency: 2,
  perClient: 4,
  queue: 32,
  // A hash's order of magnitude, for Retry-After.
  taskSeconds: 1,
  messages: {
    tooMany: 'For mange samtidige forsøg fra din adresse. Prøv igen om lidt.',
    busy: 'Der er travlt lige nu. Prøv igen om lidt.',
  },
});

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/**
 * Hash format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later. `client` is who asks (the
 * caller's IP), for their share of the queue.
 */
export async function hashPassword(password: string, client: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = PARAMS;
  const key = await hashing.run(client, () => scrypt(password, salt, keyLength, { N, r, p, maxmem }));
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, client: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await hashing.run(client, () =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem }),
  );
  return timingSafeEqual(key, expected);
}

/**
 * A stored hash that no password matches (a random key), at the same parameters: checking a password against
 * it costs what checking a real one does, so an unknown user takes as long as a known one.
 */
export const DUMMY_PASSWORD_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  randomBytes(16).toString('base64'),
  randomBytes(PARAMS.keyLength).toString('base64'),
].join('$');

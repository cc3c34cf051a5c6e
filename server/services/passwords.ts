import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createFairLimiter } from './fairLimiter';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 };
const maxmem = 256 * 1024 * 1024;

/**
 * Every hash goes through one queue per process: each takes 128 MiB and a thread of Node's pool (four, shared
 * with file access), so a flood of logins would otherwise starve every other login and the server's memory.
 * Two run at once; one client (its IP) holds at most four places, hashing or not, and at most 32 wait.
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
  const key = await hashing.run(client, () => timed(() => scrypt(password, salt, keyLength, { N, r, p, maxmem })));
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * How long a hash takes here, from the hashes done so far (a moving average); before the first, one hash is
 * timed outside the queue.
 */
let hashMs: number | undefined;
let firstHash: Promise<number> | undefined;

async function timed(hash: () => Promise<Buffer>): Promise<Buffer> {
  const started = performance.now();
  const key = await hash();
  const took = performance.now() - started;
  hashMs = hashMs === undefined ? took : hashMs * 0.8 + took * 0.2;
  return key;
}

async function oneHashTime(): Promise<number> {
  if (hashMs !== undefined) return hashMs;
  firstHash ??= timed(() => scrypt('', randomBytes(16), PARAMS.keyLength, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p, maxmem })).then(() => hashMs ?? 0);
  return firstHash;
}

/**
 * Whether `password` matches the stored hash. Without one (no such user, or no password set) it answers false
 * after as long as a check takes, in one of the client's places but without hashing: the answer time tells
 * nothing, and a flood of names that do not exist, from however many addresses, leaves the hashing to the
 * users who do.
 */
export async function verifyPassword(password: string, stored: string | null, client: string): Promise<boolean> {
  if (stored === null) {
    const wait = await oneHashTime();
    await hashing.hold(client, () => new Promise((resolve) => setTimeout(resolve, wait)));
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await hashing.run(client, () =>
    timed(() => scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem })),
  );
  return timingSafeEqual(key, expected);
}

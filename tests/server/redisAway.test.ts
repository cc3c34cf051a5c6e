/**
 * A Redis that is away does not hold requests up: the rate limits count in the database meanwhile (and so still
 * hold), /readyz says the instance is degraded but keeps it in the load balancer, and Redis is used again as
 * soon as it is back. The Redis here is a throwaway server of the test's own, never the machine's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { rateLimitsPlugin } from '../../server/plugins/rateLimits';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { freePort } from './serverProcess';

const LIMIT = 2;
const newClient = () => `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
const trackingEvent = {
  rawData: Buffer.from(JSON.stringify({ SessionID: 'session-abcdef12', SessionAcquisition: 'direct', UserToken: '', event: 'user', action: 4 })).toString(
    'base64',
  ),
};

/** A redis-server of the test's own on `port`, answering once it accepts commands. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  try {
    await new Promise((resolve) => probe.once('ready', resolve));
  } finally {
    probe.disconnect();
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('Redis away', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${String(port)}`, TRACKING_RATE_LIMIT_MAX: String(LIMIT) });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    if (redis.exitCode === null) await stopRedis(redis);
  }, 120_000);

  const track = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/v2/tracking', remoteAddress, payload: trackingEvent });
  const ready = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json<unknown>();
  /** Whether Redis holds a counter of the client's. */
  const countedInRedis = async (client: string) => {
    const connection = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0, retryStrategy: () => null });
    connection.on('error', () => undefined);
    try {
      return (await connection.keys('rate-limit:*')).some((key) => key.endsWith(`-${client}`));
    } finally {
      connection.disconnect();
    }
  };

  it('counts in Redis while it answers', async () => {
    await expect.poll(ready, { timeout: 10_000 }).toEqual({ status: 'ready' });
    const client = newClient();
    expect((await track(client)).statusCode).toBe(202);
    expect(await countedInRedis(client)).toBe(true);
  });

  it('counts in Redis from the first request of an instance that has just started', async () => {
    const app = Fastify();
    await app.register(rateLimitsPlugin, { db: t.database.db, redisUrl: `redis://127.0.0.1:${String(port)}` });
    await app.ready();
    try {
      expect(app.rateLimitsDegraded()).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('counts in the database while Redis is stopped, says so on /readyz, and counts in Redis again once it is back', async () => {
    await stopRedis(redis);

    const client = newClient();
    for (let i = 0; i < LIMIT; i++) expect((await track(client)).statusCode).toBe(202);
    const refused = await track(client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: newClient(),
      payload: { username: PERSONAS.premium, password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      remoteAddress: newClient(),
      payload: { email: `${randomUUID()}@eksempel.dk` },
    });
    expect(reset.statusCode).toBe(200);

    const readiness = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(200);
    expect(readiness.json()).toEqual({ status: 'degraded', message: 'Redis kan ikke nås: grænserne tælles i databasen' });

    redis = await startRedis(port);
    await expect
      .poll(
        async () => {
          const again = newClient();
          await track(again);
          return countedInRedis(again);
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    expect(await ready()).toEqual({ status: 'ready' });
  }, 60_000);
});

describe('a Redis that accepts connections and never answers', () => {
  let t: TestApp;
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));

  beforeAll(async () => {
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${String(port)}` });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('holds no request up: the limits count in the database and /readyz says so', async () => {
    const started = Date.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      remoteAddress: newClient(),
      payload: { email: `${randomUUID()}@eksempel.dk` },
    });
    expect(answer.statusCode).toBe(200);
    // The client's command timeout, not a hang: well below what a load balancer waits.
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'degraded',
      message: 'Redis kan ikke nås: grænserne tælles i databasen',
    });
  });
});

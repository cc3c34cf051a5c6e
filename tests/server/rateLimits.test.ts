/**
 * The rate limits hold however many instances answer: two servers on one database (or one Redis, where
 * TEST_REDIS_URL names one) count the same requests. Each test counts for a client address and username of
 * its own, so runs that share a Redis do not count each other's requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { anotherInstance, createTestApp, PERSONAS, type TestApp } from './harness';

const LIMIT = 3;

const trackingEvent = {
  rawData: Buffer.from(JSON.stringify({ SessionID: 'session-abcdef12', SessionAcquisition: 'direct', UserToken: '', event: 'user', action: 4 })).toString(
    'base64',
  ),
};

/** A client of its own: an address no other test, or run, sends from. */
const newClient = () => `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
const unknownEmail = () => `${randomUUID()}@eksempel.dk`;

/** Requests spread over the instances in turn, as a load balancer spreads them. */
function roundRobin(instances: FastifyInstance[]) {
  let turn = 0;
  return (options: InjectOptions) => instances[turn++ % instances.length]!.inject(options);
}

function limitsHoldAcrossInstances(env: NodeJS.ProcessEnv) {
  const limits = { ...env, LOGIN_RATE_LIMIT_MAX: String(LIMIT), TRACKING_RATE_LIMIT_MAX: String(LIMIT) };
  let t: TestApp;
  let second: FastifyInstance;
  let send: ReturnType<typeof roundRobin>;

  beforeAll(async () => {
    t = await createTestApp(limits);
    second = await anotherInstance(t, limits);
    send = roundRobin([t.app, second]);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('refuses the login attempt past the limit, whichever instance gets it', async () => {
    const remoteAddress = newClient();
    const username = unknownEmail();
    const attempt = () => send({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password: 'forkert' } });
    for (let i = 0; i < LIMIT; i++) expect((await attempt()).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'too_many_requests', message: 'For mange loginforsøg. Prøv igen om lidt.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The same client may still log in as someone else.
    const other = await send({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username: PERSONAS.premium, password: 'demo1234' } });
    expect(other.statusCode).toBe(200);
  });

  it('lets exactly the limit through when the requests arrive at once at both instances', async () => {
    const remoteAddress = newClient();
    const answers = await Promise.all(
      Array.from({ length: 2 * LIMIT }, () => send({ method: 'POST', url: '/auth/reset-password', remoteAddress, payload: { email: unknownEmail() } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts tracking events per client over the instances', async () => {
    const remoteAddress = newClient();
    const post = (from: string) => send({ method: 'POST', url: '/api/v2/tracking', remoteAddress: from, payload: trackingEvent });
    for (let i = 0; i < LIMIT; i++) expect((await post(remoteAddress)).statusCode).toBe(202);
    expect((await post(remoteAddress)).statusCode).toBe(429);
    expect((await post(newClient())).statusCode).toBe(202);
  });

  it('counts anew once the window has passed', async () => {
    const quick = { ...env, LOGIN_RATE_LIMIT_MAX: '1', LOGIN_RATE_LIMIT_WINDOW_MS: '1000' };
    const instances = [await anotherInstance(t, quick), await anotherInstance(t, quick)];
    try {
      const sendQuick = roundRobin(instances);
      const remoteAddress = newClient();
      const reset = () => sendQuick({ method: 'POST', url: '/auth/reset-password', remoteAddress, payload: { email: unknownEmail() } });
      expect((await reset()).statusCode).toBe(200);
      const refused = await reset();
      expect(refused.statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 50));
      expect((await reset()).statusCode).toBe(200);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
}

describe('counted in the database', () => limitsHoldAcrossInstances({}));

describe.skipIf(!process.env.TEST_REDIS_URL)('counted in Redis', () => limitsHoldAcrossInstances({ REDIS_URL: process.env.TEST_REDIS_URL }));

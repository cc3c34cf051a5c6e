/**
 * Three server processes on one PostgreSQL database, one S3 server and (where TEST_REDIS_URL is set) one Redis,
 * as they run behind a load balancer: requests spread over them round-robin, and nothing a user or client
 * was told happened is done twice, lost, or only known to one instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { PgBoss } from 'pg-boss';
import S3rver from 's3rver';
import { openDatabase, type Database } from '../../server/db';
import { listings, mailOutbox, webhookDeliveries } from '../../server/db/schema';
import { queueMail } from '../../server/services/mail';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ACCOUNTS, PERSONAS, accountIdByName } from './harness';
import { fakeSmtp } from './fakeSmtp';
import { makePng } from '../fixtures/png';
import { freePort, lostTrackingEvents, newPostgresDatabase, startServerProcess, type ServerProcess } from './serverProcess';

const LOGIN_LIMIT = 5;
const BUCKET = 'billeder';

const cleanups: (() => Promise<void>)[] = [];
let databaseUrl: string;
let database: Database;
let boss: PgBoss;
/** Each instance's own SMTP server, so the test knows which instance is sending. */
const smtps = [0, 1, 2].map((i) =>
  fakeSmtp({
    onMessage: () => {
      messagesArrived[i] = (messagesArrived[i] ?? 0) + 1;
      return onMessage?.(i) ?? 'accept';
    },
  }),
);
const messagesArrived: number[] = [0, 0, 0];
let onMessage: ((instance: number) => 'accept' | 'withhold') | undefined;
const envs: Record<string, string>[] = [];
const ports: number[] = [];
const servers: (ServerProcess | undefined)[] = [];

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  const created = await newPostgresDatabase('member_area_instances');
  cleanups.push(created.drop);
  databaseUrl = created.url;

  const bucketDir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET }] });
  const { port: s3Port } = await s3.run();
  cleanups.push(async () => {
    await s3.close();
    rmSync(bucketDir, { recursive: true, force: true });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'instances-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  for (const [i, smtp] of smtps.entries()) {
    const smtpUrl = await smtp.start();
    cleanups.push(() => smtp.stop());
    ports.push(await freePort());
    envs.push({
      DATABASE_URL: databaseUrl,
      // One secret for all, as a load balancer's instances share it: a token from one is good at the others.
      JWT_SECRET: 'instances-secret-'.repeat(3),
      DATA_DIR: join(dataDir, String(i)),
      S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${String(s3Port)}/${BUCKET}`,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      SMTP_URL: smtpUrl,
      MAIL_LEASE_SECONDS: '3',
      // The webhook receiver is on loopback.
      IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true',
      // Longer than the webhook test holds its receiver's answers on a busy machine, so that only the killed
      // instance's deliveries are sent again, not those of a live one whose wait ran out.
      WEBHOOK_LEASE_SECONDS: '12',
      WEBHOOK_TIMEOUT_SECONDS: '10',
      JOB_POLL_SECONDS: '0.5',
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
      TRACKING_RATE_LIMIT_MAX: '100000',
    });
  }
  // All three start at once on the new database: one migrates and seeds it while the others wait.
  servers.push(...(await Promise.all([0, 1, 2].map((i) => startServerProcess(ports[i]!, envs[i]!)))));
  cleanups.push(async () => {
    for (const server of servers) server?.child.kill('SIGKILL');
    await Promise.all(servers.flatMap((server) => (server ? [server.exited] : [])));
  });

  database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  cleanups.push(() => database.close());
  // The queue's own client, as any process may put a job on it: here to ask for a drain without waiting for the cron.
  boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, max: 1 });
  await boss.start();
  cleanups.push(() => boss.stop({ graceful: false }));
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

/** The next instance in turn, as a round-robin load balancer picks one. */
let turn = 0;
function nextInstance(): ServerProcess {
  for (let tries = 0; tries < servers.length; tries++) {
    const server = servers[turn++ % servers.length];
    if (server) return server;
  }
  throw new Error('no instance is up');
}

async function call(path: string, init: RequestInit & { token?: string } = {}, server = nextInstance()): Promise<Response> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof rest.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${server.url}${path}`, { ...rest, headers });
}

async function login(username: string, password = DEMO_PASSWORD): Promise<Response> {
  return call('/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const received = () => smtps.flatMap((smtp) => smtp.received);

describe.runIf(process.env.TEST_DB === 'postgres')('three instances behind a load balancer', () => {
  const agentName = `Kontor i København ${randomBytes(3).toString('hex')}`;

  it('share sessions, images, search agents, mail and rate limits', async () => {
    const brokerToken = await (await login(PERSONAS.brokerAdmin)).text();
    const privateToken = await (await login(PERSONAS.private)).text();
    const broker = await accountIdByName(database, ACCOUNTS.broker);

    // An 'immediately' search agent, made through one instance.
    const agent = await call('/api/v2/searchagents', {
      method: 'POST',
      token: privateToken,
      body: JSON.stringify({
        name: agentName,
        listingTypes: [1],
        municipalityCodes: [101],
        floorAreaMin: 100,
        floorAreaMax: 400,
        interval: 'immediately',
        active: true,
      }),
    });
    expect(agent.status).toBe(201);

    // Pictures uploaded through one instance are served by every other.
    const pictures = [[200, 120, 40] as const, [40, 120, 200] as const, [90, 160, 90] as const].map((rgb) => makePng(1200, 800, rgb));
    const urls: string[] = [];
    for (const picture of pictures) {
      const uploaded = await call(`/api/v2/images?accountId=${String(broker)}`, {
        method: 'POST',
        token: brokerToken,
        body: new Uint8Array(picture),
        headers: { 'content-type': 'image/png' },
      });
      expect(uploaded.status).toBe(201);
      urls.push(((await uploaded.json()) as { image: { url: string } }).image.url);
    }
    for (const server of servers) {
      for (const [i, url] of urls.entries()) {
        const served = await call(url, {}, server);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(pictures[i]!)).toBe(true);
      }
    }

    // A matching listing, with those pictures, through yet another instance.
    const found = (await (await call('/api/v2/addresses?q=Sundkrogsgade%2021&limit=1', { token: brokerToken })).json()) as {
      addresses: Record<string, unknown>[];
    };
    const { floor, door, ...address } = found.addresses[0]!;
    const listing = await call('/api/v2/listings/by-case-number/INSTANCES-1', {
      method: 'PUT',
      token: brokerToken,
      body: JSON.stringify({
        accountId: broker,
        listingType: 1,
        title: 'Kontorlejemål i Nordhavn',
        flashline: 'Havudsigt og egen indgang',
        description: 'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.',
        address: { ...address, ...(floor === null ? {} : { floor }), ...(door === null ? {} : { door }) },
        listingtypeSubcategory: 'kontor',
        floorArea: 250,
        yearlyRent: 450_000,
        contactName: 'Mette Nordahl',
        contactPhone: '+45 33 12 34 56',
        contactEmail: 'mette@nordhavn-erhverv.dk',
        images: urls.map((url) => ({ url })),
      }),
    });
    expect(listing.status, await listing.clone().text()).toBe(201);
    const { id } = ((await listing.json()) as { listing: { id: number } }).listing;
    const activated = await call(`/api/v2/listings/${String(id)}/activate`, {
      method: 'POST',
      token: brokerToken,
      headers: { 'if-match': listing.headers.get('etag') ?? '' },
    });
    expect(activated.status, await activated.clone().text()).toBe(200);

    // Login attempts for one username over all three instances hit the limit at the configured count.
    const username = `ingen-${randomBytes(3).toString('hex')}@demo.test`;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) statuses.push((await login(username, 'forkert-kode')).status);
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429, 429]);

    // Twenty queued mails, each sent exactly once although the instance sending them is killed mid-drain.
    const mailIds: number[] = [];
    for (let i = 0; i < 20; i++)
      mailIds.push(await queueMail(database.db, { to: `modtager${String(i)}@demo.test`, subject: `Besked ${String(i)}`, body: 'Hej' }));
    let killed: number | undefined;
    const killedOne = new Promise<void>((resolve) => {
      onMessage = (instance) => {
        if (killed !== undefined || messagesArrived[instance]! < 3) return 'accept';
        // The third mail of this instance has arrived and waits to be accepted: the instance dies before it is.
        killed = instance;
        servers[instance]!.child.kill('SIGKILL');
        servers[instance] = undefined;
        resolve();
        return 'withhold';
      };
    });
    await boss.send('mail-outbox', {});
    await killedOne;
    const sentAll = async () => {
      const unsent = await database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, mailIds), isNull(mailOutbox.sentAt)));
      if (unsent.length > 0) await boss.send('mail-outbox', {});
      return unsent.length === 0;
    };
    await until('every queued mail is sent', sentAll);
    const ids = received()
      .filter((mail) => mail.to.some((to) => to.includes('modtager')))
      .map((mail) => mail.messageId);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    // The mail the killed instance was sending was never accepted from it, and went out from another.
    expect(smtps[killed!]!.received).toHaveLength(messagesArrived[killed!]! - 1);

    // The search agent's one mail: its listing's own run and every instance's scheduled runs between them.
    await boss.send('search-agents', {});
    await until('the search agent has mailed', async () => {
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${agentName}%`));
      if (mail && !mail.sentAt) await boss.send('mail-outbox', {});
      return Boolean(mail?.sentAt);
    });
    expect(
      await database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${agentName}%`)),
    ).toHaveLength(1);
    expect(received().filter((mail) => mail.to.some((to) => to.includes(PERSONAS.private)))).toHaveLength(1);

    servers[killed!] = await startServerProcess(ports[killed!]!, envs[killed!]!);
  }, 180_000);

  it('deliver each webhook event once, or once more with the same webhook-id, though an instance is killed while sending', async () => {
    const received: { id: string; body: string; headers: Record<string, string> }[] = [];
    let killed: number | undefined;
    // Until the instance dies the receiver answers nothing, so deliveries are surely under way when it does.
    const held: (() => void)[] = [];
    let holding = true;
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]));
        received.push({ id: headers['webhook-id']!, body: Buffer.concat(chunks).toString('utf8'), headers });
        const answer = () => response.writeHead(200).end('ok');
        if (holding) held.push(answer);
        else answer();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hooks`;

    const brokerToken = await (await login(PERSONAS.brokerAdmin)).text();
    const broker = await accountIdByName(database, ACCOUNTS.broker);
    const created = await call('/api/v2/webhooks', {
      method: 'POST',
      token: brokerToken,
      headers: { 'X-Account-Id': String(broker) },
      body: JSON.stringify({ url, events: ['listing.status_changed'] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { webhook, secret } = (await created.json()) as { webhook: { id: number }; secret: string };

    // Thirty status changes through the three instances, each an event written in its own transaction.
    const [listing] = await database.db.select({ id: listings.id, status: listings.status }).from(listings).where(eq(listings.caseNumber, 'INSTANCES-1'));
    let active = listing!.status === 2;
    const changes = 30;
    for (let i = 0; i < changes; i++) {
      const action = active ? 'deactivate' : 'activate';
      const answer = await call(`/api/v2/listings/${String(listing!.id)}/${action}`, { method: 'POST', token: brokerToken, headers: { 'if-match': '*' } });
      expect(answer.status, await answer.clone().text()).toBe(200);
      active = !active;
      if (i === 10 && killed === undefined) {
        // While deliveries are under way, one instance dies without a word.
        await until('deliveries are under way', () => Promise.resolve(held.length > 0));
        killed = 0;
        servers[0]!.child.kill('SIGKILL');
        servers[0] = undefined;
        holding = false;
        for (const answer of held.splice(0)) answer();
      }
    }
    await until(
      'every event is delivered',
      async () => {
        const open = await database.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.endpointId, webhook.id), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
        return open.length === 0;
      },
      90_000,
    );
    const deliveries = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(deliveries).toHaveLength(changes);
    expect(deliveries.every((d) => d.status === 'delivered')).toBe(true);
    const ids = new Set(deliveries.map((d) => d.eventId));
    const times = new Map<string, number>();
    for (const request of received) {
      // The receiver's own check: every request is signed with the endpoint's secret.
      new Webhook(secret).verify(request.body, request.headers);
      times.set(request.id, (times.get(request.id) ?? 0) + 1);
    }
    expect([...times.keys()].sort()).toEqual([...ids].sort());
    // At most once more, and only what the killed instance had under way (four senders at a time).
    expect([...times.values()].every((n) => n <= 2)).toBe(true);
    expect(received.length - ids.size).toBeLessThanOrEqual(4);

    servers[killed!] = await startServerProcess(ports[killed!]!, envs[killed!]!);
  }, 180_000);

  it('lose no acknowledged request while each instance in turn is restarted', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let stop = false;
    // A load balancer's retry: an instance that refuses the connection or is shutting down or busy (503) is skipped,
    // for up to two seconds, as a busy machine can keep the two others busy while the third restarts.
    const post = async (id: string) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          const answer = await call('/api/v2/tracking', {
            method: 'POST',
            body: JSON.stringify({
              rawData: Buffer.from(JSON.stringify({ event: 'user', action: 4, SessionID: id, SessionAcquisition: 'direct', UserToken: '' })).toString('base64'),
            }),
          });
          if (answer.status === 202) return acknowledged.push(id);
          if (answer.status !== 503) return failures.push(`${id}: ${String(answer.status)}`);
        } catch {
          // Connection refused or reset: try the next instance.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return failures.push(`${id}: no instance answered`);
    };
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) await post(`rolling-${String(worker)}-${String(i)}-${randomBytes(3).toString('hex')}`);
    };
    const writers = [0, 1, 2, 3].map(writer);
    for (const i of [0, 1, 2]) {
      const server = servers[i]!;
      server.child.kill('SIGTERM');
      await server.exited;
      servers[i] = undefined;
      servers[i] = await startServerProcess(ports[i]!, envs[i]!);
    }
    stop = true;
    await Promise.all(writers);

    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(await lostTrackingEvents(database.db, acknowledged)).toEqual([]);
  }, 180_000);
});

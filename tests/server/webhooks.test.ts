import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { accountIdByName, ACCOUNTS, anotherInstance, createTestApp, mailsTo, PERSONAS, type TestApp } from './harness';
import { listingFreshnessReminders, listings, promotionProducts, promotions, webhookDeliveries, webhookEndpoints } from '../../server/db/schema';
import {
  announceExpiredPromotions,
  drainWebhookDeliveries,
  emitWebhookEvent,
  pruneWebhookDeliveries,
  setWakeDeliveries,
  type SendOptions,
} from '../../server/services/webhooks';
import { LISTING_STATUSES } from '../../schemas/enums';
import { startBackgroundJobs } from '../../server/jobs';
import { closeUnconfirmedListings } from '../../server/services/freshness';
import type { WebhookDelivery } from '../../schemas/webhooks';
import { copenhagenDay } from '../../schemas/dates';

/** What the receiver answers a request: a status, no answer at all, or a redirect. */
type Answer = { status: number; body?: string } | 'hang' | { redirect: string };

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A CRM's webhook receiver on loopback: it answers each request by its path's script, and keeps what it got. */
async function receiver() {
  const received: Received[] = [];
  const scripts = new Map<string, Answer[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = scripts.get(path)?.shift() ?? { status: 200, body: 'ok' };
      if (answer === 'hang') return;
      if ('redirect' in answer) {
        response.writeHead(307, { location: answer.redirect }).end();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${String(port)}${path}`,
    script: (path: string, answers: Answer[]) => scripts.set(path, answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let hooks: Awaited<ReturnType<typeof receiver>>;
let broker: number;
let demo: { id: number; url: string; enabled: boolean }[] = [];
let demoDeliveries: WebhookDelivery[] = [];
/** The senders' clock, moved on to make retries due. */
let clock = Date.now();
const later = (ms: number) => {
  clock += ms;
};

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  hooks = await receiver();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  // The demo's own endpoint is read here once; after that each test registers its own.
  const listed = await asAdmin({ method: 'GET', url: '/api/v2/webhooks' });
  demo = listed.json<{ webhooks: { id: number; url: string; enabled: boolean }[] }>().webhooks;
  demoDeliveries = demo[0] ? await deliveriesOf(demo[0].id) : [];
  await t.database.db.delete(webhookEndpoints);
});
afterEach(async () => {
  await t.database.db.delete(webhookEndpoints);
});
afterAll(async () => {
  await hooks.close();
  await t.close();
});

const asAdmin = (options: Parameters<TestApp['request']>[1]) =>
  t.request(PERSONAS.brokerAdmin, { ...options, headers: { 'X-Account-Id': String(broker), ...options.headers } });

/** Sends what is due, as the job queue does, by the test's clock; a short time limit. */
const send = (options: Partial<SendOptions> = {}) =>
  drainWebhookDeliveries(t.database.db, {
    allowPrivateHosts: true,
    memberSiteUrl: 'https://member.example.dk',
    now: () => new Date(clock),
    timeoutMs: 500,
    ...options,
  });

async function register(path: string, events: string[] = ['listing.status_changed', 'promotion.ended']) {
  const res = await asAdmin({ method: 'POST', url: '/api/v2/webhooks', payload: { url: hooks.url(path), events, description: 'CRM' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ webhook: { id: number }; secret: string }>();
}

async function activeListing(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(listings.id)
    .limit(1);
  if (!row) throw new Error('no active listing');
  return row.id;
}

const deliveriesOf = async (id: number) =>
  (await asAdmin({ method: 'GET', url: `/api/v2/webhooks/${String(id)}/deliveries` })).json<{ deliveries: WebhookDelivery[] }>().deliveries;

/** Verifies a received request as the receiver would, with the standardwebhooks package and the endpoint's secret. */
function verified(secret: string, request: Received): { type: string; data: Record<string, unknown> } {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as { type: string; data: Record<string, unknown> };
}

describe('webhook endpoints', () => {
  it("are in the demo: the broker's CRM with deliveries, one failed after a day of attempts", () => {
    expect(demo).toEqual([expect.objectContaining({ url: 'https://crm.nordhavn-erhverv.dk/webhooks/ejendomsportal', enabled: true })]);
    expect(demoDeliveries.filter((d) => d.status === 'delivered').length).toBeGreaterThanOrEqual(2);
    const failed = demoDeliveries.find((d) => d.status === 'failed');
    expect(failed?.attemptLog.length).toBeGreaterThan(5);
    expect(failed?.attemptLog.some((a) => a.httpStatus === 503)).toBe(true);
    expect(failed?.attemptLog.some((a) => a.error === 'timeout')).toBe(true);
  });

  it('are registered by an administrator, the secret shown once', async () => {
    const { webhook, secret } = await register('/registered');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await asAdmin({ method: 'GET', url: '/api/v2/webhooks' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json<{ webhooks: { id: number; events: string[] }[] }>().webhooks).toContainEqual(
      expect.objectContaining({ id: webhook.id, events: ['listing.status_changed', 'promotion.ended'] }),
    );
    const member = await t.request(PERSONAS.brokerMember, { method: 'GET', url: '/api/v2/webhooks', headers: { 'X-Account-Id': String(broker) } });
    expect(member.statusCode).toBe(403);
    const light = await accountIdByName(t.database, ACCOUNTS.light);
    const foreign = await t.request(PERSONAS.light, {
      method: 'GET',
      url: `/api/v2/webhooks/${String(webhook.id)}`,
      headers: { 'X-Account-Id': String(light) },
    });
    expect(foreign.statusCode).toBe(404);

    const rotated = await asAdmin({ method: 'PATCH', url: `/api/v2/webhooks/${String(webhook.id)}`, payload: { rotateSecret: true } });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json<{ secret: string }>().secret).toMatch(/^whsec_/);
    expect(rotated.json<{ secret: string }>().secret).not.toBe(secret);
    expect((await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` })).statusCode).toBe(200);
    expect((await asAdmin({ method: 'GET', url: `/api/v2/webhooks/${String(webhook.id)}` })).statusCode).toBe(404);
  });

  it('must be HTTPS to a public address unless private hosts are allowed', async () => {
    const strict = await anotherInstance(t);
    try {
      const token = await t.tokenFor(PERSONAS.brokerAdmin);
      const post = (url: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/v2/webhooks',
          headers: { authorization: `Bearer ${token}`, 'X-Account-Id': String(broker) },
          payload: { url, events: ['listing.status_changed'] },
        });
      for (const url of [
        'http://crm.example.dk/hooks',
        'https://127.0.0.1/hooks',
        'https://10.1.2.3/hooks',
        'https://localhost/hooks',
        'ftp://crm.example.dk/',
      ]) {
        const res = await post(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ fields: Record<string, string> }>().fields['url']).toBeTruthy();
      }
      expect((await post('https://crm.example.dk/hooks')).statusCode).toBe(201);
      const bad = await post('https://crm.example.dk/hooks');
      expect(bad.statusCode).toBe(201);
      const noEvents = await strict.inject({
        method: 'POST',
        url: '/api/v2/webhooks',
        headers: { authorization: `Bearer ${token}`, 'X-Account-Id': String(broker) },
        payload: { url: 'https://crm.example.dk/x', events: [] },
      });
      expect(noEvents.json<{ fields: Record<string, string> }>().fields['events']).toBe('Vælg mindst én hændelse');
    } finally {
      await strict.close();
      await t.database.db.delete(webhookEndpoints).where(sql`${webhookEndpoints.url} like 'https://crm.example.dk/%'`);
    }
  });
});

describe('deliveries', () => {
  it('tell of a status change, signed so the receiver can verify it, through a failure, a time-out and their retries', async () => {
    const { webhook, secret } = await register('/crm');
    hooks.script('/crm', [{ status: 500, body: 'Internal error in the CRM' }, 'hang', { status: 204 }]);
    const listing = await activeListing();
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/listings/${String(listing)}/deactivate`, headers: { 'if-match': '*' } });
    expect(res.statusCode, res.body).toBe(200);
    clock = Date.now();

    expect(await send()).toEqual({ delivered: 0, failed: 1 });
    // Not due again before its back-off.
    expect(await send()).toEqual({ delivered: 0, failed: 0 });
    later(6_000);
    expect(await send()).toEqual({ delivered: 0, failed: 1 });
    later(31_000);
    expect(await send()).toEqual({ delivered: 1, failed: 0 });

    const got = hooks.received.filter((r) => r.path === '/crm');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const request of got) {
      const event = verified(secret, request);
      expect(event.type).toBe('listing.status_changed');
      expect(event.data).toMatchObject({ listingId: listing, accountId: broker, from: 'active', to: 'inactive', fromStatus: 2, toStatus: 3 });
    }
    expect(() => verified('whsec_' + Buffer.from('another secret of 24 b!!').toString('base64'), got[0]!)).toThrow();

    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, eventType: 'listing.status_changed' });
    expect(delivery?.attemptLog.map((a) => [a.httpStatus, a.error])).toEqual([
      [500, null],
      [null, 'timeout'],
      [204, null],
    ]);
    expect(delivery?.attemptLog[0]?.response).toBe('Internal error in the CRM');

    // Sent again on request, with the same webhook-id.
    const again = await asAdmin({ method: 'POST', url: `/api/v2/webhook-deliveries/${String(delivery?.id)}/redeliver` });
    expect(again.statusCode).toBe(200);
    expect(await send()).toEqual({ delivered: 1, failed: 0 });
    const last = hooks.received.filter((r) => r.path === '/crm').at(-1);
    expect(last?.headers['webhook-id']).toBe(got[0]?.headers['webhook-id']);
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });

  it('refuse a redirect to a private address and log why', async () => {
    const { webhook } = await register('/moved');
    hooks.script('/moved', [{ redirect: 'https://10.20.30.40/hooks' }]);
    const delivered = await asAdmin({ method: 'POST', url: `/api/v2/webhooks/${String(webhook.id)}/test` });
    expect(delivered.statusCode).toBe(201);
    expect(await send({ allowPrivateHosts: false, privateHosts: ['127.0.0.1'] })).toEqual({ delivered: 0, failed: 1 });
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'retrying', eventType: 'webhook.test' });
    expect(delivery?.attemptLog[0]).toMatchObject({ httpStatus: null, error: 'redirect refused: address not public' });
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });

  it('count a host name that takes long to look up toward the time limit', async () => {
    const { webhook } = await register('/slow-dns');
    // A name, not the receiver's literal address: its lookup is what may hang.
    await t.database.db.update(webhookEndpoints).set({ url: 'https://crm.slow-dns.test/hooks' }).where(eq(webhookEndpoints.id, webhook.id));
    await asAdmin({ method: 'POST', url: `/api/v2/webhooks/${String(webhook.id)}/test` });
    clock = Date.now();
    const started = Date.now();
    expect(await send({ resolveHost: () => new Promise<string[]>(() => undefined), timeoutMs: 300 })).toEqual({ delivered: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.attemptLog.at(-1)).toMatchObject({ httpStatus: null, error: 'timeout' });
  });

  it('turn an endpoint off after a day of failures and mail its administrators', async () => {
    const { webhook } = await register('/down');
    hooks.script(
      '/down',
      Array.from({ length: 5 }, () => ({ status: 503 })),
    );
    await asAdmin({ method: 'POST', url: `/api/v2/webhooks/${String(webhook.id)}/test` });
    clock = Date.now();
    expect(await send()).toEqual({ delivered: 0, failed: 1 });
    let [endpoint] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint?.enabled).toBe(true);
    expect(endpoint?.failingSince).not.toBeNull();
    // A day later it still fails.
    later(24 * 60 * 60 * 1000 + 1000);
    await asAdmin({ method: 'POST', url: `/api/v2/webhooks/${String(webhook.id)}/test` });
    await send();
    [endpoint] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const shown = (await asAdmin({ method: 'GET', url: `/api/v2/webhooks/${String(webhook.id)}` })).json<{ webhook: { enabled: boolean } }>();
    expect(shown.webhook.enabled).toBe(false);
    const mails = await mailsTo(t, PERSONAS.brokerAdmin);
    expect(mails.at(-1)).toMatchObject({ subject: 'En webhook er slået fra' });
    expect(mails.at(-1)?.body).toContain(hooks.url('/down'));
    // Nothing is sent to it while it is off, not even a test; turned on again, it starts afresh.
    expect((await deliveriesOf(webhook.id)).every((d) => d.status === 'failed')).toBe(true);
    const test = await asAdmin({ method: 'POST', url: `/api/v2/webhooks/${String(webhook.id)}/test` });
    expect(test.statusCode).toBe(409);
    expect(test.json<{ message: string }>().message).toBe('Webhooken er slået fra: slå den til, før der sendes en testbesked');
    const on = await asAdmin({ method: 'PATCH', url: `/api/v2/webhooks/${String(webhook.id)}`, payload: { enabled: true } });
    expect(on.json<{ webhook: { enabled: boolean; failingSince: string | null } }>().webhook).toMatchObject({ enabled: true, failingSince: null });
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });

  it('give up on a delivery a day after its event', async () => {
    const { webhook } = await register('/always-down');
    hooks.script(
      '/always-down',
      Array.from({ length: 30 }, () => ({ status: 500 })),
    );
    await asAdmin({ method: 'POST', url: `/api/v2/webhooks/${String(webhook.id)}/test` });
    clock = Date.now();
    // Each retry as soon as it is due.
    for (let i = 0; i < 30; i++) {
      await send();
      const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
      if (row?.status === 'failed') break;
      clock = (row?.nextAttemptAt.getTime() ?? clock) + 1;
    }
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.status).toBe('failed');
    const first = Date.parse(delivery?.attemptLog[0]?.at ?? '');
    const lastAt = Date.parse(delivery?.attemptLog.at(-1)?.at ?? '');
    expect(lastAt - first).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(delivery?.attempts).toBeGreaterThanOrEqual(9);
    // Nothing but failures since its event a day ago: the endpoint is turned off.
    const [endpoint] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });
});

describe('the delivery log', () => {
  it('keeps 90 days of deliveries done with, and every one still to be sent', async () => {
    const { webhook } = await register('/kept');
    const day = 24 * 3_600_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const row = (eventId: string, status: string, daysAgo: number) => ({
      endpointId: webhook.id,
      eventId,
      eventType: 'webhook.test',
      payload: { type: 'webhook.test' },
      status,
      createdAt: at(daysAgo),
      nextAttemptAt: at(-1),
    });
    await t.database.db
      .insert(webhookDeliveries)
      .values([
        row('msg_old_delivered', 'delivered', 91),
        row('msg_old_failed', 'failed', 120),
        row('msg_old_waiting', 'retrying', 91),
        row('msg_recent', 'delivered', 89),
      ]);
    expect(await pruneWebhookDeliveries(t.database.db)).toBe(2);
    expect((await deliveriesOf(webhook.id)).map((d) => d.eventId).sort()).toEqual(['msg_old_waiting', 'msg_recent']);
  });
});

describe('events', () => {
  it('are written only when the change commits', async () => {
    const { webhook } = await register('/rolled-back');
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await emitWebhookEvent(tx, { accountId: broker, type: 'listing.status_changed', data: { listingId: 1 } })).toBe(1);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id))).toHaveLength(0);
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });

  it('tell of a listing the freshness check closes', async () => {
    const { webhook, secret } = await register('/freshness', ['listing.status_changed']);
    const listing = await activeListing();
    const now = Date.now();
    // A reminder of this listing's cycle, unanswered past its grace.
    await t.database.db.insert(listingFreshnessReminders).values({
      listingId: listing,
      cycleStart: new Date(now),
      tokenHash: `webhook-test-${String(now)}`,
      sentAt: new Date(now - 15 * 24 * 3_600_000),
      expiresAt: new Date(now - 60_000),
    });
    expect(await closeUnconfirmedListings(t.database.db, { now: new Date(now + 1000) })).toBe(1);
    clock = Date.now() + 2000;
    await send();
    const got = hooks.received.filter((r) => r.path === '/freshness');
    expect(got).toHaveLength(1);
    expect(verified(secret, got[0]!)).toMatchObject({
      type: 'listing.status_changed',
      data: { listingId: listing, from: 'active', to: 'closed', via: 'freshnessCheck' },
    });
    expect(await deliveriesOf(webhook.id)).toHaveLength(1);
  });

  it('tell of a listing a full feed closes', async () => {
    const { webhook } = await register('/feed', ['listing.status_changed']);
    // One of the broker's active listings as if a case system's feed had made it.
    const [listing] = await t.database.db
      .update(listings)
      .set({ origin: 'feed' })
      .where(eq(listings.id, await activeListing()))
      .returning({ id: listings.id, caseNumber: listings.caseNumber });
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/import?accountId=${String(broker)}&mode=full&confirm=true`,
      payload: [{ accountOwnerListingIdentifierID: 'ANDEN-SAG-1', listingType: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ closed: { listingId: number }[] }>().closed).toContainEqual(expect.objectContaining({ listingId: listing!.id }));
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.payload).toMatchObject({
      type: 'listing.status_changed',
      data: { listingId: listing!.id, caseNumber: listing!.caseNumber, from: 'active', to: 'closed' },
    });
  });

  it('never hold up the change: a queue that fails leaves the change and its delivery made', async () => {
    const { webhook } = await register('/queue-away', ['listing.status_changed']);
    // The queue's insert fails inside the change's transaction, as a statement of a queue that is away would.
    setWakeDeliveries((db) => db.executeSql('select * from no_such_queue_table'));
    try {
      const listing = await activeListing();
      const res = await t.request(PERSONAS.brokerAdmin, {
        method: 'POST',
        url: `/api/v2/listings/${String(listing)}/deactivate`,
        headers: { 'if-match': '*' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing));
      expect(row?.status).toBe(LISTING_STATUSES.inactive);
      expect(await deliveriesOf(webhook.id)).toHaveLength(1);
    } finally {
      setWakeDeliveries(undefined);
    }
  });

  it('go only to the endpoints that want them', async () => {
    const { webhook } = await register('/promotions-only', ['promotion.ended']);
    const listing = await activeListing();
    await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/listings/${String(listing)}/deactivate`, headers: { 'if-match': '*' } });
    expect(await deliveriesOf(webhook.id)).toHaveLength(0);
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });

  it('tell of an enquiry as it arrives, not of spam', async () => {
    const { webhook, secret } = await register('/enquiries', ['enquiry.created']);
    const [listing] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false)))
      .orderBy(listings.id)
      .limit(1);
    const enquiry = {
      listingId: listing!.id,
      name: 'Karen Kunde',
      email: 'karen@kunde.test',
      message: 'Vi vil gerne se lejemålet i næste uge.',
      kind: 'viewing',
      consent: true,
    };
    const taken = await t.app.inject({ method: 'POST', url: '/api/v2/enquiries', payload: enquiry });
    expect(taken.statusCode, taken.body).toBe(201);
    const spam = await t.app.inject({
      method: 'POST',
      url: '/api/v2/enquiries',
      payload: { ...enquiry, email: 'bot@kunde.test', website: 'http://spam.test' },
    });
    expect(spam.statusCode).toBe(201);
    clock = Date.now();
    await send();
    const got = hooks.received.filter((r) => r.path === '/enquiries');
    expect(got).toHaveLength(1);
    expect(verified(secret, got[0]!)).toMatchObject({
      type: 'enquiry.created',
      data: { enquiryId: taken.json<{ id: number }>().id, listingId: listing!.id, name: 'Karen Kunde', email: 'karen@kunde.test', kind: 'viewing' },
    });
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });

  it('tell of a promotion cancelled', async () => {
    const { webhook } = await register('/cancelled', ['promotion.ended']);
    // The day as the server reads dates: in Copenhagen, which is a day ahead of UTC in the last hour or two of it.
    const today = copenhagenDay();
    const [running] = await t.database.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.accountId, broker), isNull(promotions.cancelledAt), lte(promotions.startDate, today), gte(promotions.endDate, today)))
      .limit(1);
    const read = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${String(running!.listingId)}/promotion` });
    const cancel = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/${String(running!.listingId)}/promotion/cancel`,
      headers: { 'if-match': read.headers.etag ?? '' },
      payload: { acceptForfeit: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.payload).toMatchObject({
      type: 'promotion.ended',
      data: { promotionId: running!.id, listingId: running!.listingId, reason: 'cancelled' },
    });
    // Told once: the check for promotions past their end passes it by.
    await announceExpiredPromotions(t.database.db, new Date(Date.parse(running!.endDate) + 2 * 24 * 3_600_000));
    const aboutIt = (await deliveriesOf(webhook.id)).filter((d) => (d.payload as { data: { promotionId: number } }).data.promotionId === running!.id);
    expect(aboutIt).toHaveLength(1);
  });

  it('tell of a promotion past its last day once', async () => {
    const { webhook, secret } = await register('/promotions', ['promotion.ended']);
    const listing = await activeListing();
    const [product] = await t.database.db.select().from(promotionProducts).limit(1);
    const [promotion] = await t.database.db
      .insert(promotions)
      .values({ listingId: listing, accountId: broker, productId: product!.id, startDate: '2026-01-01', endDate: '2026-01-14' })
      .returning();
    expect(await announceExpiredPromotions(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await announceExpiredPromotions(t.database.db, new Date())).toBe(0);
    clock = Date.now();
    await send();
    // The demo's own promotions past their end are told of too; this one once.
    const got = hooks.received.filter((r) => r.path === '/promotions' && verified(secret, r).data['promotionId'] === promotion!.id);
    expect(got).toHaveLength(1);
    expect(verified(secret, got[0]!)).toMatchObject({
      type: 'promotion.ended',
      data: { promotionId: promotion!.id, listingId: listing, reason: 'expired', endDate: '2026-01-14' },
    });
    await asAdmin({ method: 'DELETE', url: `/api/v2/webhooks/${String(webhook.id)}` });
  });
});

describe('the job queue', () => {
  it('sends an event at once: the change queues a run of the sender in its own transaction', async () => {
    const { secret } = await register('/queued');
    const jobs = await startBackgroundJobs(t.database, t.app.config, { info: () => undefined, error: () => undefined }, { schedule: false });
    try {
      const listing = await activeListing();
      const res = await t.request(PERSONAS.brokerAdmin, {
        method: 'POST',
        url: `/api/v2/listings/${String(listing)}/deactivate`,
        headers: { 'if-match': '*' },
      });
      expect(res.statusCode).toBe(200);
      // No drain is asked for: the worker finds the run the transaction queued.
      await expect.poll(() => hooks.received.filter((r) => r.path === '/queued').length, { timeout: 15_000 }).toBe(1);
      const [got] = hooks.received.filter((r) => r.path === '/queued');
      expect(verified(secret, got!)).toMatchObject({ type: 'listing.status_changed', data: { listingId: listing, to: 'inactive' } });
    } finally {
      await jobs.stop();
    }
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { Db, DbOrTx } from '../db';
import { badInput, conflict, notFound } from '../errors';
import { LISTING_STATUSES, ROLES } from '../../schemas/enums';
import { copenhagenDay } from '../../schemas/dates';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '../../schemas/webhooks';
import {
  attemptsOf,
  claimNextDelivery,
  countEndpoints,
  deleteEndpoint,
  deleteOldDeliveries,
  endpointsFor,
  executeStatement,
  failOpenDeliveries,
  findDelivery,
  findEndpoint,
  insertAttempt,
  insertDeliveries,
  insertEndpoint,
  latestDeliveries,
  listDeliveries,
  listEndpoints,
  markPromotionEndAnnounced,
  unannouncedEndedPromotions,
  updateDelivery,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../repositories/webhooks';
import { listAccountUsers } from '../repositories/accounts';
import type { AuthContext } from './access';
import { recordAudit } from './audit';
import { queueMail } from './mail';
import { checkedAddress, HostRefused, isPublicAddress, pinnedRequest, resolveWithDns, type ResolveHost } from './guardedHttp';

/*
 * Webhooks are an outbox: the event's deliveries are written in the transaction of the change they tell of, so a
 * change that rolls back sends nothing and one that commits is delivered even if the process dies at once. The
 * job queue sends them (server/jobs.ts), each claimed with a lease as the mail outbox's are.
 */

/** Puts a run of the delivery job on the queue, in the transaction given (pg-boss's own insert, run there). */
export type WakeDeliveries = (db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }) => Promise<unknown>;

let wakeDeliveries: WakeDeliveries | undefined;

/** Set by the job queue while it runs in this process; without it deliveries wait for the job's schedule. */
export function setWakeDeliveries(wake: WakeDeliveries | undefined): void {
  wakeDeliveries = wake;
}

async function wakeIn(tx: DbOrTx): Promise<void> {
  const wake = wakeDeliveries;
  if (!wake) return;
  // In a savepoint: should the queue's insert fail, the event's own transaction goes on, and the schedule sends it.
  await tx
    .transaction(async (savepoint) => {
      await wake({ executeSql: (text, values) => executeStatement(savepoint, text, values) });
    })
    .catch(() => undefined);
}

export interface WebhookEvent {
  accountId: number;
  type: WebhookEventType;
  data: Record<string, unknown>;
  now?: Date;
}

/** The body every delivery of an event carries, as Standard Webhooks suggests: its type, when, and its data. */
const payloadOf = (type: string, at: Date, data: Record<string, unknown>) => ({ type, timestamp: at.toISOString(), data });

/**
 * Writes one delivery of the event for each of the account's enabled endpoints that want it, inside the caller's
 * transaction, and wakes the sender; answers how many. Never throws for the endpoints' sake: it only writes rows.
 */
export async function emitWebhookEvent(tx: DbOrTx, { accountId, type, data, now = new Date() }: WebhookEvent): Promise<number> {
  const endpoints = await endpointsFor(tx, accountId, type);
  if (endpoints.length === 0) return 0;
  const eventId = `msg_${randomUUID()}`;
  const payload = payloadOf(type, now, data);
  const written = await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, eventType: type, payload, createdAt: now, nextAttemptAt: now })),
  );
  if (written > 0) await wakeIn(tx);
  return written;
}

const STATUS_NAMES = Object.fromEntries(Object.entries(LISTING_STATUSES).map(([name, id]) => [id, name])) as Record<number, string>;

/** listing.status_changed's data: the listing, its statuses before and after by name and number, and what made it. */
export function listingStatusChangedData(
  listing: { id: number; accountId: number; caseNumber: string | null },
  from: number,
  to: number,
  at: Date,
  via?: string,
) {
  return {
    listingId: listing.id,
    accountId: listing.accountId,
    caseNumber: listing.caseNumber,
    from: STATUS_NAMES[from] ?? String(from),
    to: STATUS_NAMES[to] ?? String(to),
    fromStatus: from,
    toStatus: to,
    changedAt: at.toISOString(),
    via: via ?? null,
  };
}

/** promotion.ended's data. */
export function promotionEndedData(
  promotion: { id: number; listingId: number; accountId: number; startDate: string; endDate: string },
  reason: 'expired' | 'cancelled' | 'listingClosed',
) {
  return {
    promotionId: promotion.id,
    listingId: promotion.listingId,
    accountId: promotion.accountId,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    reason,
  };
}

/** Tells promotion.ended of a promotion ended now (cancelled, or by its listing leaving the market), once. */
export async function announcePromotionEnd(
  tx: DbOrTx,
  promotion: { id: number; listingId: number; accountId: number; startDate: string; endDate: string },
  reason: 'cancelled' | 'listingClosed',
  now: Date,
): Promise<void> {
  await markPromotionEndAnnounced(tx, promotion.id, now);
  await emitWebhookEvent(tx, { accountId: promotion.accountId, type: 'promotion.ended', data: promotionEndedData(promotion, reason), now });
}

/** Promotions whose last day has passed, told once each (the delivery job looks every minute); answers how many. */
export async function announceExpiredPromotions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await unannouncedEndedPromotions(tx, copenhagenDay(now), 200);
    for (const promotion of ended) {
      await markPromotionEndAnnounced(tx, promotion.id, now);
      await emitWebhookEvent(tx, { accountId: promotion.accountId, type: 'promotion.ended', data: promotionEndedData(promotion, 'expired'), now });
    }
    return ended.length;
  });
}

/*
 * Endpoints, managed by the account's administrators.
 */

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

function toEndpoint(row: WebhookEndpointRow, latest: WebhookDeliveryRow | undefined): WebhookEndpoint {
  return {
    id: row.id,
    accountId: row.accountId,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: latest ? { status: latest.status as WebhookDeliveryStatus, createdAt: latest.createdAt.toISOString() } : null,
  };
}

export interface UrlRules {
  allowPrivateHosts: boolean;
}

const URL_REFUSED = 'URL skal begynde med https:// og pege på en offentlig adresse';

/** HTTPS only, to no address outside the public internet (both allowed for tests and closed networks); checked again on every send. */
function checkUrl(value: string, { allowPrivateHosts }: UrlRules): void {
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(allowPrivateHosts && url.protocol === 'http:')) throw badInput({ url: URL_REFUSED });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  if (!allowPrivateHosts && ((literal && !isPublicAddress(host)) || host === 'localhost' || host.endsWith('.localhost'))) throw badInput({ url: URL_REFUSED });
}

export async function listWebhookEndpoints(db: DbOrTx, accountId: number): Promise<WebhookEndpoint[]> {
  const rows = await listEndpoints(db, accountId);
  const latest = await latestDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEndpoint(row, latest.get(row.id)));
}

async function endpointOf(db: DbOrTx, accountId: number, id: number): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(db, accountId, id);
  if (!row) throw notFound('Webhooken');
  return row;
}

export async function readWebhookEndpoint(db: DbOrTx, accountId: number, id: number): Promise<WebhookEndpoint> {
  const row = await endpointOf(db, accountId, id);
  return toEndpoint(row, (await latestDeliveries(db, [id])).get(id));
}

export async function createWebhookEndpoint(
  db: Db,
  auth: AuthContext,
  accountId: number,
  input: WebhookEndpointCreate,
  rules: UrlRules,
  now: Date,
): Promise<WebhookEndpointWithSecret> {
  checkUrl(input.url, rules);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    if ((await countEndpoints(tx, accountId)) >= MAX_WEBHOOK_ENDPOINTS) throw conflict(`En konto kan højst have ${String(MAX_WEBHOOK_ENDPOINTS)} webhooks`);
    const row = await insertEndpoint(tx, {
      accountId,
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      secret,
      createdBy: auth.system ? null : auth.userId,
      createdAt: now,
    });
    await recordAudit(tx, auth, { accountId, entity: 'webhook', entityId: row.id, action: 'create', changes: { url: row.url, events: row.events } });
    return { webhook: toEndpoint(row, undefined), secret };
  });
}

/** A change; a new secret is in the answer only when it was asked for. */
export async function updateWebhookEndpoint(
  db: Db,
  auth: AuthContext,
  accountId: number,
  id: number,
  input: WebhookEndpointUpdate,
  rules: UrlRules,
): Promise<{ webhook: WebhookEndpoint; secret?: string }> {
  if (input.url !== undefined) checkUrl(input.url, rules);
  const secret = input.rotateSecret ? newSecret() : undefined;
  return db.transaction(async (tx) => {
    const before = await endpointOf(tx, accountId, id);
    const enabling = input.enabled === true && !before.enabled;
    const row = await updateEndpoint(tx, id, {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events !== undefined && { events: input.events }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      ...(input.enabled !== undefined && { disabledReason: null }),
      // Turned on again: its day of failures starts anew.
      ...(enabling && { failingSince: null }),
      ...(secret && { secret }),
    });
    if (!row) throw notFound('Webhooken');
    const changes: Record<string, unknown> = {};
    if (input.url !== undefined && input.url !== before.url) changes['url'] = { from: before.url, to: input.url };
    if (input.events !== undefined) changes['events'] = { from: before.events, to: input.events };
    if (input.enabled !== undefined && input.enabled !== before.enabled) changes['enabled'] = { from: before.enabled, to: input.enabled };
    if (secret) changes['secret'] = 'rotated';
    await recordAudit(tx, auth, { accountId, entity: 'webhook', entityId: id, action: 'update', changes });
    const latest = (await latestDeliveries(tx, [id])).get(id);
    return { webhook: toEndpoint(row, latest), ...(secret && { secret }) };
  });
}

export async function deleteWebhookEndpoint(db: Db, auth: AuthContext, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await endpointOf(tx, accountId, id);
    await deleteEndpoint(tx, id);
    await recordAudit(tx, auth, { accountId, entity: 'webhook', entityId: id, action: 'delete', changes: { url: row.url } });
  });
}

/** A 'webhook.test' event for this endpoint alone, whatever its events; the delivery it made. */
export async function sendTestEvent(db: Db, accountId: number, id: number, now: Date): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const endpoint = await endpointOf(tx, accountId, id);
    if (!endpoint.enabled) throw conflict('Webhooken er slået fra: slå den til, før der sendes en testbesked');
    const eventId = `msg_${randomUUID()}`;
    await insertDeliveries(tx, [
      {
        endpointId: endpoint.id,
        eventId,
        eventType: WEBHOOK_TEST_EVENT,
        payload: payloadOf(WEBHOOK_TEST_EVENT, now, { accountId, webhookId: endpoint.id, message: 'En prøvehændelse fra Ejendomsportal' }),
        createdAt: now,
        nextAttemptAt: now,
      },
    ]);
    await wakeIn(tx);
    const [delivery] = await listDeliveries(tx, endpoint.id, 1);
    if (!delivery) throw new Error('webhook test: no delivery written');
    return toDelivery(delivery, []);
  });
}

function toDelivery(row: WebhookDeliveryRow, attempts: Awaited<ReturnType<typeof attemptsOf>>): WebhookDelivery {
  const open = row.status === 'pending' || row.status === 'retrying';
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType as WebhookDelivery['eventType'],
    payload: row.payload,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: open ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attemptLog: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        at: attempt.at.toISOString(),
        httpStatus: attempt.httpStatus,
        error: attempt.error,
        durationMs: attempt.durationMs,
        response: attempt.response,
      })),
  };
}

/** The endpoint's latest deliveries, newest first, each with its attempts. */
export async function listWebhookDeliveries(db: DbOrTx, accountId: number, id: number, limit = 50): Promise<WebhookDelivery[]> {
  await endpointOf(db, accountId, id);
  const rows = await listDeliveries(db, id, limit);
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDelivery(row, attempts));
}

/** Sends the delivery again, with its own webhook-id, as soon as the queue gets to it. */
export async function redeliver(db: Db, auth: AuthContext, accountId: number, deliveryId: number, now: Date): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const found = await findDelivery(tx, accountId, deliveryId);
    if (!found) throw notFound('Leveringen');
    if (!found.endpoint.enabled) throw conflict('Webhooken er slået fra: slå den til, før der sendes igen');
    await updateDelivery(tx, deliveryId, { status: 'pending', nextAttemptAt: now });
    await recordAudit(tx, auth, { accountId, entity: 'webhook', entityId: found.endpoint.id, action: 'redeliver', changes: { deliveryId } });
    await wakeIn(tx);
    return toDelivery({ ...found.delivery, status: 'pending', nextAttemptAt: now }, await attemptsOf(tx, [deliveryId]));
  });
}

/*
 * Sending.
 */

/** After each failure the next attempt waits this long; past a day from the event, it has failed. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000];
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** An endpoint failing this long (no success in between) is turned off. */
export const DISABLE_AFTER_MS = GIVE_UP_AFTER_MS;
/** When a delivery's first attempts fall, after its event. */
const FIRST_ATTEMPTS_MS = 5 * 60 * 1000;
const RESPONSE_BYTES = 1024;
const MAX_REDIRECTS = 3;

export const retryDelayMs = (attempts: number): number => RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 5_000;

export interface SendOptions {
  allowPrivateHosts: boolean;
  resolveHost?: ResolveHost;
  timeoutMs?: number;
  leaseMs?: number;
  now?: () => Date;
  /** Senders side by side in one drain. */
  concurrency?: number;
  /** Host names that may be private addresses though allowPrivateHosts is off (tests: the first hop of a redirect). */
  privateHosts?: readonly string[];
  /** Where a disabled endpoint's administrators are sent (the member area). */
  memberSiteUrl: string;
  /** Called with the time of the next retry, so the queue can wake then. */
  onRetryScheduled?: (at: Date) => void;
}

interface AttemptResult {
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
  response: string | null;
}

async function readStart(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.byteLength;
      if (total >= RESPONSE_BYTES) break;
    }
  } catch {
    // What arrived is enough to log.
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, RESPONSE_BYTES).toString('utf8');
}

/** The promise's value, unless the signal aborts first: a host name's lookup counts toward the time limit too. */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      reject(new Error('aborted'));
    };
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', abort);
    });
  });
}

/** One POST of the signed body, with the guard on every hop; redirects are followed only to allowed addresses. */
async function post(
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
  options: Required<Pick<SendOptions, 'allowPrivateHosts' | 'resolveHost' | 'timeoutMs'>> & Pick<SendOptions, 'privateHosts'>,
  at: Date,
): Promise<AttemptResult> {
  const body = JSON.stringify(delivery.payload);
  const signed = new Webhook(endpoint.secret).sign(delivery.eventId, at, body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Ejendomsportal-Webhooks/1',
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signed,
  };
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(endpoint.url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const allowPrivateHosts = options.allowPrivateHosts || (options.privateHosts?.includes(url.hostname) ?? false);
    if (url.protocol !== 'https:' && !(allowPrivateHosts && url.protocol === 'http:')) {
      return { ok: false, httpStatus: null, error: hop === 0 ? 'URL refused' : 'redirect refused: not https', response: null };
    }
    let address: string;
    try {
      address = await beforeAbort(checkedAddress(url.hostname, { allowPrivateHosts, resolveHost: options.resolveHost }), signal);
    } catch (error) {
      if (signal.aborted) return { ok: false, httpStatus: null, error: 'timeout', response: null };
      const why = error instanceof HostRefused ? error.message : 'host refused';
      return { ok: false, httpStatus: null, error: hop === 0 ? why : `redirect refused: ${why}`, response: null };
    }
    let response: IncomingMessage;
    try {
      response = await pinnedRequest(url, address, signal, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        body,
      });
    } catch (error) {
      return {
        ok: false,
        httpStatus: null,
        error: signal.aborted ? 'timeout' : error instanceof Error ? error.message.slice(0, 200) : 'no answer',
        response: null,
      };
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      try {
        url = new URL(location, url);
      } catch {
        return { ok: false, httpStatus: status, error: 'redirect refused: bad location', response: null };
      }
      continue;
    }
    const text = await readStart(response);
    return { ok: status >= 200 && status < 300, httpStatus: status, error: null, response: text };
  }
  return { ok: false, httpStatus: null, error: 'too many redirects', response: null };
}

/** Turns the endpoint off after a day of failures and mails the account's administrators (outbox). */
async function disableFailing(db: Db, endpoint: WebhookEndpointRow, now: Date, memberSiteUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await updateEndpoint(tx, endpoint.id, { enabled: false, disabledReason: 'failing' });
    if (!row) return;
    await failOpenDeliveries(tx, endpoint.id);
    const admins = (await listAccountUsers(tx, endpoint.accountId)).filter((user) => user.roles.includes(ROLES.Admin) && !user.unregistered);
    const link = `${memberSiteUrl.replace(/\/+$/, '')}/account`;
    for (const admin of admins) {
      await queueMail(tx, {
        to: admin.email,
        subject: 'En webhook er slået fra',
        body:
          `Webhooken til ${endpoint.url} har ikke kunnet modtage hændelser siden ${endpoint.failingSince?.toISOString() ?? now.toISOString()} ` +
          `og er derfor slået fra. Ret fejlen hos modtageren, og slå den til igen under Webhooks: ${link}`,
      });
    }
  });
}

async function sendOne(
  db: Db,
  options: SendOptions & { resolveHost: ResolveHost; timeoutMs: number; leaseMs: number; now: () => Date },
  start: Date,
): Promise<'delivered' | 'failed' | null> {
  const claimedAt = options.now();
  const claimed = await claimNextDelivery(db, { now: start, leaseUntil: new Date(claimedAt.getTime() + options.leaseMs) });
  if (!claimed) return null;
  const { delivery, endpoint } = claimed;
  if (!endpoint.enabled) {
    await updateDelivery(db, delivery.id, { status: 'failed' });
    return 'failed';
  }
  const at = options.now();
  const result = await post(endpoint, delivery, options, at);
  const done = options.now();
  const durationMs = Math.max(0, done.getTime() - at.getTime());
  await insertAttempt(db, { deliveryId: delivery.id, at, httpStatus: result.httpStatus, error: result.error, durationMs, response: result.response });
  const attempts = delivery.attempts + 1;
  if (result.ok) {
    await updateDelivery(db, delivery.id, { status: 'delivered', attempts, deliveredAt: done });
    if (endpoint.failingSince) await updateEndpoint(db, endpoint.id, { failingSince: null });
    return 'delivered';
  }
  const next = new Date(done.getTime() + retryDelayMs(attempts));
  const givingUp = next.getTime() - delivery.createdAt.getTime() > GIVE_UP_AFTER_MS;
  await updateDelivery(db, delivery.id, { status: givingUp ? 'failed' : 'retrying', attempts, nextAttemptAt: next });
  const failingSince = endpoint.failingSince ?? done;
  if (!endpoint.failingSince) await updateEndpoint(db, endpoint.id, { failingSince });
  // A day of failures: across deliveries, or this one's every retry with no success since its event.
  const failedItsDay = givingUp && failingSince.getTime() <= delivery.createdAt.getTime() + FIRST_ATTEMPTS_MS;
  if (failedItsDay || done.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS)
    await disableFailing(db, { ...endpoint, failingSince }, done, options.memberSiteUrl);
  else if (!givingUp) options.onRetryScheduled?.(next);
  return 'failed';
}

export interface WebhookDrainResult {
  delivered: number;
  failed: number;
}

/**
 * Sends the deliveries due when the drain began, a few at a time. Each is claimed before it is sent, so senders
 * side by side never send one twice; a sender that dies leaves it to be sent again, with the same webhook-id, once
 * its lease is up.
 */
export async function drainWebhookDeliveries(db: Db, options: SendOptions): Promise<WebhookDrainResult> {
  const full = {
    ...options,
    resolveHost: options.resolveHost ?? resolveWithDns,
    timeoutMs: options.timeoutMs ?? 10_000,
    leaseMs: options.leaseMs ?? 60_000,
    now: options.now ?? (() => new Date()),
  };
  const start = full.now();
  const result: WebhookDrainResult = { delivered: 0, failed: 0 };
  const sender = async () => {
    for (;;) {
      const outcome = await sendOne(db, full, start);
      if (!outcome) return;
      result[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, sender));
  return result;
}

/** Deliveries and their attempts are kept this long, as the API log is. */
export const DELIVERIES_KEPT_DAYS = 90;

/** The daily prune: deliveries done with for 90 days go, their attempts with them; how many. */
export function pruneWebhookDeliveries(db: DbOrTx, now = new Date()): Promise<number> {
  return deleteOldDeliveries(db, new Date(now.getTime() - DELIVERIES_KEPT_DAYS * 24 * 60 * 60 * 1000));
}

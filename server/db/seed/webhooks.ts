import { and, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../index';
import { promotions, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../schema';
import { LISTING_STATUSES } from '../../../schemas/enums';
import { copenhagenDay } from '../../../schemas/dates';
import { ACCOUNT_IDS } from './personas';
import type { SeedListingRow } from './listings';

const HOUR_MS = 3_600_000;
/** Mette Nordahl, the broker's administrator (personas.ts), who registered the endpoint. */
const METTE = 2;
/** A fixed demo secret: the demo is the same on every run, and its receiver does not exist. */
const DEMO_SECRET = `whsec_${Buffer.from('nordhavn-demo-webhook-24').toString('base64')}`;

interface SeedAttempt {
  afterMs: number;
  httpStatus: number | null;
  error?: string;
  durationMs: number;
  response: string | null;
}

interface SeedDelivery {
  eventType: string;
  hoursAgo: number;
  data: Record<string, unknown>;
  status: 'delivered' | 'failed';
  attempts: SeedAttempt[];
}

const OK: SeedAttempt = { afterMs: 2_000, httpStatus: 200, durationMs: 84, response: '{"received":true}' };

/** The retries of a failing receiver over a day (services/webhooks.ts's schedule), each answered 503 or not at all. */
const A_DAY_OF_FAILURES: SeedAttempt[] = [0, 5e3, 35e3, 155e3, 755e3, 2_555e3, 6_155e3, 13_355e3, 27_755e3, 56_555e3, 85_355e3].map((afterMs, i) =>
  i % 3 === 2
    ? { afterMs, httpStatus: null, error: 'timeout', durationMs: 10_000, response: null }
    : { afterMs, httpStatus: 503, durationMs: 412, response: '<html><body><h1>503 Service Unavailable</h1>CRM under vedligeholdelse</body></html>' },
);

/**
 * One webhook endpoint on the broker's account with deliveries of each event: some delivered, one failed after a
 * day of attempts, so the delivery log can be seen at once. The demo's promotions that ended before the demo was
 * made count as told of, so a first start does not send them to a receiver that does not exist.
 */
export async function seedDemoWebhooks(tx: DbOrTx, listingRows: SeedListingRow[]): Promise<void> {
  const [first, second] = listingRows
    .filter((row) => row.accountId === ACCOUNT_IDS.nordhavn && row.status === LISTING_STATUSES.active && !row.offMarket)
    .sort((a, b) => a.id - b.id);
  if (!first || !second) return;
  // Dated from the start of the seed's day, as the demo's promotions count from its day, so the daily prune keeps
  // them and a seed gives the same rows all day (the prepared demo is compared with a fresh seed).
  const now = new Date(Date.parse(`${copenhagenDay()}T00:00:00Z`));
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      accountId: ACCOUNT_IDS.nordhavn,
      url: 'https://crm.nordhavn-erhverv.dk/webhooks/ejendomsportal',
      events: ['enquiry.created', 'listing.status_changed', 'promotion.ended'],
      secret: DEMO_SECRET,
      description: 'Mæglerkontorets CRM',
      createdBy: METTE,
      createdAt: new Date(now.getTime() - 30 * 24 * HOUR_MS),
    })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) return;
  const status = (listing: SeedListingRow, from: string, to: string, fromStatus: number, toStatus: number) => ({
    listingId: listing.id,
    accountId: ACCOUNT_IDS.nordhavn,
    caseNumber: listing.caseNumber ?? null,
    from,
    to,
    fromStatus,
    toStatus,
    via: null,
  });
  const deliveries: SeedDelivery[] = [
    {
      eventType: 'listing.status_changed',
      hoursAgo: 75,
      data: status(second, 'inactive', 'active', LISTING_STATUSES.inactive, LISTING_STATUSES.active),
      status: 'failed',
      attempts: A_DAY_OF_FAILURES,
    },
    {
      eventType: 'listing.status_changed',
      hoursAgo: 26,
      data: status(first, 'pending', 'active', LISTING_STATUSES.pending, LISTING_STATUSES.active),
      status: 'delivered',
      attempts: [
        { afterMs: 1_000, httpStatus: 500, durationMs: 230, response: 'Internal Server Error' },
        { ...OK, afterMs: 6_500 },
      ],
    },
    {
      eventType: 'enquiry.created',
      hoursAgo: 3,
      data: { listingId: first.id, accountId: ACCOUNT_IDS.nordhavn, name: 'Karen Holm', email: 'karen.holm@holm-revision.dk', kind: 'viewing' },
      status: 'delivered',
      attempts: [OK],
    },
  ];
  for (const [i, seeded] of deliveries.entries()) {
    const createdAt = new Date(now.getTime() - seeded.hoursAgo * HOUR_MS);
    const eventId = `msg_demo${String(i + 1).padStart(4, '0')}`;
    const last = seeded.attempts.at(-1);
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventId,
        eventType: seeded.eventType,
        payload: { type: seeded.eventType, timestamp: createdAt.toISOString(), data: { ...seeded.data, changedAt: createdAt.toISOString() } },
        status: seeded.status,
        attempts: seeded.attempts.length,
        nextAttemptAt: new Date(createdAt.getTime() + (last?.afterMs ?? 0)),
        createdAt,
        deliveredAt: seeded.status === 'delivered' && last ? new Date(createdAt.getTime() + last.afterMs + last.durationMs) : null,
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) continue;
    await tx.insert(webhookAttempts).values(
      seeded.attempts.map((attempt) => ({
        deliveryId: delivery.id,
        at: new Date(createdAt.getTime() + attempt.afterMs),
        httpStatus: attempt.httpStatus,
        error: attempt.error ?? null,
        durationMs: attempt.durationMs,
        response: attempt.response,
      })),
    );
  }
  await tx
    .update(promotions)
    .set({ endAnnouncedAt: now })
    .where(and(isNull(promotions.endAnnouncedAt), lt(promotions.endDate, copenhagenDay(now))));
}

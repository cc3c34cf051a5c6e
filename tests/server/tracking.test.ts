import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { listingDailyStats, listings, trackingEvents } from '../../server/db/schema';
import { copenhagenDay } from '../../schemas/dates';

// The app's clock stands still at the file's start, so that a run across midnight keeps one today.
const NOW = Date.now();
let t: TestApp;
let listing: { id: number; accountId: number; visits: number; leads: number };
beforeAll(async () => {
  t = await createTestApp({ TRACKING_RATE_LIMIT_MAX: '1000' });
  t.setClock(NOW);
  const [row] = await t.database.db
    .select({ id: listings.id, accountId: listings.accountId, visits: listings.visits, leads: listings.leads })
    .from(listings)
    .where(eq(listings.status, 2))
    .limit(1);
  listing = row!;
});
afterAll(() => t.close());

const context = { SessionID: 'session-abcdef12', SessionAcquisition: 'direct', UserToken: '' };
const encode = (event: object) => Buffer.from(JSON.stringify(event)).toString('base64');
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: payload as object, headers });
const eventCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents))[0]!.n;

describe('POST /api/v2/tracking', () => {
  it('stores a listing visit without login, and counts it on the listing and its day', async () => {
    const res = await post({ rawData: encode({ ...context, event: 'listing', action: 6, target_listing_id: listing.id, target_account_id: 999 }) });
    expect(res.statusCode).toBe(202);
    const [stored] = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.listingId, listing.id))
      .orderBy(desc(trackingEvents.id))
      .limit(1);
    // The owner comes from the database, not from what the client claims.
    expect(stored).toMatchObject({ event: 'listing', action: 6, accountId: listing.accountId, sessionId: context.SessionID });
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.visits).toBe(listing.visits + 1);
    // The demo data's events end before today, so today's row holds just this visit, on the Danish calendar day.
    const [day] = await t.database.db
      .select()
      .from(listingDailyStats)
      .where(and(eq(listingDailyStats.listingId, listing.id), eq(listingDailyStats.day, copenhagenDay(new Date(NOW)))));
    expect(day).toMatchObject({ visits: 1, leads: 0 });
  });

  it('counts the contact actions as leads', async () => {
    for (const action of [1, 2, 3, 4]) {
      expect((await post({ rawData: encode({ ...context, event: 'listing', action, target_listing_id: listing.id }) })).statusCode).toBe(202);
    }
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.leads).toBe(listing.leads + 4);
  });

  it('accepts a beacon posted as text/plain', async () => {
    const res = await post(JSON.stringify({ rawData: encode({ ...context, event: 'user', action: 4 }) }), { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(202);
  });

  it('answers 400 naming the problem, and stores nothing, for bad payloads', async () => {
    const before = await eventCount();
    const cases: [unknown, string][] = [
      [{}, 'rawData'],
      [{ rawData: 'ikke base64 json' }, 'rawData'],
      [{ rawData: encode({ ...context, event: 'listing', action: 99, target_listing_id: listing.id }) }, 'action'],
      [{ rawData: encode({ ...context, event: 'hemmelig', action: 1 }) }, 'event'],
      [{ rawData: encode({ event: 'user', action: 4 }) }, 'SessionID'],
      [{ rawData: encode({ ...context, event: 'searchAgent', action: 1, search_agent_id: 3, search_agent_interval: 'hourly' }) }, 'search_agent_interval'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 for an unknown listing and 413 past the size limit', async () => {
    expect((await post({ rawData: encode({ ...context, event: 'listing', action: 6, target_listing_id: 99999999 }) })).statusCode).toBe(404);
    expect((await post({ rawData: 'A'.repeat(20_000) })).statusCode).toBe(413);
  });

  it('is rate-limited per IP', async () => {
    const limited = await createTestApp({ TRACKING_RATE_LIMIT_MAX: '2' });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: encode({ ...context, event: 'user', action: 4 }) } });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { favorites, listingDailyStats, listings, trackingEvents } from '../../server/db/schema';
import { findUserByEmail } from '../../server/repositories/users';
import { LISTING_STATUSES } from '../../schemas/enums';
import { LISTING_ACTIONS } from '../../schemas/tracking';
import { copenhagenDay } from '../../schemas/dates';

// The app's clock stands still at the file's start, so that a run across midnight keeps one today.
const NOW = Date.now();
let t: TestApp;
let active: { id: number; title: string; accountId: number }[];
let pendingId: number;
let offMarketId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.setClock(NOW);
  active = await t.database.db
    .select({ id: listings.id, title: listings.title, accountId: listings.accountId })
    .from(listings)
    .where(and(eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false)))
    .orderBy(sql`${listings.id} desc`)
    .limit(3);
  const [pending] = await t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.status, LISTING_STATUSES.pending)).limit(1);
  pendingId = pending!.id;
  const [off] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, true)))
    .limit(1);
  offMarketId = off!.id;
});
afterAll(() => t.close());

const add = (as: string | null, listingId: unknown) => t.request(as, { method: 'POST', url: '/api/v2/favorites', payload: { listingId } });
const list = (as: string) => t.request(as, { method: 'GET', url: '/api/v2/favorites?perPage=100' });

describe('favourites', () => {
  it("lists a user's favourites with title, address, type, price and a link to the public site", async () => {
    const res = await list(PERSONAS.private);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    const [first] = body.favorites;
    expect(first).toMatchObject({ id: first.listingId, available: true, status: 2 });
    expect(first.title.length).toBeGreaterThan(19);
    expect(first.addressText).toMatch(/\d{4} /);
    expect(typeof first.price).toBe('number');
    expect(first.publicUrl).toBe(`https://www.ejendomsportal.dk/annonce/${first.listingId}`);
  });

  it('adds an active listing once (201, then 200) and counts the listing action favourite once', async () => {
    const listing = active[0]!;
    const events = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(trackingEvents)
          .where(and(eq(trackingEvents.listingId, listing.id), eq(trackingEvents.action, LISTING_ACTIONS.favorite)))
      )[0]!.n;
    const today = async () =>
      (
        await t.database.db
          .select({ favorites: listingDailyStats.favorites })
          .from(listingDailyStats)
          .where(and(eq(listingDailyStats.listingId, listing.id), eq(listingDailyStats.day, copenhagenDay(new Date(NOW)))))
      )[0]?.favorites ?? 0;
    const before = await events();
    const todayBefore = await today();
    const first = await add(PERSONAS.brokerAdmin, listing.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().favorite).toMatchObject({ id: listing.id, listingId: listing.id, title: listing.title });
    expect((await add(PERSONAS.brokerAdmin, listing.id)).statusCode).toBe(200);
    expect(await events()).toBe(before + 1);
    expect(await today()).toBe(todayBefore + 1);
    expect((await list(PERSONAS.brokerAdmin)).json().favorites.map((f: { id: number }) => f.id)).toContain(listing.id);
  });

  it('refuses a listing the public site does not show, and bad input, writing nothing', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(favorites))[0]!.n;
    const before = await count();
    expect((await add(PERSONAS.private, pendingId)).statusCode).toBe(404);
    expect((await add(PERSONAS.private, offMarketId)).statusCode).toBe(404);
    expect((await add(PERSONAS.private, 99_999_999)).statusCode).toBe(404);
    const bad = await add(PERSONAS.private, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ listingId: 'Annonce skal være korrekt' });
    const missing = await t.request(PERSONAS.private, { method: 'POST', url: '/api/v2/favorites', payload: {} });
    expect(missing.json().fields).toEqual({ listingId: 'Annonce er krævet' });
    expect((await add(null, active[1]!.id)).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('keeps favourites private: another user cannot read or remove them', async () => {
    const listing = active[1]!;
    expect((await add(PERSONAS.multi, listing.id)).statusCode).toBe(201);
    for (const other of [PERSONAS.private, PERSONAS.staff, PERSONAS.brokerAdmin]) {
      expect((await t.request(other, { method: 'GET', url: `/api/v2/favorites/${listing.id}` })).statusCode).toBe(404);
      expect((await t.request(other, { method: 'DELETE', url: `/api/v2/favorites/${listing.id}` })).statusCode).toBe(404);
    }
    const multi = await findUserByEmail(t.database.db, PERSONAS.multi);
    const [still] = await t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, multi!.id), eq(favorites.listingId, listing.id)));
    expect(still).toBeDefined();
    expect((await t.request(PERSONAS.multi, { method: 'GET', url: `/api/v2/favorites/${listing.id}` })).statusCode).toBe(200);
  });

  it('removes a favourite', async () => {
    const listing = active[2]!;
    await add(PERSONAS.private, listing.id);
    const removed = await t.request(PERSONAS.private, { method: 'DELETE', url: `/api/v2/favorites/${listing.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().favorite.listingId).toBe(listing.id);
    expect((await list(PERSONAS.private)).json().favorites.map((f: { id: number }) => f.id)).not.toContain(listing.id);
    expect((await t.request(PERSONAS.private, { method: 'DELETE', url: `/api/v2/favorites/${listing.id}` })).statusCode).toBe(404);
  });

  it('keeps a favourite whose listing closed, marked as no longer available', async () => {
    const listing = active[1]!;
    await t.database.db.update(listings).set({ status: LISTING_STATUSES.closed }).where(eq(listings.id, listing.id));
    const found = (await list(PERSONAS.multi)).json().favorites.find((f: { id: number }) => f.id === listing.id);
    expect(found).toMatchObject({ available: false, status: LISTING_STATUSES.closed });
  });
});

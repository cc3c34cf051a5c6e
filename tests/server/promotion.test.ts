import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, auditLog, listingImages, listings, promotionOrders, promotions } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { omit } from '../omit';
import { PROMOTION_RULE_MESSAGES, type ListingPromotion, type PromotionAction, type PromotionRule, type PromotionState } from '../../schemas/promotion';
import { addDays, copenhagenDay } from '../../schemas/dates';

let t: TestApp;
let broker: number;
let premium: number;
let light: number;
let municipality: number;
let statistics: number;
// The app's clock stands still at the file's start, so that a run across midnight keeps one today.
const NOW = Date.now();
const today = copenhagenDay(new Date(NOW));

beforeAll(async () => {
  t = await createTestApp();
  t.setClock(NOW);
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  premium = await accountIdByName(t.database, ACCOUNTS.premium);
  light = await accountIdByName(t.database, ACCOUNTS.light);
  municipality = await accountIdByName(t.database, ACCOUNTS.municipality);
  statistics = await accountIdByName(t.database, ACCOUNTS.statistics);
});
afterAll(() => t.close());

// Seeded products: 1 'Fremhævet 14 dage' (995 kr., 15 % renewal discount, at most 6 periods),
// 2 'Fremhævet 30 dage', 3 'Topplacering 30 dage', 4 'Fremhævet 7 dage' (off sale).
const P14 = 1;
const P30 = 2;
const OFF_SALE = 4;

const url = (listingId: number, action = '') => `/api/v2/listings/${listingId}/promotion${action}`;
const get = (as: string, path: string) => t.request(as, { method: 'GET', url: path });
const send = (as: string, method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>, ifMatch?: string | number) =>
  t.request(as, {
    method,
    url: path,
    payload,
    headers: ifMatch === undefined ? {} : { 'if-match': typeof ifMatch === 'number' ? `W/"${ifMatch}"` : ifMatch },
  });
const promotionOf = (res: LightMyRequestResponse) => res.json<{ promotion: ListingPromotion }>().promotion;

const used = new Set<number>();
/** An active, public listing of the account that has never been promoted (each test takes its own). */
async function freshListing(accountId = broker): Promise<{ id: number; cover: string; images: string[] }> {
  const promoted = (await t.database.db.select({ id: promotions.listingId }).from(promotions)).map((r) => r.id);
  const rows = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.accountId, accountId),
        eq(listings.status, LISTING_STATUSES.active),
        eq(listings.offMarket, false),
        promoted.length ? notInArray(listings.id, promoted) : undefined,
      ),
    )
    .orderBy(asc(listings.id));
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`no fresh listing left in account ${accountId}`);
  used.add(row.id);
  const images = await t.database.db
    .select({ url: listingImages.url })
    .from(listingImages)
    .where(eq(listingImages.listingId, row.id))
    .orderBy(asc(listingImages.position));
  return { id: row.id, cover: images[0]!.url, images: images.map((i) => i.url) };
}

interface Dates {
  start: number;
  end: number;
  cancelled?: boolean;
  productId?: number;
}
/** Days from today for each state (a promotion whose dates put it in that state today). */
const STATE_DATES: Record<Exclude<PromotionState, 'none'>, Dates> = {
  scheduled: { start: 5, end: 18 },
  running: { start: -3, end: 20 },
  endingSoon: { start: -10, end: 3 },
  ended: { start: -20, end: -7 },
  cancelled: { start: -5, end: 10, cancelled: true },
};

/** Puts a promotion with these dates on the listing, as if ordered earlier (with its order record). */
async function givePromotion(listing: { id: number; cover: string }, dates: Dates, accountId = broker): Promise<number> {
  const startDate = addDays(today, dates.start);
  const endDate = addDays(today, dates.end);
  const productId = dates.productId ?? P14;
  const [row] = await t.database.db
    .insert(promotions)
    .values({
      listingId: listing.id,
      accountId,
      productId,
      startDate,
      endDate,
      imageUrl: listing.cover,
      cancelledAt: dates.cancelled ? new Date(NOW - 24 * 60 * 60 * 1000) : null,
    })
    .returning({ id: promotions.id });
  await t.database.db.insert(promotionOrders).values({
    promotionId: row!.id,
    listingId: listing.id,
    accountId,
    productId,
    kind: 'order',
    periods: 1,
    days: 14,
    startDate,
    endDate,
    listPriceOre: 99_500,
    discountPercent: 0,
    priceOre: 99_500,
    vatOre: 24_875,
    billingId: '100234',
  });
  return row!.id;
}

async function writes(listingId: number) {
  const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const db = t.database.db;
  return {
    promotions: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(promotions)
        .where(eq(promotions.listingId, listingId)),
    ),
    orders: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(promotionOrders)
        .where(eq(promotionOrders.listingId, listingId)),
    ),
    audit: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.entity, 'promotion')),
    ),
    version:
      (
        await db
          .select({ v: sql<number>`coalesce(max(${promotions.version}), 0)::int` })
          .from(promotions)
          .where(eq(promotions.listingId, listingId))
      )[0]?.v ?? 0,
  };
}

describe('promotion products', () => {
  it('answers the products on sale in their order, with period, price in øre and renewal discount', async () => {
    const res = await get(PERSONAS.brokerAdmin, '/api/v2/promotion-products');
    expect(res.statusCode).toBe(200);
    const { promotionProducts } = res.json<{
      promotionProducts: { id: number; name: string; periodDays: number; priceOre: number; renewalDiscountPercent: number; active: boolean }[];
    }>();
    expect(promotionProducts.map((p) => p.name)).toEqual(['Fremhævet 14 dage', 'Fremhævet 30 dage', 'Topplacering 30 dage']);
    expect(promotionProducts[0]).toMatchObject({ id: P14, periodDays: 14, priceOre: 99_500, renewalDiscountPercent: 15, active: true });
    expect(promotionProducts.every((p) => p.active)).toBe(true);
  });
});

/**
 * SPEC 4's rules, state by action: a number is the status of an allowed call, a rule name the 409 it
 * must answer. Written out here rather than read from schemas/promotion.ts, so a wrong cell there fails.
 */
const TABLE: Record<PromotionState, Record<PromotionAction, 200 | 201 | PromotionRule>> = {
  none: { create: 201, update: 'noPromotion', renew: 'noPromotion', cancel: 'noPromotion', changeProduct: 'noPromotion' },
  scheduled: { create: 'alreadyPromoted', update: 200, renew: 'notStarted', cancel: 200, changeProduct: 'changeProductRequiresCancel' },
  running: { create: 'alreadyPromoted', update: 'startedOnlyRenewOrCancel', renew: 200, cancel: 200, changeProduct: 'changeProductRequiresCancel' },
  endingSoon: { create: 'alreadyPromoted', update: 'startedOnlyRenewOrCancel', renew: 200, cancel: 200, changeProduct: 'changeProductRequiresCancel' },
  ended: { create: 201, update: 'ended', renew: 'endedRenew', cancel: 'ended', changeProduct: 'ended' },
  cancelled: { create: 201, update: 'cancelled', renew: 'cancelled', cancel: 'alreadyCancelled', changeProduct: 'cancelled' },
};

describe('the rules of SPEC 4: every state × every action', () => {
  for (const [state, row] of Object.entries(TABLE) as [PromotionState, (typeof TABLE)[PromotionState]][]) {
    for (const [action, expected] of Object.entries(row) as [PromotionAction, 200 | 201 | PromotionRule][]) {
      it(`${state} × ${action}: ${typeof expected === 'number' ? expected : `409 ${expected}`}`, async () => {
        const listing = await freshListing();
        if (state !== 'none') await givePromotion(listing, STATE_DATES[state]);
        const before = await get(PERSONAS.brokerAdmin, url(listing.id));
        expect(before.statusCode).toBe(200);
        const read = promotionOf(before);
        expect(read.state).toBe(state);
        // The UI offers exactly the actions the server allows.
        expect(read.allowedActions.includes(action)).toBe(typeof expected === 'number');
        const version = read.current?.version;
        const writesBefore = await writes(listing.id);

        const as = PERSONAS.brokerAdmin;
        const res = await {
          create: () => send(as, 'POST', url(listing.id), { productId: P14, startDate: today, periods: 1, imageUrl: listing.cover }),
          update: () => send(as, 'PUT', url(listing.id), { periods: 2, imageUrl: listing.images[1] }, version),
          renew: () => send(as, 'POST', url(listing.id, '/renew'), { periods: 1 }, version),
          cancel: () => send(as, 'POST', url(listing.id, '/cancel'), { acceptForfeit: true }, version),
          changeProduct: () => send(as, 'PUT', url(listing.id), { periods: 1, imageUrl: listing.cover, productId: P30 }, version),
        }[action]();

        if (typeof expected !== 'number') {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ code: 'conflict', message: PROMOTION_RULE_MESSAGES[expected] });
          expect(await writes(listing.id)).toEqual(writesBefore);
          return;
        }
        expect(res.statusCode).toBe(expected);
        const after = promotionOf(res);
        const writesAfter = await writes(listing.id);
        expect(writesAfter.audit).toBe(writesBefore.audit + 1);
        const current = after.current!;
        const lastRecord = current.orders.at(-1)!;
        expect(lastRecord.billingId).toBe('100234');
        if (action === 'create') {
          // Starting today starts at once; an ended or cancelled one moves to the history.
          expect(after.state).toBe('running');
          expect(after.allowedActions).toEqual(['renew', 'cancel']);
          expect(current).toMatchObject({ startDate: today, endDate: addDays(today, 13), days: 14, priceOre: 99_500, imageUrl: listing.cover });
          expect(lastRecord).toMatchObject({ kind: 'order', periods: 1, listPriceOre: 99_500, discountPercent: 0, priceOre: 99_500 });
          expect(after.history).toHaveLength(state === 'none' ? 0 : 1);
        }
        if (action === 'update') {
          // Twice the period from the same start, priced again; the new image.
          const start = addDays(today, STATE_DATES.scheduled.start);
          expect(current).toMatchObject({ state: 'scheduled', startDate: start, endDate: addDays(start, 27), imageUrl: listing.images[1], priceOre: 199_000 });
          expect(lastRecord).toMatchObject({ kind: 'update', periods: 2, days: 28, priceOre: 199_000 });
        }
        if (action === 'renew') {
          // 14 more days from the day after the end, 15 % off 995 kr.
          const end = addDays(today, STATE_DATES[state as 'running' | 'endingSoon'].end);
          expect(current.endDate).toBe(addDays(end, 14));
          expect(lastRecord).toMatchObject({
            kind: 'renewal',
            periods: 1,
            days: 14,
            startDate: addDays(end, 1),
            listPriceOre: 99_500,
            discountPercent: 15,
            priceOre: 84_575,
          });
          expect(current.priceOre).toBe(99_500 + 84_575);
          expect(after.state).toBe('running');
        }
        if (action === 'cancel') {
          // Ends at once; the rest is forfeited, no refund.
          expect(after.state).toBe('cancelled');
          expect(after.allowedActions).toEqual(['create']);
          const dates = STATE_DATES[state as 'scheduled' | 'running' | 'endingSoon'];
          const from = dates.start > 0 ? addDays(today, dates.start) : today;
          expect(lastRecord).toMatchObject({ kind: 'cancellation', priceOre: 0, listPriceOre: 0, startDate: from, endDate: addDays(today, dates.end) });
          expect(current.forfeitedDays).toBe(lastRecord.days);
          expect(current.renewalDate).toBeNull();
        }
      });
    }
  }
});

describe('rules beyond the state', () => {
  it('orders a later start as scheduled, and refuses a start date in the past naming the field, writing nothing', async () => {
    const listing = await freshListing();
    const past = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id), {
      productId: P14,
      startDate: addDays(today, -1),
      periods: 1,
      imageUrl: listing.cover,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fields: { startDate: 'Startdato skal være i dag eller senere' } });
    expect((await writes(listing.id)).promotions).toBe(0);

    const later = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id), {
      productId: P30,
      startDate: addDays(today, 10),
      periods: 2,
      imageUrl: listing.cover,
    });
    expect(later.statusCode).toBe(201);
    expect(promotionOf(later)).toMatchObject({ state: 'scheduled', allowedActions: ['update', 'cancel'] });
    expect(promotionOf(later).current).toMatchObject({
      endDate: addDays(today, 69),
      renewalDate: addDays(today, 70),
      priceOre: 359_000,
      renewalDiscountPercent: null,
    });
  });

  it('names every bad field in Danish', async () => {
    const listing = await freshListing();
    const res = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id), { startDate: '2026-02-30', periods: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      productId: 'Produkt er krævet',
      startDate: 'Startdato skal være korrekt',
      periods: 'Periode skal være mellem 1 og 12',
      imageUrl: 'Fremhævningsbillede er krævet',
    });
  });

  it("refuses a product off sale, more periods than the product sells, and an image that is not the listing's", async () => {
    const listing = await freshListing();
    const offSale = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id), { productId: OFF_SALE, startDate: today, periods: 1, imageUrl: listing.cover });
    expect(offSale.json()).toMatchObject({ fields: { productId: 'Produktet sælges ikke længere og kan ikke bestilles' } });
    const tooLong = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id), {
      productId: P14,
      startDate: today,
      periods: 7,
      imageUrl: 'https://example.dk/x.jpg',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      fields: { periods: 'Periode skal være mellem 1 og 6', imageUrl: 'Fremhævningsbillede skal være et af annoncens billeder' },
    });
    expect(await writes(listing.id)).toMatchObject({ promotions: 0, orders: 0 });
  });

  it('never changes the start date after creation', async () => {
    const listing = await freshListing();
    await givePromotion(listing, STATE_DATES.scheduled);
    const version = promotionOf(await get(PERSONAS.brokerAdmin, url(listing.id))).current!.version;
    const res = await send(PERSONAS.brokerAdmin, 'PUT', url(listing.id), { periods: 1, imageUrl: listing.cover, startDate: addDays(today, 6) }, version);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_RULE_MESSAGES.startDateFixed);
    // The same start date, as a form sends it, is no change.
    const same = await send(
      PERSONAS.brokerAdmin,
      'PUT',
      url(listing.id),
      { periods: 1, imageUrl: listing.images[2], startDate: addDays(today, 5), productId: P14 },
      version,
    );
    expect(same.statusCode).toBe(200);
    expect(promotionOf(same).current).toMatchObject({ imageUrl: listing.images[2], startDate: addDays(today, 5) });
  });

  it('renews only the active product: not another product, and not one taken off sale', async () => {
    const listing = await freshListing();
    await givePromotion(listing, STATE_DATES.running);
    const version = promotionOf(await get(PERSONAS.brokerAdmin, url(listing.id))).current!.version;
    const other = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id, '/renew'), { periods: 1, productId: P30 }, version);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toBe(PROMOTION_RULE_MESSAGES.onlyActiveProductRenewable);

    const old = await freshListing();
    await givePromotion(old, { ...STATE_DATES.endingSoon, productId: OFF_SALE });
    const read = promotionOf(await get(PERSONAS.brokerAdmin, url(old.id)));
    expect(read.allowedActions).toEqual(['cancel']);
    expect(read.current?.renewalDiscountPercent).toBeNull();
    const res = await send(PERSONAS.brokerAdmin, 'POST', url(old.id, '/renew'), { periods: 1 }, read.current!.version);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_RULE_MESSAGES.productNotOnSale);
  });

  it('shows the renewal discount before the end date, and reminds in the last days', async () => {
    const running = await freshListing();
    await givePromotion(running, STATE_DATES.running);
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(running.id))).current).toMatchObject({ state: 'running', renewalDiscountPercent: 15 });
    const soon = await freshListing();
    await givePromotion(soon, STATE_DATES.endingSoon);
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(soon.id))).current).toMatchObject({
      state: 'endingSoon',
      renewalDiscountPercent: 15,
      renewalDate: addDays(today, 4),
    });
  });

  it('asks the caller to accept the forfeit before cancelling', async () => {
    const listing = await freshListing();
    await givePromotion(listing, STATE_DATES.running);
    const version = promotionOf(await get(PERSONAS.brokerAdmin, url(listing.id))).current!.version;
    const res = await send(PERSONAS.brokerAdmin, 'POST', url(listing.id, '/cancel'), { acceptForfeit: false }, version);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { acceptForfeit: 'Bekræft, at den resterende periode bortfalder uden refusion' } });
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(listing.id))).state).toBe('running');
  });

  it('needs the version read: 428 without it, 412 when stale', async () => {
    const listing = await freshListing();
    await givePromotion(listing, STATE_DATES.running);
    expect((await send(PERSONAS.brokerAdmin, 'POST', url(listing.id, '/renew'), { periods: 1 })).statusCode).toBe(428);
    expect((await send(PERSONAS.brokerAdmin, 'POST', url(listing.id, '/renew'), { periods: 1 }, 99)).statusCode).toBe(412);
    const res = await get(PERSONAS.brokerAdmin, url(listing.id));
    expect(res.headers['etag']).toBe('W/"1"');
    expect((await send(PERSONAS.brokerAdmin, 'POST', url(listing.id, '/renew'), { periods: 1 }, 'W/"1"')).statusCode).toBe(200);
    // A second renewal with the version read before the first one is stale: never renewed twice by a double click.
    expect((await send(PERSONAS.brokerAdmin, 'POST', url(listing.id, '/renew'), { periods: 1 }, 'W/"1"')).statusCode).toBe(412);
  });

  it('cannot promote a closed or an off-market listing', async () => {
    const closed = await freshListing();
    await t.database.db.update(listings).set({ status: LISTING_STATUSES.closed }).where(eq(listings.id, closed.id));
    const res = await send(PERSONAS.brokerAdmin, 'POST', url(closed.id), { productId: P14, startDate: today, periods: 1, imageUrl: closed.cover });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_RULE_MESSAGES.listingNotPromotable);
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(closed.id))).allowedActions).toEqual([]);

    const hidden = await freshListing();
    await t.database.db.update(listings).set({ offMarket: true }).where(eq(listings.id, hidden.id));
    const off = await send(PERSONAS.brokerAdmin, 'POST', url(hidden.id), { productId: P14, startDate: today, periods: 1, imageUrl: hidden.cover });
    expect(off.json<{ message: string }>().message).toBe(PROMOTION_RULE_MESSAGES.offMarket);
  });

  it('ends the promotion when the listing is closed or deleted (the rest forfeited), but not when it is deactivated', async () => {
    const listingVersion = async (id: number) => (await t.database.db.select({ v: listings.version }).from(listings).where(eq(listings.id, id)))[0]!.v;
    const act = (id: number, action: string, version: number, payload?: Record<string, unknown>) =>
      t.request(PERSONAS.brokerAdmin, {
        method: action === 'delete' ? 'DELETE' : 'POST',
        url: `/api/v2/listings/${id}${action === 'delete' ? '' : `/${action}`}`,
        payload,
        headers: { 'if-match': `W/"${version}"` },
      });

    const paused = await freshListing();
    await givePromotion(paused, STATE_DATES.running);
    expect((await act(paused.id, 'deactivate', await listingVersion(paused.id))).statusCode).toBe(200);
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(paused.id))).state).toBe('running');

    const closed = await freshListing();
    await givePromotion(closed, STATE_DATES.running);
    expect((await act(closed.id, 'close', await listingVersion(closed.id), { closingReasonId: 1 })).statusCode).toBe(200);
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(closed.id))).current).toMatchObject({ state: 'cancelled', forfeitedDays: 21 });
    expect((await act(closed.id, 'reopen', await listingVersion(closed.id))).statusCode).toBe(200);
    expect(promotionOf(await get(PERSONAS.brokerAdmin, url(closed.id))).state).toBe('cancelled');

    const deleted = await freshListing();
    await givePromotion(deleted, STATE_DATES.scheduled);
    expect((await act(deleted.id, 'delete', await listingVersion(deleted.id))).statusCode).toBe(200);
    const records = await t.database.db.select().from(promotionOrders).where(eq(promotionOrders.listingId, deleted.id)).orderBy(asc(promotionOrders.id));
    expect(records.map((r) => [r.kind, r.days, r.priceOre])).toEqual([
      ['order', 14, 99_500],
      ['cancellation', 14, 0],
    ]);
  });

  it('needs a billing id on the account to order', async () => {
    const listing = await freshListing(premium);
    await t.database.db.update(accounts).set({ billingId: null }).where(eq(accounts.id, premium));
    try {
      const res = await send(PERSONAS.premium, 'POST', url(listing.id), { productId: P14, startDate: today, periods: 1, imageUrl: listing.cover });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(PROMOTION_RULE_MESSAGES.noBillingId);
      expect((await writes(listing.id)).promotions).toBe(0);
    } finally {
      await t.database.db.update(accounts).set({ billingId: '100412' }).where(eq(accounts.id, premium));
    }
  });

  it('lets only one of two orders placed at once through', async () => {
    const listing = await freshListing();
    const order = () => send(PERSONAS.brokerAdmin, 'POST', url(listing.id), { productId: P14, startDate: today, periods: 1, imageUrl: listing.cover });
    const statuses = (await Promise.all([order(), order(), order()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await writes(listing.id)).toMatchObject({ promotions: 1, orders: 1 });
  });

  it('keeps every order, renewal and cancellation with its price, discount and the billing id, and audit-logs each', async () => {
    const listing = await freshListing(premium);
    const as = PERSONAS.premium;
    const created = promotionOf(await send(as, 'POST', url(listing.id), { productId: P30, startDate: today, periods: 1, imageUrl: listing.cover }));
    const renewed = promotionOf(await send(as, 'POST', url(listing.id, '/renew'), { periods: 2 }, created.current!.version));
    const cancelled = promotionOf(await send(as, 'POST', url(listing.id, '/cancel'), { acceptForfeit: true }, renewed.current!.version));
    const records = await t.database.db.select().from(promotionOrders).where(eq(promotionOrders.listingId, listing.id)).orderBy(asc(promotionOrders.id));
    // VAT (25 %) is recorded with each price, as the confirmation showed it.
    expect(records.map((r) => [r.kind, r.periods, r.days, r.listPriceOre, r.discountPercent, r.priceOre, r.vatOre, r.billingId])).toEqual([
      ['order', 1, 30, 179_500, 0, 179_500, 44_875, '100412'],
      ['renewal', 2, 60, 359_000, 20, 287_200, 71_800, '100412'],
      // From today to the end: all 90 days are forfeited, nothing refunded.
      ['cancellation', null, 90, 0, 0, 0, 0, '100412'],
    ]);
    expect(renewed.current!.orders.map((o) => o.vatOre)).toEqual([44_875, 71_800]);
    expect(cancelled.current).toMatchObject({ state: 'cancelled', priceOre: 179_500 + 287_200, forfeitedDays: 90 });
    const audit = await t.database.db
      .select({ action: auditLog.action, accountId: auditLog.accountId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, String(created.current!.id))))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'create', accountId: premium },
      { action: 'renew', accountId: premium },
      { action: 'cancel', accountId: premium },
    ]);
  });
});

describe('access: roles admin and member, account types Broker and PremiumAdvertiser, the listing-type permission', () => {
  const order = (as: string, listing: { id: number; cover: string }) =>
    send(as, 'POST', url(listing.id), { productId: P14, startDate: today, periods: 1, imageUrl: listing.cover });

  it('answers 403 to account types 2 (LightAdvertiser), 4 (Statistics) and 5 (Municipality) on their own listings', async () => {
    // Markedsdata ApS (Statistics) has no listings of its own: give it one.
    const [template] = await t.database.db.select().from(listings).where(eq(listings.accountId, light)).limit(1);
    const [own] = await t.database.db
      .insert(listings)
      .values({ ...omit(template!, 'id'), accountId: statistics })
      .returning({ id: listings.id });
    const cases: [string, number][] = [
      [PERSONAS.light, (await freshListing(light)).id],
      [PERSONAS.statistics, own!.id],
      [PERSONAS.municipality, (await freshListing(municipality)).id],
    ];
    for (const [as, id] of cases) {
      expect({ as, get: (await get(as, url(id))).statusCode }).toEqual({ as, get: 403 });
      expect({ as, create: (await order(as, { id, cover: 'x' })).statusCode }).toEqual({ as, create: 403 });
      expect((await send(as, 'POST', url(id, '/cancel'), { acceptForfeit: true }, 1)).statusCode).toBe(403);
    }
    const light403 = await get(PERSONAS.light, url(cases[0]![1]));
    expect(light403.json<{ message: string }>().message).toBe('Funktionen findes ikke for kontoens kontotype');
  });

  it("answers 403 for another account's listing and 404 for one that does not exist", async () => {
    const theirs = await freshListing(premium);
    expect((await get(PERSONAS.brokerAdmin, url(theirs.id))).statusCode).toBe(403);
    expect((await order(PERSONAS.brokerAdmin, theirs)).statusCode).toBe(403);
    expect((await writes(theirs.id)).promotions).toBe(0);
    expect((await get(PERSONAS.brokerAdmin, url(999_999))).statusCode).toBe(404);
    expect((await order(PERSONAS.brokerAdmin, { id: 999_999, cover: 'x' })).statusCode).toBe(404);
  });

  it('lets a reader see the promotion but not order one; a member orders; Premium orders on its own listing', async () => {
    const listing = await freshListing();
    expect((await get(PERSONAS.brokerReader, url(listing.id))).statusCode).toBe(200);
    expect((await order(PERSONAS.brokerReader, listing)).statusCode).toBe(403);
    expect((await order(PERSONAS.brokerMember, listing)).statusCode).toBe(201);
    expect((await order(PERSONAS.premium, await freshListing(premium))).statusCode).toBe(201);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/v2/promotion-products' })).statusCode).toBe(401);
  });
});

describe('the listing index: which listings are promoted and until when, and the promoted filter', () => {
  type Row = { id: number; promotion: { state: PromotionState; productName: string; startDate: string; endDate: string } | null };
  /** Every page of the broker's index with the query. */
  const index = async (query: string) => {
    const listings: Row[] = [];
    let total = 0;
    for (let page = 1; page === 1 || listings.length < total; page++) {
      const res = await get(PERSONAS.brokerAdmin, `/api/v2/listings?accountId=${broker}&perPage=100&page=${page}&sort=id&${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ listings: Row[]; total: number }>();
      total = body.total;
      listings.push(...body.listings);
      if (body.listings.length === 0) break;
    }
    return { listings, total };
  };

  it('marks scheduled, running and ending-soon promotions; filters on promoted today; a promotion ends by itself', async () => {
    const running = await freshListing();
    await givePromotion(running, STATE_DATES.running);
    const soon = await freshListing();
    await givePromotion(soon, STATE_DATES.endingSoon);
    // Its last day is today: still promoted. Yesterday's: no longer, with nobody having done anything.
    const lastDay = await freshListing();
    await givePromotion(lastDay, { start: -13, end: 0 });
    const endedYesterday = await freshListing();
    await givePromotion(endedYesterday, { start: -14, end: -1 });
    const scheduled = await freshListing();
    await givePromotion(scheduled, STATE_DATES.scheduled);
    const cancelled = await freshListing();
    await givePromotion(cancelled, STATE_DATES.cancelled);

    const promoted = await index('promoted=true');
    const ids = promoted.listings.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([running.id, soon.id, lastDay.id]));
    for (const id of [endedYesterday.id, scheduled.id, cancelled.id]) expect(ids).not.toContain(id);
    expect(promoted.total).toBe(promoted.listings.length);
    expect(promoted.listings.every((l) => l.promotion !== null && ['running', 'endingSoon'].includes(l.promotion.state))).toBe(true);
    expect(promoted.listings.find((l) => l.id === running.id)?.promotion).toEqual({
      state: 'running',
      productName: 'Fremhævet 14 dage',
      startDate: addDays(today, -3),
      endDate: addDays(today, 20),
    });
    expect(promoted.listings.find((l) => l.id === lastDay.id)?.promotion?.state).toBe('endingSoon');

    const notPromoted = (await index('promoted=false')).listings;
    const rest = notPromoted.map((l) => l.id);
    expect(rest).toEqual(expect.arrayContaining([endedYesterday.id, scheduled.id, cancelled.id]));
    expect(rest).not.toContain(running.id);
    expect(notPromoted.find((l) => l.id === scheduled.id)?.promotion).toMatchObject({ state: 'scheduled', startDate: addDays(today, 5) });
    expect(notPromoted.find((l) => l.id === endedYesterday.id)?.promotion).toBeNull();
    expect(notPromoted.find((l) => l.id === cancelled.id)?.promotion).toBeNull();

    const all = await index('');
    expect(all.total).toBe((await index('promoted=true')).total + (await index('promoted=false')).total);
  });

  it('refuses a promoted filter that is not true or false, naming it', async () => {
    const res = await get(PERSONAS.brokerAdmin, '/api/v2/listings?promoted=ja');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { promoted: 'Fremhævede skal være true eller false' } });
  });
});

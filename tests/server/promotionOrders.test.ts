import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { listingImages, listings, promotionOrders, promotions } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { type AccountPromotionOrders, type ListingPromotion } from '../../schemas/promotion';
import { copenhagenDay } from '../../schemas/dates';

/** An account's order overview: every promotion record with product, period, price, discount, VAT and billing id, as pages and CSV. */

let t: TestApp;
let broker: number;
let premium: number;
let light: number;
// The app's clock stands still at the file's start, so that a run across midnight keeps one today.
const NOW = Date.now();
const today = copenhagenDay(new Date(NOW));

beforeAll(async () => {
  t = await createTestApp();
  t.setClock(NOW);
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  premium = await accountIdByName(t.database, ACCOUNTS.premium);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

const overview = (as: string, accountId: number, query = '') => t.request(as, { method: 'GET', url: `/api/v2/accounts/${accountId}/promotion-orders${query}` });
const csv = (as: string, accountId: number) => t.request(as, { method: 'GET', url: `/api/v2/accounts/${accountId}/promotion-orders.csv` });

/** An active, public, never promoted listing of the account and its cover image. */
async function freshListing(accountId: number) {
  const promoted = (await t.database.db.select({ id: promotions.listingId }).from(promotions)).map((r) => r.id);
  const [row] = await t.database.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(
      and(eq(listings.accountId, accountId), eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false), notInArray(listings.id, promoted)),
    )
    .orderBy(asc(listings.id))
    .limit(1);
  const [cover] = await t.database.db
    .select({ url: listingImages.url })
    .from(listingImages)
    .where(eq(listingImages.listingId, row!.id))
    .orderBy(asc(listingImages.position))
    .limit(1);
  return { id: row!.id, title: row!.title, cover: cover!.url };
}

describe('GET /api/v2/accounts/{id}/promotion-orders', () => {
  it("lists the account's records newest first with listing, product, period, price, discount, VAT and billing id, and sums them", async () => {
    const listing = await freshListing(premium);
    const ordered = await t.request(PERSONAS.premium, {
      method: 'POST',
      url: `/api/v2/listings/${listing.id}/promotion`,
      payload: { productId: 1, startDate: today, periods: 2, imageUrl: listing.cover },
    });
    expect(ordered.statusCode).toBe(201);
    const { version } = ordered.json<{ promotion: ListingPromotion }>().promotion.current!;
    const renewed = await t.request(PERSONAS.premium, {
      method: 'POST',
      url: `/api/v2/listings/${listing.id}/promotion/renew`,
      payload: { periods: 1 },
      headers: { 'if-match': `W/"${version}"` },
    });
    expect(renewed.statusCode).toBe(200);

    const res = await overview(PERSONAS.premium, premium);
    expect(res.statusCode).toBe(200);
    const body = res.json<AccountPromotionOrders>();
    const stored = await t.database.db.select().from(promotionOrders).where(eq(promotionOrders.accountId, premium));
    expect(body.total).toBe(stored.length);
    const [renewal, order] = body.promotionOrders;
    expect(renewal).toMatchObject({
      kind: 'renewal',
      listingId: listing.id,
      listingTitle: listing.title,
      productName: 'Fremhævet 14 dage',
      periods: 1,
      days: 14,
      listPriceOre: 99_500,
      discountPercent: 15,
      priceOre: 84_575,
      vatOre: 21_144,
      totalOre: 105_719,
      billingId: '100412',
      orderedBy: 'Camilla Holm',
    });
    expect(order).toMatchObject({ kind: 'order', periods: 2, days: 28, startDate: today, priceOre: 199_000, vatOre: 49_750, totalOre: 248_750 });
    const priceOre = stored.reduce((sum, r) => sum + r.priceOre, 0);
    const vatOre = stored.reduce((sum, r) => sum + r.vatOre, 0);
    expect(body.sums).toEqual({ priceOre, vatOre, totalOre: priceOre + vatOre });
  });

  it('pages through the records, newest first by the time each was made', async () => {
    const all = (await overview(PERSONAS.brokerAdmin, broker, '?perPage=100')).json<AccountPromotionOrders>();
    const made = all.promotionOrders.map((o) => Date.parse(o.createdAt));
    expect(made).toEqual([...made].sort((a, b) => b - a));
    const second = (await overview(PERSONAS.brokerAdmin, broker, '?page=2&perPage=2')).json<AccountPromotionOrders>();
    expect(second.promotionOrders.map((o) => o.id)).toEqual(all.promotionOrders.slice(2, 4).map((o) => o.id));
    expect(second.total).toBe(all.total);
    const bad = await overview(PERSONAS.brokerAdmin, broker, '?perPage=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ perPage: 'Højst 100 rækker pr. side' });
  });

  it('is for any role of a Broker or PremiumAdvertiser account, and staff; 403 for other types and foreign accounts', async () => {
    expect((await overview(PERSONAS.brokerReader, broker)).statusCode).toBe(200);
    expect((await overview(PERSONAS.staff, premium)).statusCode).toBe(200);
    expect((await overview(PERSONAS.light, light)).statusCode).toBe(403);
    expect((await overview(PERSONAS.light, broker)).statusCode).toBe(403);
    expect((await overview(PERSONAS.brokerAdmin, 999_999)).statusCode).toBe(404);
    expect((await t.request(null, { method: 'GET', url: `/api/v2/accounts/${broker}/promotion-orders` })).statusCode).toBe(401);
  });
});

describe('GET /api/v2/accounts/{id}/promotion-orders.csv', () => {
  it('gives every record as CSV: BOM, semicolons, Danish headers, amounts in kroner with a decimal comma', async () => {
    const res = await csv(PERSONAS.brokerReader, broker);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fremhaevninger-${broker}-${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = res.body.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(
      'Ordre-ID;Dato;Type;Annonce-ID;Annonce;Produkt;Perioder;Dage;Fra;Til og med;Normalpris (kr.);Rabat (%);Pris ekskl. moms (kr.);Moms (kr.);Pris inkl. moms (kr.);Fakturanummer;Bestilt af',
    );
    const stored = await t.database.db.select().from(promotionOrders).where(eq(promotionOrders.accountId, broker));
    expect(rows).toHaveLength(stored.length);
    // The seed's Topplacering 30 dage: 3.495 kr. + 873,75 kr. VAT.
    const top = rows.find((r) => r.includes(';Topplacering 30 dage;'))!.split(';');
    expect(top.slice(2, 3)).toEqual(['Bestilling']);
    expect(top.slice(6, 8)).toEqual(['1', '30']);
    expect(top.slice(10, 16)).toEqual(['3495', '0', '3495', '873,75', '4368,75', '100234']);
    expect(rows.some((r) => r.split(';')[2] === 'Opsigelse')).toBe(true);
    // Dates as the documented ISO days (a spreadsheet reads them as dates), the rows newest first as on the page.
    const days = rows.map((r) => r.split(';')[1]!);
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(top.slice(8, 10).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('has the same access as the overview', async () => {
    expect((await csv(PERSONAS.light, light)).statusCode).toBe(403);
    expect((await csv(PERSONAS.premium, broker)).statusCode).toBe(403);
  });
});

/** The listing index's rows: every column of every listing of every status, as the listing is stored. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, listingImages, listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Every column with and without a value: a closed listing with its reason, a fraction of a square metre, no price,
  // a timestamp without a fraction of a second (PostgreSQL then writes none).
  const [first, second] = await t.database.db.select({ id: listings.id }).from(listings).orderBy(asc(listings.id)).limit(2);
  await t.database.db
    .update(listings)
    .set({
      status: LISTING_STATUSES.closed,
      closedSince: new Date('2026-01-31T23:30:00.123Z'),
      createdAt: new Date('2025-06-30T22:15:00Z'),
      closingReasonId: 2,
      closingReasonText: 'Udlejet via os',
      floorArea: 12.5,
      price: null,
      caseNumber: null,
      shownCaseNumber: 'VIST-1',
      visits: 7,
      leads: 3,
    })
    .where(eq(listings.id, first!.id));
  await t.database.db
    .update(listings)
    .set({ zipCode: null, city: null, version: sql`${listings.version} + 4` })
    .where(eq(listings.id, second!.id));
});
afterAll(() => t.close());

it('gives every column of every listing as Drizzle reads it, with its account and first image', async () => {
  const token = await t.tokenFor(PERSONAS.staff);
  const statuses = Object.values(LISTING_STATUSES)
    .map((status) => `status=${status}`)
    .join('&');
  const res = await t.app.inject({ url: `/api/v2/listings?${statuses}&perPage=100&sort=id&order=ASC`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  const page = res.json<{ listings: Record<string, unknown>[] }>().listings;
  expect(page.length).toBeGreaterThan(20);

  const ids = page.map((row) => row['id'] as number);
  const rows = await t.database.db
    .select({ listing: listings, accountName: accounts.name })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(inArray(listings.id, ids))
    .orderBy(asc(listings.id));
  const covers = new Map(
    (await t.database.db.select().from(listingImages).where(inArray(listingImages.listingId, ids)))
      .filter((image) => image.position === 0)
      .map((image) => [image.listingId, image.url]),
  );
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  expect(page.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !['conversionRate', 'publicUrl', 'promotion'].includes(key))))).toEqual(
    rows.map(({ listing, accountName }) => ({
      id: listing.id,
      accountId: listing.accountId,
      accountName,
      listingType: listing.listingType,
      offMarket: listing.offMarket,
      status: listing.status,
      title: listing.title,
      accountOwnerListingIdentifierID: listing.caseNumber,
      shownAccountOwnerListingIdentifierID: listing.shownCaseNumber,
      addressText: listing.addressText,
      zipCode: listing.zipCode,
      city: listing.city,
      floorArea: listing.floorArea,
      price: listing.price,
      visits: listing.visits,
      leads: listing.leads,
      closedSince: iso(listing.closedSince),
      closingReasonId: listing.closingReasonId,
      closingReasonText: listing.closingReasonText,
      qualityScore: listing.qualityScore,
      confirmedCurrentAt: iso(listing.confirmedCurrentAt),
      copiedFromId: listing.copiedFromId,
      version: listing.version,
      createdAt: iso(listing.createdAt),
      updatedAt: iso(listing.updatedAt),
      coverImageUrl: covers.get(listing.id) ?? null,
    })),
  );
  // The listing changed above is among them, with its values.
  expect(page[0]).toMatchObject({ closedSince: '2026-01-31T23:30:00.123Z', floorArea: 12.5, price: null, closingReasonText: 'Udlejet via os', visits: 7 });
  expect(page.some((row) => row['coverImageUrl'] !== null)).toBe(true);
});

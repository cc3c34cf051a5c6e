/**
 * Adding a listing type is one definition in the registry (docs/listing-types.md). This file makes that
 * edit — a fifth type, parking (tests/fixtures/parkingType.ts), in schemas/listings/registry.ts — gives
 * an account its permission and the type a subcategory (what the seed does for a real type), and shows
 * the API, the index, the CSV, the search agents and the statistics handling it with no other code.
 * tests/src/adding-a-type.test.tsx shows the same type in the SPA.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, listings, mailOutbox, subcategories } from '../../server/db/schema';
import { makePng } from '../fixtures/png';

// The two edits: the fifth type's definition in the registry, and its schema by its key.
vi.mock('schemas/listingTypeRegistry', async (importOriginal) => {
  const original = await importOriginal<typeof import('schemas/listingTypeRegistry')>();
  const { parking } = await import('../fixtures/parkingType');
  return { ...original, LISTING_TYPE_REGISTRY: [...original.LISTING_TYPE_REGISTRY, parking] };
});
vi.mock('schemas/listings/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('schemas/listings/registry')>();
  const { parkingSchema } = await import('../fixtures/parkingType');
  return { LISTING_TYPE_SCHEMAS: { ...original.LISTING_TYPE_SCHEMAS, parking: parkingSchema } };
});

const PARKING = 5;
let t: TestApp;
const uploadDir = mkdtempSync(join(tmpdir(), 'listing-uploads-'));
let broker: number;
let statisticsAccount: number;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  statisticsAccount = await accountIdByName(t.database, ACCOUNTS.statistics);
  // What the seed holds for a real type: an account allowed to advertise it, and its subcategories.
  await t.database.db
    .update(accounts)
    .set({ permissions: sql`${accounts.permissions} || '{"parkingListing": true}'::jsonb` })
    .where(eq(accounts.id, broker));
  await t.database.db.insert(subcategories).values({ id: 91, listingType: PARKING, key: 'p-hus', name: 'P-hus' });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function body(fields: Record<string, unknown>, as: string = PERSONAS.brokerAdmin, accountId = broker) {
  const images = [];
  for (const colour of [20, 40, 60]) {
    const res = await t.request(as, {
      method: 'POST',
      url: `/api/v2/images?accountId=${accountId}`,
      headers: { 'content-type': 'image/png' },
      payload: makePng(1000, 700, [colour, 80, 120]),
    });
    images.push({ url: res.json().image.url as string });
  }
  const [address] = (await t.request(as, { method: 'GET', url: '/api/v2/addresses?q=Algade%2010&limit=1' })).json().addresses;
  return {
    accountId,
    listingType: PARKING,
    title: 'P-hus med 120 pladser tæt på stationen i Roskilde',
    flashline: 'Tæt på stationen',
    description: 'Overdækket p-hus i tre etager med adgang døgnet rundt, ladestandere og direkte adgang til stationen og gågaden.',
    address,
    listingtypeSubcategory: 'p-hus',
    floorArea: 40,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
    images,
    ...fields,
  };
}

describe('a fifth listing type added to the registry', () => {
  let id: number;

  it('is validated by the API with its own fields, rules and Danish messages, and nothing is stored', async () => {
    const before = (await t.database.db.select({ id: listings.id }).from(listings)).length;
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: await body({ parkingSpaces: 0 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ monthlyRent: 'Månedlig leje er krævet', parkingSpaces: 'Antal pladser skal være mellem 1 og 2000' });
    expect((await t.database.db.select({ id: listings.id }).from(listings)).length).toBe(before);
  });

  it('is refused to an account without its permission', async () => {
    const light = await accountIdByName(t.database, ACCOUNTS.light);
    const res = await t.request(PERSONAS.light, {
      method: 'POST',
      url: '/api/v2/listings',
      payload: { ...(await body({ monthlyRent: 2000, parkingSpaces: 120 }, PERSONAS.light, light)) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('is created, read back and found in the index with its price', async () => {
    const created = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: '/api/v2/listings',
      payload: { ...(await body({ monthlyRent: 2000, parkingSpaces: 120 })), activate: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().listing.id;

    const read = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/${id}` });
    expect(read.json().listing).toMatchObject({ listingType: PARKING, monthlyRent: 2000, parkingSpaces: 120 });

    const index = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&listingType=${PARKING}` });
    expect(index.statusCode, index.body).toBe(200);
    expect(index.json().listings).toEqual([expect.objectContaining({ id, listingType: PARKING, price: 2000 })]);
  });

  it('is written in the CSV with its Danish name and price', async () => {
    const res = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/export.csv?accountId=${broker}&listingType=${PARKING}` });
    expect(res.statusCode).toBe(200);
    const [, row, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rest).toEqual([]);
    expect(row).toMatch(new RegExp(`^${id};Aktiv;Parkering;Nej;`));
    expect(row).toContain(';2000;');
  });

  it('is mailed by a search agent for its type, under its price rule', async () => {
    const agent = (priceMax: number) => ({ name: `Parkering under ${priceMax}`, listingTypes: [PARKING], priceMax, interval: 'immediately', active: true });
    for (const priceMax of [3000, 1000]) {
      const res = await t.request(PERSONAS.private, { method: 'POST', url: '/api/v2/searchagents', payload: agent(priceMax) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const created = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: '/api/v2/listings',
      payload: { ...(await body({ title: 'P-hus med 60 pladser ved havnen i Roskilde', monthlyRent: 2000, parkingSpaces: 60 })), activate: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, PERSONAS.private));
    const mailed = mails.filter((m) => m.body.includes('P-hus med 60 pladser'));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.subject).toContain('Parkering under 3000');
    expect(mailed[0]!.body).toContain('Parkeringsanlæg · 40 m² · Månedlig leje 2.000 kr.');
  });

  it("has the listing's statistics and is a type of the market statistics", async () => {
    const listing = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/${id}/statistics?from=2026-01-01&to=2026-01-31` });
    expect(listing.statusCode, listing.body).toBe(200);
    const market = await t.request(PERSONAS.statistics, {
      method: 'GET',
      url: `/api/v2/market-statistics?from=2026-01&to=2026-03&listingType=${PARKING}`,
      headers: { 'x-account-id': String(statisticsAccount) },
    });
    expect(market.statusCode, market.body).toBe(200);
    expect(market.json()).toMatchObject({ listingType: PARKING });
    const unknown = await t.request(PERSONAS.statistics, {
      method: 'GET',
      url: '/api/v2/market-statistics?from=2026-01&to=2026-03&listingType=6',
      headers: { 'x-account-id': String(statisticsAccount) },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

/**
 * Adding a field to a listing type is one edit of its schema. This file makes that
 * edit — rental gets `parkingSpaces` — the way a developer would in schemas/listings/rental.ts, and
 * shows the API validating it, storing it and reading it back with no other code changed.
 * tests/src/adding-a-field.test.tsx shows the same edit appearing in the form.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { listings } from '../../server/db/schema';
import { makePng } from '../fixtures/png';

vi.mock('schemas/listings/rental', async (importOriginal) => {
  const original = await importOriginal<typeof import('schemas/listings/rental')>();
  const { integerBetween } = await import('schemas/fields');
  // The one edit: a new line in rentalFields.
  const rentalFields = { ...original.rentalFields, parkingSpaces: integerBetween('Parkeringspladser', 0, 500).optional() };
  return { ...original, rentalFields, rentalSchema: { ...original.rentalSchema, fields: rentalFields } };
});

let t: TestApp;
/** Uploads of this file, removed afterwards. */
const uploadDir = mkdtempSync(join(tmpdir(), 'listing-uploads-'));
let broker: number;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function body(parkingSpaces: unknown) {
  const images = [];
  for (const colour of [20, 40, 60]) {
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/images?accountId=${broker}`,
      headers: { 'content-type': 'image/png' },
      payload: makePng(1000, 700, [colour, 80, 120]),
    });
    images.push({ url: res.json().image.url as string });
  }
  const [address] = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/addresses?q=Algade%2010&limit=1' })).json().addresses;
  return {
    accountId: broker,
    listingType: 1,
    title: 'Butikslejemål på 120 m² med egen parkering i Roskilde',
    flashline: 'Egen parkering foran døren',
    description: 'Butikken har stort facadeparti mod gaden, god synlighed og plads til lager i baglokalet. Der hører parkering til lejemålet.',
    address,
    listingtypeSubcategory: 'butik',
    floorArea: 120,
    yearlyRent: 180_000,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
    images,
    parkingSpaces,
  };
}

describe('a field added to the rental schema', () => {
  it('is validated by the API with its own rule and Danish message, and nothing is stored', async () => {
    const before = (await t.database.db.select({ id: listings.id }).from(listings)).length;
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: await body(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ parkingSpaces: 'Parkeringspladser skal være mellem 0 og 500' });
    expect((await t.database.db.select({ id: listings.id }).from(listings)).length).toBe(before);
  });

  it('is accepted, stored in the jsonb fields and read back; an update changes it', async () => {
    const created = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: await body(12) });
    expect(created.statusCode, created.body).toBe(201);
    const { listing } = created.json();
    expect(listing.parkingSpaces).toBe(12);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.fields).toMatchObject({ parkingSpaces: 12 });

    const read = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/${listing.id}` });
    expect(read.json().listing.parkingSpaces).toBe(12);

    const updated = await t.request(PERSONAS.brokerMember, {
      method: 'PUT',
      url: `/api/v2/listings/${listing.id}`,
      headers: { 'if-match': read.headers.etag as string },
      payload: { ...read.json().listing, parkingSpaces: 20 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().listing.parkingSpaces).toBe(20);
  });
});

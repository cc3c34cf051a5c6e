import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { accounts, listings, postalAreas, searchAgents } from '../../server/db/schema';
import { postalArea, listMunicipalities } from '../../server/repositories/postalAreas';
import { postalAreaRows, REGIONS } from '../../server/db/seed/postalAreas';
import { PLACES } from '../../server/db/seed/places';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('postal areas', () => {
  it('holds every zip code the demo listings and accounts use', async () => {
    const listingZips = await t.database.db.selectDistinct({ zip: listings.zipCode }).from(listings);
    const accountZips = await t.database.db.selectDistinct({ zip: accounts.zipCode }).from(accounts);
    const zips = [...listingZips, ...accountZips].filter((r): r is { zip: string } => r.zip !== null);
    const known = new Set((await t.database.db.select({ zip: postalAreas.zipCode }).from(postalAreas)).map((r) => r.zip));
    expect(zips.length).toBeGreaterThan(10);
    expect(zips.map((r) => r.zip).filter((z) => !known.has(z))).toEqual([]);
    expect(PLACES.map((p) => p.zipCode).filter((z) => !known.has(z))).toEqual([]);
  });

  it("covers the five regions and every municipality, with the big cities' ranges", async () => {
    const municipalities = await listMunicipalities(t.database.db);
    expect(new Set(municipalities.map((m) => m.regionName))).toEqual(new Set(Object.values(REGIONS).map((r) => r.name)));
    expect(municipalities.length).toBe(98);
    const rows = postalAreaRows();
    expect(rows.filter((r) => r.city === 'København K').length).toBeGreaterThan(200);
    expect(rows.filter((r) => r.municipalityName === 'Aarhus').length).toBeGreaterThan(15);
    expect(new Set(rows.map((r) => r.zipCode)).size).toBe(rows.length);
    expect(rows.every((r) => /^\d{4}$/.test(r.zipCode))).toBe(true);
  });

  it('looks one zip code up, and joins listings to regions', async () => {
    expect(await postalArea(t.database.db, '5000')).toEqual({
      zipCode: '5000',
      city: 'Odense C',
      municipalityCode: 461,
      municipalityName: 'Odense',
      regionCode: 1083,
      regionName: 'Region Syddanmark',
    });
    expect(await postalArea(t.database.db, '0000')).toBeUndefined();
    const byRegion = await t.database.db
      .select({ region: postalAreas.regionName, n: sql<number>`count(*)::int` })
      .from(listings)
      .innerJoin(postalAreas, sql`${postalAreas.zipCode} = ${listings.zipCode}`)
      .groupBy(postalAreas.regionName);
    const [total] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings);
    expect(byRegion.reduce((sum, r) => sum + r.n, 0)).toBe(total!.n);
  });

  it('seeds demo search agents that mail nothing for the demo data', async () => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(searchAgents);
    expect(row!.n).toBe(3);
  });
});

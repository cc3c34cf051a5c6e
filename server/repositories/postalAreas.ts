import { asc, inArray, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { postalAreas } from '../db/schema';
import type { Municipality, PostalArea } from '../../schemas/postalAreas';

/*
 * Postal areas are a shared lookup: search agents pick areas from them, and statistics group listings
 * by region or municipality with a join on listings.zip_code = postal_areas.zip_code.
 */

const columns = {
  zipCode: postalAreas.zipCode,
  city: postalAreas.city,
  municipalityCode: postalAreas.municipalityCode,
  municipalityName: postalAreas.municipalityName,
  regionCode: postalAreas.regionCode,
  regionName: postalAreas.regionName,
};

/** One zip code's city, municipality and region; undefined for a code not in the table. */
export async function postalArea(db: DbOrTx, zipCode: string): Promise<PostalArea | undefined> {
  const [row] = await db.select(columns).from(postalAreas).where(eq(postalAreas.zipCode, zipCode));
  return row;
}

export async function listPostalAreas(db: DbOrTx): Promise<PostalArea[]> {
  return db.select(columns).from(postalAreas).orderBy(asc(postalAreas.zipCode));
}

/** Every municipality with its region, by name. */
export async function listMunicipalities(db: DbOrTx): Promise<Municipality[]> {
  return db
    .selectDistinct({
      code: postalAreas.municipalityCode,
      name: postalAreas.municipalityName,
      regionCode: postalAreas.regionCode,
      regionName: postalAreas.regionName,
    })
    .from(postalAreas)
    .orderBy(asc(postalAreas.municipalityName), asc(postalAreas.municipalityCode));
}

/** The zip codes of these that are not in the table. */
export async function unknownZipCodes(db: DbOrTx, zipCodes: readonly string[]): Promise<string[]> {
  if (zipCodes.length === 0) return [];
  const rows = await db
    .select({ zipCode: postalAreas.zipCode })
    .from(postalAreas)
    .where(inArray(postalAreas.zipCode, [...zipCodes]));
  const known = new Set(rows.map((r) => r.zipCode));
  return zipCodes.filter((z) => !known.has(z));
}

/** The municipality codes of these that are not in the table. */
export async function unknownMunicipalities(db: DbOrTx, codes: readonly number[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectDistinct({ code: postalAreas.municipalityCode })
    .from(postalAreas)
    .where(inArray(postalAreas.municipalityCode, [...codes]));
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

/** zip code → municipality code, for matching many listings at once. */
export async function municipalityByZip(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ zipCode: postalAreas.zipCode, code: postalAreas.municipalityCode }).from(postalAreas);
  return new Map(rows.map((r) => [r.zipCode, r.code]));
}

export async function countPostalAreas(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(postalAreas);
  return row?.n ?? 0;
}

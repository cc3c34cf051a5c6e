import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { addresses } from '../db/schema';
import { formatAddress, type RegisterAddress } from '../../schemas/listings/address';

export interface AddressRow {
  id: string;
  accessAddressId: string;
  streetName: string;
  streetNumber: string;
  floor: string | null;
  door: string | null;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** Lower case, no commas or dots, single spaces: what both the stored text and a query become. */
export function normaliseAddressText(text: string): string {
  return text.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** All parts of the address, the floor also as typed without its dot ('1' for '1.'). */
export function addressSearchText(a: Omit<AddressRow, 'id' | 'accessAddressId' | 'latitude' | 'longitude'>): string {
  return normaliseAddressText(`${formatAddress(a)} ${a.floor ?? ''}`);
}

export function toRegisterAddress(row: AddressRow): RegisterAddress {
  return {
    id: row.id,
    streetName: row.streetName,
    streetNumber: row.streetNumber,
    floor: row.floor,
    door: row.door,
    zipCode: row.zipCode,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    text: formatAddress(row),
  };
}

export async function countAddresses(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses);
  return row?.n ?? 0;
}

/** Loads many rows in one statement: `unnest` over one array per column is far quicker than a VALUES list. */
export async function insertAddresses(db: DbOrTx, rows: AddressRow[]): Promise<void> {
  const BATCH = 5000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    // Each array goes as one bind parameter; a bare array would be spread into a list of them.
    const col = <K extends keyof AddressRow>(key: K) => sql.param(batch.map((r) => r[key]));
    await db.execute(sql`
      insert into ${addresses} (id, access_address_id, street_name, street_number, floor, door, zip_code, city, latitude, longitude, search_text)
      select * from unnest(
        ${col('id')}::text[], ${col('accessAddressId')}::text[], ${col('streetName')}::text[], ${col('streetNumber')}::text[],
        ${col('floor')}::text[], ${col('door')}::text[], ${col('zipCode')}::text[], ${col('city')}::text[],
        ${col('latitude')}::float8[], ${col('longitude')}::float8[], ${sql.param(batch.map(addressSearchText))}::text[]
      )
      on conflict (id) do nothing`);
  }
}

/**
 * Addresses whose text holds every word of the query, each at the start of a word ('strandg 12'
 * finds 'Strandgade 12'), ranked as `rankAddresses` (server/services/addressRegister.ts) ranks the national
 * service's: the house number typed first, then whole-word matches, then in street and house-number order,
 * access addresses before their units.
 */
export async function searchAddresses(db: DbOrTx, query: string, limit: number): Promise<RegisterAddress[]> {
  const words = normaliseAddressText(query).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const conditions = words.map((w) => {
    const escaped = w.replace(/[\\%_]/g, '\\$&');
    return sql`(${addresses.searchText} like ${escaped + '%'} or ${addresses.searchText} like ${'% ' + escaped + '%'})`;
  });
  // The house number typed first: '3' is Sundkrogsgade 3 before it is the third floor of number 2.
  const houseNumber = sql`(case when lower(${addresses.streetNumber}) in (${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}) then 0 else 1 end)`;
  // Whole-word matches next: '21' is house number 21 before it is the start of zip code 2150.
  const partial = sql.join(
    words.map((w) => {
      const escaped = w.replace(/[\\%_]/g, '\\$&');
      return sql`(case when (' ' || ${addresses.searchText} || ' ') like ${'% ' + escaped + ' %'} then 0 else 1 end)`;
    }),
    sql` + `,
  );
  const rows = await db
    .select()
    .from(addresses)
    .where(sql.join(conditions, sql` and `))
    .orderBy(
      houseNumber,
      sql`${partial}`,
      asc(addresses.streetName),
      asc(addresses.zipCode),
      sql`(substring(${addresses.streetNumber} from '^[0-9]+'))::int`,
      asc(addresses.streetNumber),
      sql`${addresses.floor} is not null`,
      sql`case ${addresses.floor} when 'kl' then -1 when 'st' then 0 else coalesce((substring(${addresses.floor} from '^[0-9]+'))::int, 99) end`,
      asc(addresses.door),
    )
    .limit(limit);
  return rows.map(toRegisterAddress);
}

export async function findAddress(db: DbOrTx, id: string): Promise<RegisterAddress | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row ? toRegisterAddress(row) : null;
}

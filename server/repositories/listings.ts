import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { publicListingUrl } from '../services/publicSite';
import type { DbOrTx } from '../db';
import { accounts, accountUsers, listingImages, listings } from '../db/schema';
import { LISTING_STATUSES, LISTING_TYPE_PERMISSION, LISTING_TYPES, type ListingTypeName } from '../../schemas/enums';
import { formatAddress, listingPriceField, type ListingAddress, type AdvertisedAddress } from '../../schemas/listings';
import type { ListingFilter, ListingImage, ListingRecord, ListingSortField, ListingSummary } from '../../schemas/listings/record';
import { recordStatusChange } from '../services/listingHistory';

export type ListingRow = typeof listings.$inferSelect;
type ImageRow = typeof listingImages.$inferSelect;

/**
 * Form fields kept in their own columns (filtered and sorted on); every other form field lives in
 * the jsonb `fields`, so a field added to a type's schema needs no migration.
 */
const COLUMN_FIELDS = {
  title: 'title',
  accountOwnerListingIdentifierID: 'caseNumber',
  shownAccountOwnerListingIdentifierID: 'shownCaseNumber',
} as const;
type ColumnField = keyof typeof COLUMN_FIELDS;

/** Images live in listing_images, one row each, in order. */
const NOT_IN_FIELDS = new Set<string>([...Object.keys(COLUMN_FIELDS), 'images']);

export interface ListingColumns {
  title: string;
  caseNumber: string | null;
  shownCaseNumber: string | null;
  addressText: string;
  zipCode: string | null;
  city: string | null;
  floorArea: number | null;
  price: number | null;
  fields: Record<string, unknown>;
}

/**
 * Splits validated form values into the columns and `fields`. addressText, zipCode, city, floorArea
 * and price are copies of form fields for the index's filters and sorting, derived on every write.
 */
export function toColumns(type: ListingTypeName, values: Record<string, unknown>): ListingColumns {
  const fields = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !NOT_IN_FIELDS.has(key) && value !== undefined),
  );
  const address = values['address'] as ListingAddress;
  const advertised = values['advertisedAddress'] as AdvertisedAddress | undefined;
  const column = (field: ColumnField) => {
    const value = values[field];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    title: String(values['title']),
    caseNumber: column('accountOwnerListingIdentifierID'),
    shownCaseNumber: column('shownAccountOwnerListingIdentifierID'),
    // The index shows and searches the official address, and the advertised one after it.
    addressText: advertised
      ? `${formatAddress(address)} (${formatAddress({ ...advertised, door: null })})`
      : formatAddress(address),
    zipCode: address.zipCode,
    city: address.city,
    floorArea: number(values['floorArea']),
    price: number(values[listingPriceField(type)]),
    fields,
  };
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

const conversionRate = (visits: number, leads: number) => (visits > 0 ? Math.round((leads / visits) * 1000) / 10 : 0);

function meta(row: ListingRow, accountName: string, publicSiteUrl: string): Omit<ListingSummary, 'coverImageUrl'> {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName,
    listingType: row.listingType,
    offMarket: row.offMarket,
    status: row.status,
    title: row.title,
    accountOwnerListingIdentifierID: row.caseNumber,
    shownAccountOwnerListingIdentifierID: row.shownCaseNumber,
    addressText: row.addressText,
    zipCode: row.zipCode,
    city: row.city,
    floorArea: row.floorArea,
    price: row.price,
    visits: row.visits,
    leads: row.leads,
    conversionRate: conversionRate(row.visits, row.leads),
    closedSince: iso(row.closedSince),
    closingReasonId: row.closingReasonId,
    closingReasonText: row.closingReasonText,
    publicUrl: publicListingUrl(publicSiteUrl, row.id),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toImage = (row: ImageRow): ListingImage => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  position: row.position,
});

/** The listing as the API answers it: its form fields at the top level, next to the columns. */
export function toListingRecord(row: ListingRow, images: ImageRow[], accountName: string, publicSiteUrl: string): ListingRecord {
  return {
    ...row.fields,
    ...meta(row, accountName, publicSiteUrl),
    images: images.map(toImage),
  };
}

export interface LoadedListing {
  row: ListingRow;
  images: ImageRow[];
  accountName: string;
}

export async function findListing(db: DbOrTx, id: number): Promise<LoadedListing | null> {
  const [found] = await db
    .select({ row: listings, accountName: accounts.name })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(eq(listings.id, id));
  if (!found) return null;
  const images = await db.select().from(listingImages).where(eq(listingImages.listingId, id)).orderBy(asc(listingImages.position));
  return { row: found.row, images, accountName: found.accountName };
}

export interface NewListing {
  accountId: number;
  listingType: number;
  offMarket: boolean;
  status: number;
  columns: ListingColumns;
  images: { url: string; width: number; height: number }[];
}

export async function insertListing(db: DbOrTx, input: NewListing): Promise<number> {
  const [row] = await db
    .insert(listings)
    .values({
      accountId: input.accountId,
      listingType: input.listingType,
      offMarket: input.offMarket,
      status: input.status,
      ...input.columns,
    })
    .returning({ id: listings.id, createdAt: listings.createdAt });
  if (!row) throw new Error('insert returned no listing');
  // Issue 7: every status write is recorded, so market statistics know when a listing was active.
  await recordStatusChange(db, row.id, null, input.status, row.createdAt);
  await replaceImages(db, row.id, input.images);
  return row.id;
}

/** Writes the new values if the row is still at `version`; false when someone else got there first. */
export async function updateListing(
  db: DbOrTx,
  id: number,
  version: number,
  columns: ListingColumns,
  images: { url: string; width: number; height: number }[],
): Promise<boolean> {
  const updated = await db
    .update(listings)
    .set({ ...columns, version: sql`${listings.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(listings.id, id), eq(listings.version, version)))
    .returning({ id: listings.id });
  if (updated.length === 0) return false;
  await replaceImages(db, id, images);
  return true;
}

/** The images in the order given; the first is the cover. */
async function replaceImages(db: DbOrTx, listingId: number, images: { url: string; width: number; height: number }[]) {
  await db.delete(listingImages).where(eq(listingImages.listingId, listingId));
  if (images.length === 0) return;
  await db
    .insert(listingImages)
    .values(images.map((image, position) => ({ listingId, position, url: image.url, width: image.width, height: image.height })));
}

/**
 * Whose listings a caller may list: staff all accounts, others the accounts they hold a role in, or one
 * account, with the listing types its permissions allow (`permittedListingTypes`).
 */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'member'; userId: number }
  | { kind: 'account'; accountId: number; listingTypes: number[] };

export interface ListingPage {
  limit: number;
  offset: number;
  sort: ListingSortField;
  order: 'ASC' | 'DESC';
}

const SORT_COLUMNS: Record<ListingSortField, SQL | typeof listings.id> = {
  updatedAt: sql`${listings.updatedAt}`,
  createdAt: sql`${listings.createdAt}`,
  id: listings.id,
  title: sql`lower(${listings.title})`,
  status: sql`${listings.status}`,
  listingType: sql`${listings.listingType}`,
  accountOwnerListingIdentifierID: sql`${listings.caseNumber}`,
  addressText: sql`lower(${listings.addressText})`,
  visits: sql`${listings.visits}`,
  leads: sql`${listings.leads}`,
  price: sql`${listings.price}`,
  floorArea: sql`${listings.floorArea}`,
};

/** Sort columns that may be empty: those rows come last in either direction. */
const NULLABLE_SORTS = new Set<ListingSortField>(['accountOwnerListingIdentifierID', 'price', 'floorArea']);

/**
 * The order of a page, ties broken by id. A column that is never null is sorted without NULLS LAST, so
 * the indexes (PostgreSQL's plain DESC) serve it in both directions.
 */
function orderOf(page: Pick<ListingPage, 'sort' | 'order'>): SQL[] {
  const direction = page.order === 'DESC' ? desc : asc;
  const column = direction(SORT_COLUMNS[page.sort]);
  return [NULLABLE_SORTS.has(page.sort) ? sql`${column} nulls last` : column, direction(listings.id)];
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A listing is listed only where its account has the permission of its family. */
export function permittedListingTypes(permissions: Record<string, boolean>): number[] {
  return (Object.keys(LISTING_TYPES) as ListingTypeName[])
    .filter((name) => permissions[LISTING_TYPE_PERMISSION[name]] === true)
    .map((name) => LISTING_TYPES[name]);
}

/**
 * The same rule for many accounts at once, read from each listing's account row. A subquery, so that the
 * conditions of the index name only `listings` and the count need not join.
 */
const typePermitted = sql`exists (select 1 from ${accounts} where ${accounts.id} = ${listings.accountId} and ${sql.join(
  [
    sql`case ${listings.listingType}`,
    ...(Object.keys(LISTING_TYPES) as ListingTypeName[]).map(
      (name) => sql`when ${LISTING_TYPES[name]} then coalesce((${accounts.permissions} ->> ${LISTING_TYPE_PERMISSION[name]}) = 'true', false)`,
    ),
    sql`else false end`,
  ],
  sql` `,
)})`;

const ALL_LISTING_TYPES = Object.values(LISTING_TYPES) as number[];

export function whereOf(scope: ListingScope, filter: ListingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  let types = filter.listingType?.length ? filter.listingType : ALL_LISTING_TYPES;
  if (scope.kind === 'account') {
    // One account's permitted types are known up front: joined with the type filter into one plain
    // condition on listings, it matches the indexes and the planner estimates it right (the total).
    conditions.push(eq(listings.accountId, scope.accountId));
    types = types.filter((type) => scope.listingTypes.includes(type));
  } else conditions.push(typePermitted);
  if (scope.kind === 'member') {
    conditions.push(
      sql`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${listings.accountId} and ${accountUsers.userId} = ${scope.userId})`,
    );
  }
  if (filter.caseNumber) {
    conditions.push(or(sql`${listings.caseNumber} ilike ${like(filter.caseNumber)}`, sql`${listings.shownCaseNumber} ilike ${like(filter.caseNumber)}`));
  }
  if (filter.address) {
    // Every word somewhere in the address: 'strandgade 1401' finds 'Strandgade 12, 1401 København K'.
    for (const word of filter.address.split(/[\s,]+/).filter(Boolean)) {
      conditions.push(sql`${listings.addressText} ilike ${like(word)}`);
    }
  }
  // Deleted listings are gone from the index unless asked for by status.
  conditions.push(
    filter.status?.length ? inArray(listings.status, filter.status) : sql`${listings.status} <> ${LISTING_STATUSES.deleted}`,
  );
  // Every type is no condition; none (an account without listing permissions) is `false`.
  if (ALL_LISTING_TYPES.some((type) => !types.includes(type))) conditions.push(inArray(listings.listingType, types));
  if (filter.offMarket) conditions.push(eq(listings.offMarket, filter.offMarket === 'true'));
  return and(...conditions);
}

export interface ListingIndexPage {
  listings: ListingSummary[];
  total: number;
  /** More matched than `exactCountLimit`: the total is the planner's estimate. */
  totalEstimated: boolean;
}

export interface ListingIndexOptions {
  publicSiteUrl: string;
  /** Count exactly up to this many matches, estimate beyond (DESIGN.md, list endpoints). */
  exactCountLimit: number;
  /** One more condition on `listings`, from a feature that filters the index (issue 6: promoted). */
  extra?: SQL | undefined;
}

export async function listListings(
  db: DbOrTx,
  scope: ListingScope,
  filter: ListingFilter,
  page: ListingPage,
  { publicSiteUrl, exactCountLimit, extra }: ListingIndexOptions,
): Promise<ListingIndexPage> {
  const where = extra ? and(whereOf(scope, filter), extra) : whereOf(scope, filter);
  // The page's ids first: that walk reads only the index (no table rows), however deep the page; then
  // the 25 rows themselves.
  const pageIds = db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...orderOf(page))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const rows = await db
    .select({ row: listings, accountName: accounts.name })
    .from(pageIds)
    .innerJoin(listings, eq(listings.id, pageIds.id))
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .orderBy(...orderOf(page));
  const covers = new Map<number, string>();
  if (rows.length > 0) {
    const images = await db
      .select({ listingId: listingImages.listingId, url: listingImages.url })
      .from(listingImages)
      .where(and(inArray(listingImages.listingId, rows.map((r) => r.row.id)), eq(listingImages.position, 0)));
    for (const image of images) covers.set(image.listingId, image.url);
  }
  return {
    listings: rows.map(({ row, accountName }) => ({ ...meta(row, accountName, publicSiteUrl), coverImageUrl: covers.get(row.id) ?? null })),
    ...(await countListings(db, where, exactCountLimit)),
  };
}

/** Exact up to `limit` (a LIMITed count, so it never reads more), the planner's estimate beyond it. */
async function countListings(db: DbOrTx, where: SQL | undefined, limit: number): Promise<{ total: number; totalEstimated: boolean }> {
  const matching = () => db.select({ one: sql`1` }).from(listings).where(where);
  const limited = matching().limit(limit + 1).as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const exact = Number(row?.n ?? 0);
  if (exact <= limit) return { total: exact, totalEstimated: false };
  const query = matching().toSQL();
  const plan = await db.execute(sql.raw(`explain (format json) ${inline(query.sql, query.params)}`));
  const estimate = Number(planRows(plan));
  return { total: Math.max(limit + 1, Number.isFinite(estimate) ? Math.round(estimate) : 0), totalEstimated: true };
}

/** EXPLAIN takes no bind parameters; the filter values are inlined as quoted literals. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

function planRows(result: unknown): unknown {
  const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
  const first = rows[0] as Record<string, unknown> | undefined;
  const plan = first?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  return (parsed as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
}

import { and, asc, desc, eq, fillPlaceholders, getTableColumns, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { Bindings, constant, shapeCache, shapeText } from '../db/prepared';
import { isoTimestamp, readableTimestamp } from '../db/timestamps';
import { publicListingUrl } from '../services/publicSite';
import type { DbOrTx } from '../db';
import { accounts, accountUsers, listingCounts, listingImages, listingMonthCounts, listings } from '../db/schema';
import { LISTING_STATUSES, LISTING_TYPE_PERMISSION, LISTING_TYPES, type ListingTypeName } from '../../schemas/enums';
import { MAX_ID } from '../../schemas/fields';
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

/** The index's and its CSV's conversion rate: leads per visit in percent, one decimal, 0 without visits. */
export const conversionRate = (visits: number, leads: number) => (visits > 0 ? Math.round((leads / visits) * 1000) / 10 : 0);

/** A listing's columns but its form fields, its timestamps as ISO text: what the index shows. */
type ListingMetaRow = Omit<ListingRow, 'fields' | 'closedSince' | 'createdAt' | 'updatedAt'> & {
  closedSince: string | null;
  createdAt: string;
  updatedAt: string;
};
const { fields: _fields, ...listingMetaColumns } = getTableColumns(listings);

function meta(row: ListingMetaRow, accountName: string, publicSiteUrl: string): Omit<ListingSummary, 'coverImageUrl'> {
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
    closedSince: row.closedSince,
    closingReasonId: row.closingReasonId,
    closingReasonText: row.closingReasonText,
    publicUrl: publicListingUrl(publicSiteUrl, row.id),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A listing as Drizzle reads it, as meta() takes it. */
function metaRow({ fields: _formFields, closedSince, createdAt, updatedAt, ...row }: ListingRow): ListingMetaRow {
  return { ...row, closedSince: iso(closedSince), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
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
    ...meta(metaRow(row), accountName, publicSiteUrl),
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
  /** Where the page starts: after this row of the previous page (keyset paging), instead of `offset`. */
  after?: ListingPosition | undefined;
}

/** A row's place in a sort: its sort key as PostgreSQL writes it as text, and its id (the tiebreak). */
export interface ListingPosition {
  key: string;
  id: number;
}

/**
 * What each sort orders by, and how its key reads as text: a sort whose column may be empty has no key
 * (its empty rows come last in either direction, and a page of them has no place to continue from).
 */
const SORTS: Record<ListingSortField, { column: SQL | typeof listings.id; key: 'timestamp' | 'integer' | 'text' | null }> = {
  updatedAt: { column: sql`${listings.updatedAt}`, key: 'timestamp' },
  createdAt: { column: sql`${listings.createdAt}`, key: 'timestamp' },
  id: { column: listings.id, key: 'integer' },
  title: { column: sql`lower(${listings.title})`, key: 'text' },
  status: { column: sql`${listings.status}`, key: 'integer' },
  listingType: { column: sql`${listings.listingType}`, key: 'integer' },
  accountOwnerListingIdentifierID: { column: sql`${listings.caseNumber}`, key: null },
  addressText: { column: sql`lower(${listings.addressText})`, key: 'text' },
  visits: { column: sql`${listings.visits}`, key: 'integer' },
  leads: { column: sql`${listings.leads}`, key: 'integer' },
  price: { column: sql`${listings.price}`, key: null },
  floorArea: { column: sql`${listings.floorArea}`, key: null },
};

/**
 * The order of a page, ties broken by id, or (`reversed`) that order backwards: from the list's end. A column
 * that is never null is sorted without NULLS LAST, so the indexes (PostgreSQL's plain DESC) serve it in both
 * directions; a column that may be null puts its empty rows last, so backwards first.
 */
function orderOf(page: Pick<ListingPage, 'sort' | 'order'>, reversed = false): SQL[] {
  const direction = (page.order === 'DESC') !== reversed ? desc : asc;
  const { column, key } = SORTS[page.sort];
  return [key === null ? sql`${direction(column)} nulls ${sql.raw(reversed ? 'first' : 'last')}` : direction(column), direction(listings.id)];
}

/** The rows after `after` in the page's order: one row comparison, which the sort's index seeks to. */
function afterCondition(page: ListingPage, after: ListingPosition, bind: (value: unknown) => Placeholder): SQL {
  const comparison = page.order === 'DESC' ? sql.raw('<') : sql.raw('>');
  return sql`(${SORTS[page.sort].column}, ${listings.id}) ${comparison} (${bind(after.key)}, ${bind(after.id)})`;
}

/** A value PostgreSQL reads as an integer column's (int4) without an error. */
const isInt4 = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= MAX_ID;

/**
 * Whether `key` and `id` make a position in `sort` that PostgreSQL compares without an error: an id, and a key
 * of the sort column's type (a timestamp's day and time must exist).
 */
export function validPosition(sort: ListingSortField, key: string, id: unknown): id is number {
  if (!isInt4(id) || id <= 0) return false;
  switch (SORTS[sort].key) {
    case null:
      return false;
    case 'text':
      return key.length <= 1000 && !key.includes('\0');
    case 'integer':
      return /^-?\d{1,10}$/.test(key) && isInt4(Number(key));
    case 'timestamp':
      return readableTimestamp(key);
  }
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
      (name) => sql`when ${constant(LISTING_TYPES[name])} then coalesce((${accounts.permissions} ->> ${constant(LISTING_TYPE_PERMISSION[name])}) = 'true', false)`,
    ),
    sql`else false end`,
  ],
  sql` `,
)})`;

const ALL_LISTING_TYPES = Object.values(LISTING_TYPES) as number[];

/** The columns the index's key filters name, in listings and in listing_counts alike. */
interface KeyColumns {
  status: AnyPgColumn;
  listingType: AnyPgColumn;
  offMarket: AnyPgColumn;
}

/**
 * The status, type and off-market conditions on `table`. `types` are the types the caller may see (all, or
 * one account's permitted ones) and the filter asks for.
 */
function keyConditions(table: KeyColumns, types: number[], filter: ListingFilter, bind: (value: unknown) => Placeholder): SQL[] {
  const conditions: SQL[] = [];
  // Deleted listings are gone from the index unless asked for by status.
  conditions.push(
    filter.status?.length ? inArray(table.status, filter.status.map(bind)) : sql`${table.status} <> ${constant(LISTING_STATUSES.deleted)}`,
  );
  // Every type is no condition; none (an account without listing permissions) is `false`.
  if (ALL_LISTING_TYPES.some((type) => !types.includes(type))) conditions.push(inArray(table.listingType, types.map(bind)));
  if (filter.offMarket) conditions.push(eq(table.offMarket, bind(filter.offMarket === 'true')));
  return conditions;
}

/** The types asked for; for one account only those its permissions allow. */
function typesOf(scope: ListingScope, filter: ListingFilter): number[] {
  const types = filter.listingType?.length ? filter.listingType : ALL_LISTING_TYPES;
  // One account's permitted types are known up front: joined with the type filter into one plain
  // condition on listings, it matches the indexes and the planner estimates it right (the total).
  return scope.kind === 'account' ? types.filter((type) => scope.listingTypes.includes(type)) : types;
}

/** The index's conditions; their values go through `bindings`, so the text depends only on which are set. */
export function whereOf(scope: ListingScope, filter: ListingFilter, bindings: Bindings): SQL | undefined {
  const bind = (value: unknown) => bindings.bind(value);
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === 'account') conditions.push(eq(listings.accountId, bind(scope.accountId)));
  else conditions.push(typePermitted);
  if (scope.kind === 'member') {
    conditions.push(
      sql`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${listings.accountId} and ${accountUsers.userId} = ${bind(scope.userId)})`,
    );
  }
  if (filter.caseNumber) {
    const pattern = bind(like(filter.caseNumber));
    conditions.push(or(sql`${listings.caseNumber} ilike ${pattern}`, sql`${listings.shownCaseNumber} ilike ${pattern}`));
  }
  if (filter.address) {
    // Every word somewhere in the address: 'strandgade 1401' finds 'Strandgade 12, 1401 København K'.
    for (const word of filter.address.split(/[\s,]+/).filter(Boolean)) {
      conditions.push(sql`${listings.addressText} ilike ${bind(like(word))}`);
    }
  }
  conditions.push(...keyConditions(listings, typesOf(scope, filter), filter, bind));
  return and(...conditions);
}

/** The filters listing_counts can answer (the account comes with the scope); any other falls back to counting rows. */
const COUNTED_FILTERS = new Set<string>(['accountId', 'status', 'listingType', 'offMarket'] satisfies (keyof ListingFilter)[]);

/** One account's listings matching only key filters: its total is a sum of a few listing_counts rows, exact at any size. */
function countedByKeys(scope: ListingScope, filter: ListingFilter, extra: ListingIndexOptions['extra']): scope is Extract<ListingScope, { kind: 'account' }> {
  return scope.kind === 'account' && extra === undefined && Object.entries(filter).every(([key, value]) => value === undefined || COUNTED_FILTERS.has(key));
}

export interface ListingIndexPage {
  listings: ListingSummary[];
  total: number;
  /** More matched than `exactCountLimit`: the total is the planner's estimate. */
  totalEstimated: boolean;
  /** Where the next page starts, for a full page in a sort that has keys; otherwise null. */
  next: ListingPosition | null;
}

export interface ListingIndexOptions {
  publicSiteUrl: string;
  /** Count exactly up to this many matches, estimate beyond (DESIGN.md, list endpoints). */
  exactCountLimit: number;
  /** One more condition on `listings`, from a feature that filters the index (issue 6: promoted), its values bound. */
  extra?: ((bindings: Bindings) => SQL) | undefined;
}

/**
 * The index's two statements, built once per shape: building them took the server longer than PostgreSQL
 * takes to run them. Unnamed statements, so PostgreSQL plans each with its values.
 */
const pageQueries = shapeCache<ReturnType<typeof buildPageQuery>>(200);
const countQueries = shapeCache<ReturnType<typeof buildCountQuery>>(200);

/** The index's page: a listing's columns but its form fields, its account's name and its cover image (the first). */
const pageColumns = {
  ...listingMetaColumns,
  accountName: accounts.name,
  coverImageUrl: sql<string | null>`(select ${listingImages.url} from ${listingImages} where ${listingImages.listingId} = ${listings.id} and ${listingImages.position} = 0)`,
};
type PageRow = { row: ListingMetaRow; accountName: string; coverImageUrl: string | null; sortKey: string | null; total: number | undefined };
/** Where each of the page's columns is among a row's cells: Drizzle selects them in the object's order. */
const cellOf = Object.fromEntries(Object.keys(pageColumns).map((key, at) => [key, at])) as Record<keyof typeof pageColumns, number>;
/** The row's sort key, as text, comes after the page's columns; then, read from its month, the list's total. */
const SORT_KEY_CELL = Object.keys(pageColumns).length;
const TOTAL_CELL = SORT_KEY_CELL + 1;

/**
 * A page row from its cells. Drizzle's own row mapper asks every cell what kind of field it is and builds each
 * row key by key; on the listing index that was a tenth of the server's CPU (issue 9, measured with perf), and
 * reading the cells straight into one object shape costs a fraction. Only the timestamps need decoding, from
 * the driver's text straight to the ISO text the answer carries (isoTimestamp). tests/server/listingsPage.test.ts
 * holds it to Drizzle's mapping.
 */
function pageRow(cells: unknown[]): PageRow {
  const closedSince = cells[cellOf.closedSince];
  return {
    row: {
      id: cells[cellOf.id] as number,
      accountId: cells[cellOf.accountId] as number,
      listingType: cells[cellOf.listingType] as number,
      offMarket: cells[cellOf.offMarket] as boolean,
      status: cells[cellOf.status] as number,
      caseNumber: cells[cellOf.caseNumber] as string | null,
      shownCaseNumber: cells[cellOf.shownCaseNumber] as string | null,
      title: cells[cellOf.title] as string,
      addressText: cells[cellOf.addressText] as string,
      zipCode: cells[cellOf.zipCode] as string | null,
      city: cells[cellOf.city] as string | null,
      floorArea: cells[cellOf.floorArea] as number | null,
      price: cells[cellOf.price] as number | null,
      closedSince: closedSince === null ? null : isoTimestamp(closedSince as string),
      closingReasonId: cells[cellOf.closingReasonId] as number | null,
      closingReasonText: cells[cellOf.closingReasonText] as string | null,
      visits: cells[cellOf.visits] as number,
      leads: cells[cellOf.leads] as number,
      version: cells[cellOf.version] as number,
      createdAt: isoTimestamp(cells[cellOf.createdAt] as string),
      updatedAt: isoTimestamp(cells[cellOf.updatedAt] as string),
    },
    accountName: cells[cellOf.accountName] as string,
    coverImageUrl: cells[cellOf.coverImageUrl] as string | null,
    sortKey: cells[SORT_KEY_CELL] as string | null,
    // Only a page read from its month has this cell; every row keeps one shape either way.
    total: cells[TOTAL_CELL] as number | undefined,
  };
}

/**
 * The page's ids first (that walk reads only the index, however deep the page), from the list's start, its end
 * (`reversed`) or the start of its month, then those rows in the page's order, read by pageRow.
 */
function buildPageQuery(db: DbOrTx, where: SQL | undefined, page: Pick<ListingPage, 'sort' | 'order'>, reversed: boolean, month?: ItsMonth) {
  const pageIds = db
    .select({ id: listings.id })
    .from(listings)
    .where(month ? and(where, month.condition) : where)
    .orderBy(...orderOf(page, reversed))
    .limit(sql.placeholder('limit'))
    // PostgreSQL takes an expression for OFFSET; Drizzle's builder types only a number or a placeholder, and
    // writes whatever SQL it is given.
    .offset(month ? (month.skip as unknown as Placeholder) : sql.placeholder('offset'))
    .as('page_ids');
  const query = (month ? db.with(month.anchor) : db)
    .select({ ...pageColumns, sortKey: sql<string | null>`(${SORTS[page.sort].column})::text`, ...(month ? { total: month.total } : {}) })
    .from(pageIds)
    .innerJoin(listings, eq(listings.id, pageIds.id))
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .orderBy(...orderOf(page));
  // '': an unnamed statement; its rows come as arrays of cells.
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: PageRow[] }>(query.toSQL(), undefined, '', true, (rows) =>
    rows.map(pageRow),
  );
}

/** Counts up to `limit` + 1 matches (a LIMITed count, so it never reads more). */
function buildCountQuery(db: DbOrTx, where: SQL | undefined) {
  const limited = db.select({ one: sql`1` }).from(listings).where(where).limit(sql.placeholder('countLimit')).as('limited');
  return db.select({ n: sql<number>`count(*)::int` }).from(limited).prepare('');
}

const keyCountQueries = shapeCache<ReturnType<typeof buildKeyCountQuery>>(200);

function buildKeyCountQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select({ n: sql<number>`coalesce(sum(${listingCounts.n}), 0)::int` }).from(listingCounts).where(where).prepare('');
}

/** One account's key filters on a table of counts (listing_counts, listing_month_counts), its values bound. */
function keyWhere(
  table: KeyColumns & { accountId: AnyPgColumn },
  scope: Extract<ListingScope, { kind: 'account' }>,
  filter: ListingFilter,
  bind: (value: unknown) => Placeholder,
): SQL {
  // Never empty: the account's condition at least.
  return and(eq(table.accountId, bind(scope.accountId)), ...keyConditions(table, typesOf(scope, filter), filter, bind)) as SQL;
}

/** The exact total of one account's listings by status, type and off-market, from listing_counts. */
async function countByKeys(db: DbOrTx, scope: Extract<ListingScope, { kind: 'account' }>, filter: ListingFilter) {
  const bindings = new Bindings();
  const where = keyWhere(listingCounts, scope, filter, (value) => bindings.bind(value));
  const [row] = await keyCountQueries(db, shapeText(where), () => buildKeyCountQuery(db, where)).execute(bindings.values);
  return { total: Number(row?.n ?? 0), totalEstimated: false };
}

/**
 * How deep a page by number must be before it is read from a known place in its list instead of its start (the
 * start of its month, or the list's nearer end). Shallower, the walk it could save costs less than finding that
 * place: about 0.15 ms in the page's statement for its month, the count waited for before the page for the list's
 * end (issue 9, README).
 */
export const DEEP_PAGE_PAST = 500;

/** Where a page is read from: past `offset` rows from the list's start, or (`reversed`) back from its end. */
interface Walk {
  offset: number;
  limit: number;
  reversed: boolean;
}

const fromTheStart = (page: ListingPage): Walk => ({ offset: page.offset, limit: page.limit, reversed: false });

/**
 * A page by number in a list of `total` rows, read from the nearer of its ends: forwards past the rows before it,
 * or backwards past those after it (the last page, partial or not, skips none).
 */
function fromTheNearerEnd(page: ListingPage, total: number): Walk {
  const end = Math.min(page.offset + page.limit, total);
  if (end <= page.offset || page.offset <= total - end) return fromTheStart(page);
  return { offset: total - end, limit: end - page.offset, reversed: true };
}

/**
 * The start of the month (UTC) of last update that a page by number in one account's list falls in, found by the
 * page's own statement: `anchor` (a CTE) sums listing_month_counts month by month in the list's order and takes the
 * last month boundary at or before the page's offset; `condition` keeps the rows past it, which the sort's index
 * seeks to, and `skip` is what is left of the offset: at most that month's rows. Before the first boundary, the
 * list's start. `total` is every month's rows. Found in the statement rather than read first, the page waits for
 * no round trip, and needs no count beside it (issue 9). `keys` is the list's condition on listing_month_counts
 * (keyWhere), its values bound by the request; built once per shape, with the page's query.
 */
function itsMonth(db: DbOrTx, keys: SQL, order: ListingPage['order']) {
  const { month, n } = listingMonthCounts;
  const newestFirst = order === 'DESC';
  const places = db
    .select({
      // The rows of this month and of the months before it in the list.
      at: sql<number>`(sum(sum(${n})) over (order by ${month} ${sql.raw(newestFirst ? 'desc' : 'asc')}))::int`.as('at'),
      // Where the rows after them begin: newest first, the older rows, below this month's start; oldest first,
      // the newer ones, from the next month's start on (past the last month, none).
      boundary: (newestFirst ? sql<string>`${month}` : sql<string>`coalesce(lead(${month}) over (order by ${month}), 'infinity')`).as('boundary'),
    })
    .from(listingMonthCounts)
    .where(keys)
    .groupBy(month)
    .as('places');
  const offset = sql.placeholder('offset');
  // The last place at or before the offset: the most rows, and (as both grow in the list's order) the oldest
  // boundary newest first, the newest oldest first; none when the page is in the first month. And the list's
  // total, the rows of every month: listing_month_counts is kept by the same statements as listing_counts, so the
  // page needs no count beside it.
  const before = sql`filter (where ${places.at} <= ${offset})`;
  const anchor = db
    .$with('anchor')
    .as(
      db
        .select({
          at: sql<number>`max(${places.at}) ${before}`.as('at'),
          boundary: sql<string>`${sql.raw(newestFirst ? 'min' : 'max')}(${places.boundary}) ${before}`.as('boundary'),
          total: sql<number>`coalesce(max(${places.at}), 0)`.as('total'),
        })
        .from(places),
    );
  const read = (column: 'at' | 'boundary' | 'total') => sql`(select ${sql.identifier(column)} from ${anchor})`;
  return {
    anchor,
    condition: newestFirst
      ? sql`${listings.updatedAt} < coalesce(${read('boundary')}, 'infinity')`
      : sql`${listings.updatedAt} >= coalesce(${read('boundary')}, '-infinity')`,
    skip: sql`${offset} - coalesce(${read('at')}, 0)`,
    total: read('total'),
  };
}
type ItsMonth = ReturnType<typeof itsMonth>;

export async function listListings(
  db: DbOrTx,
  scope: ListingScope,
  filter: ListingFilter,
  page: ListingPage,
  { publicSiteUrl, exactCountLimit, extra }: ListingIndexOptions,
): Promise<ListingIndexPage> {
  const bindings = new Bindings();
  const where = extra ? and(whereOf(scope, filter, bindings), extra(bindings)) : whereOf(scope, filter, bindings);
  const shape = shapeText(where);
  const bind = (value: unknown) => bindings.bind(value);
  // The page's own condition, after the count's: the total counts every match, wherever the page starts.
  const pageWhere = page.after ? and(where, afterCondition(page, page.after, bind)) : where;
  /** The page, from its month when given the list's condition on listing_month_counts (`monthKeys`). */
  const readPage = (walk: Walk, monthKeys?: SQL) => {
    // The comparisons' text follows from the sort, the order and the direction, which the key names.
    const key = `${shape}${page.after ? ' after' : ''} order by ${page.sort} ${page.order}${walk.reversed ? ' reversed' : ''}${monthKeys ? ` from its month where ${shapeText(monthKeys)}` : ''}`;
    const build = () => buildPageQuery(db, pageWhere, page, walk.reversed, monthKeys && itsMonth(db, monthKeys, page.order));
    return pageQueries(db, key, build).execute({
      ...bindings.values,
      limit: walk.limit,
      offset: walk.offset,
    });
  };
  const indexPage = (rows: PageRow[], count: Pick<ListingIndexPage, 'total' | 'totalEstimated'>): ListingIndexPage => {
    const last = rows.at(-1);
    return {
      // Added to the object meta() built, not copied into a new one: a copy of a row this wide costs more than
      // building it (about 1.4 µs a row, perf and a micro-benchmark, issue 9).
      listings: rows.map(({ row, accountName, coverImageUrl }) => Object.assign(meta(row, accountName, publicSiteUrl), { coverImageUrl })),
      ...count,
      next: rows.length === page.limit && last && SORTS[page.sort].key !== null && last.sortKey !== null ? { key: last.sortKey, id: last.row.id } : null,
    };
  };

  // Deep by number in a list whose total listing_counts gives exactly (one account's, by its keys), a page is read
  // from a place known in it, so that no page walks far: sorted by last update, the start of its month; in the
  // other sorts the nearer end, which waits for the total.
  const keyed = countedByKeys(scope, filter, extra);
  if (keyed && !page.after && page.offset > DEEP_PAGE_PAST) {
    if (page.sort === 'updatedAt') {
      // One statement: the page from its month, with the list's total (a page past the end has no row to carry it).
      const rows = await readPage(fromTheStart(page), keyWhere(listingMonthCounts, scope, filter, bind));
      return indexPage(rows, rows[0]?.total === undefined ? await countByKeys(db, scope, filter) : { total: rows[0].total, totalEstimated: false });
    }
    const count = await countByKeys(db, scope, filter);
    return indexPage(await readPage(fromTheNearerEnd(page, count.total)), count);
  }
  // The page and the count side by side (on PostgreSQL, two connections): the index waits for one round trip less.
  const [rows, count] = await Promise.all([
    readPage(page.after ? { ...fromTheStart(page), offset: 0 } : fromTheStart(page)),
    keyed ? countByKeys(db, scope, filter) : countListings(db, where, shape, bindings.values, exactCountLimit),
  ]);
  return indexPage(rows, count);
}

/** Exact up to `limit`, the planner's estimate beyond it. */
async function countListings(
  db: DbOrTx,
  where: SQL | undefined,
  shape: string,
  values: Record<string, unknown>,
  limit: number,
): Promise<{ total: number; totalEstimated: boolean }> {
  const [row] = await countQueries(db, shape, () => buildCountQuery(db, where)).execute({ ...values, countLimit: limit + 1 });
  const exact = Number(row?.n ?? 0);
  if (exact <= limit) return { total: exact, totalEstimated: false };
  const query = db.select({ one: sql`1` }).from(listings).where(where).toSQL();
  const plan = await db.execute(sql.raw(`explain (format json) ${inline(query.sql, fillPlaceholders(query.params, values))}`));
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

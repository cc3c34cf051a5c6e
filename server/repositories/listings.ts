import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { readableTimestamp } from '../db/timestamps';
import type { DbOrTx } from '../db';
import { accounts, accountUsers, listingCounts, listingImages, listings } from '../db/schema';
import { LISTING_STATUSES, LISTING_TYPE_PERMISSION, LISTING_TYPES, type ListingTypeName } from '../../schemas/enums';
import { MAX_ID } from '../../schemas/fields';
import { formatAddress, listingPriceField, type ListingAddress, type AdvertisedAddress } from '../../schemas/listings';
import type { ListingFilter, ListingSortField } from '../../schemas/listings/record';
import type { ListingOrigin } from '../../schemas/listingOrigin';
import { omit } from '../omit';

export type ListingRow = typeof listings.$inferSelect;
export type ImageRow = typeof listingImages.$inferSelect;

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

/** The columns a write stores: the form's, and the quality score the service computed from them and the images. */
export type ScoredColumns = ListingColumns & { qualityScore: number | null };

/**
 * Splits validated form values into the columns and `fields`. addressText, zipCode, city, floorArea
 * and price are copies of form fields for the index's filters and sorting, derived on every write.
 */
export function toColumns(type: ListingTypeName, values: Record<string, unknown>): ListingColumns {
  const fields = Object.fromEntries(Object.entries(values).filter(([key, value]) => !NOT_IN_FIELDS.has(key) && value !== undefined));
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
    addressText: advertised ? `${formatAddress(address)} (${formatAddress({ ...advertised, door: null })})` : formatAddress(address),
    zipCode: address.zipCode,
    city: address.city,
    floorArea: number(values['floorArea']),
    price: number(values[listingPriceField(type)]),
    fields,
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

/**
 * The pictures on an account's active listings other than one, each with its listing's address and a sample of
 * its perceptual hash: the cells named (6 hex characters each), so that a large account's hashes are not all read.
 */
export async function activeListingPhotoSamples(
  db: DbOrTx,
  accountId: number,
  exceptListingId: number,
  cells: readonly number[],
): Promise<{ imageId: number; listingId: number; addressText: string; sample: string }[]> {
  const parts = cells.map((cell) => sql`substr(${listingImages.perceptualHash}, ${cell * 6 + 1}::int, 6)`);
  return db
    .select({
      imageId: listingImages.id,
      listingId: listingImages.listingId,
      addressText: listings.addressText,
      sample: sql<string>`concat(${sql.join(parts, sql`, `)})`,
    })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(
      and(
        eq(listings.accountId, accountId),
        eq(listings.status, LISTING_STATUSES.active),
        ne(listings.id, exceptListingId),
        isNotNull(listingImages.perceptualHash),
      ),
    );
}

/** The perceptual hashes of the pictures named. */
export async function perceptualHashesOf(db: DbOrTx, imageIds: readonly number[]): Promise<{ imageId: number; perceptualHash: string }[]> {
  if (imageIds.length === 0) return [];
  return db
    .select({ imageId: listingImages.id, perceptualHash: sql<string>`${listingImages.perceptualHash}` })
    .from(listingImages)
    .where(and(inArray(listingImages.id, [...imageIds]), isNotNull(listingImages.perceptualHash)));
}

export interface NewListing {
  accountId: number;
  listingType: number;
  offMarket: boolean;
  status: number;
  columns: ScoredColumns;
  images: NewImage[];
  /** The listing this one is a copy of. */
  copiedFromId?: number;
  /** Where it came from; the member area unless said otherwise. */
  origin?: ListingOrigin;
}

/** A checked image as a write stores it. */
export interface NewImage {
  url: string;
  width: number;
  height: number;
  contentHash: string | null;
  /** What the picture shows, as far as it has been checked (see server/services/imageContent.ts). */
  content?: ImageContent;
}

/** What a listing picture shows: a floor plan, text; null where it is not known yet. */
export interface ImageContent {
  perceptualHash: string | null;
  floorPlan: boolean | null;
  hasText: boolean | null;
  textRead: string | null;
  textCheck: 'done' | 'failed' | null;
}

/** Inserts the listing and its images; its id and when it was created. */
export async function insertListing(db: DbOrTx, input: NewListing): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(listings)
    .values({
      accountId: input.accountId,
      listingType: input.listingType,
      offMarket: input.offMarket,
      status: input.status,
      ...input.columns,
      copiedFromId: input.copiedFromId ?? null,
      origin: input.origin ?? 'member',
    })
    .returning({ id: listings.id, createdAt: listings.createdAt });
  if (!row) throw new Error('insert returned no listing');
  await replaceImages(db, row.id, input.images);
  return row;
}

/**
 * Writes the new values if the row is still at `version`, and the images unless `images` is null (they stay as
 * they are); the row as written with the images written, or null when someone else got there first.
 */
export async function updateListing(
  db: DbOrTx,
  id: number,
  version: number,
  columns: ScoredColumns,
  images: NewImage[] | null,
): Promise<{ row: ListingRow; images: ImageRow[] | null } | null> {
  const [row] = await db
    .update(listings)
    .set({ ...columns, version: sql`${listings.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(listings.id, id), eq(listings.version, version)))
    .returning();
  if (!row) return null;
  return { row, images: images && (await replaceImages(db, id, images)) };
}

/**
 * Serialises the upserts of one case number in one account until the transaction ends, so that two pushes
 * of a new case number at once make one listing, not two.
 */
export async function lockCaseNumber(tx: DbOrTx, accountId: number, caseNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CASE_NUMBER_LOCK_CLASS}, hashtext(${`${accountId}:${caseNumber}`}))`);
}
/** The first key of the advisory lock: it keeps case-number locks apart from any other advisory lock. */
const CASE_NUMBER_LOCK_CLASS = 7;

/** The account's listings (but deleted ones) with this case number. */
export async function listingIdsByCaseNumber(db: DbOrTx, accountId: number, caseNumber: string): Promise<number[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, accountId), eq(listings.caseNumber, caseNumber), ne(listings.status, LISTING_STATUSES.deleted)))
    .orderBy(asc(listings.id));
  return rows.map((row) => row.id);
}

/** The account's listings in these statuses, from these origins, that have a case number. */
export async function listingsWithCaseNumbers(
  db: DbOrTx,
  accountId: number,
  statuses: number[],
  origins: readonly ListingOrigin[],
): Promise<{ id: number; caseNumber: string; version: number }[]> {
  const rows = await db
    .select({ id: listings.id, caseNumber: listings.caseNumber, version: listings.version })
    .from(listings)
    .where(
      and(
        eq(listings.accountId, accountId),
        inArray(listings.status, statuses),
        inArray(listings.origin, [...origins]),
        sql`${listings.caseNumber} is not null`,
      ),
    )
    .orderBy(asc(listings.id));
  return rows.flatMap((row) => (row.caseNumber === null ? [] : [{ ...row, caseNumber: row.caseNumber }]));
}

/** The images in the order given; the first is the cover. Answers them as stored. */
async function replaceImages(db: DbOrTx, listingId: number, images: NewImage[]): Promise<ImageRow[]> {
  await db.delete(listingImages).where(eq(listingImages.listingId, listingId));
  if (images.length === 0) return [];
  return db
    .insert(listingImages)
    .values(
      images.map((image, position) => ({
        listingId,
        position,
        url: image.url,
        width: image.width,
        height: image.height,
        contentHash: image.contentHash,
        ...image.content,
      })),
    )
    .returning();
}

/**
 * Whose listings a caller may list: staff all accounts, others the accounts they hold a role in, or one
 * account, with the listing types its permissions allow (`permittedListingTypes`).
 */
export type ListingScope = { kind: 'all' } | { kind: 'member'; userId: number } | { kind: 'account'; accountId: number; listingTypes: number[] };

export interface ListingPage {
  limit: number;
  offset: number;
  sort: ListingSortField;
  order: 'ASC' | 'DESC';
  /** Where the page starts: right after this row of the previous page (keyset paging), instead of `offset`. */
  after?: ListingPosition | undefined;
}

/** A row's place in a sort: its sort key as PostgreSQL writes it as text (null: an empty column), and its id (the tiebreak). */
export interface ListingPosition {
  key: string | null;
  id: number;
}

/**
 * What each sort orders by, the type of its key as text, and whether the column may be empty (its empty rows
 * come last in either direction). A new sortable column is one entry here (besides its name in LISTING_SORT_FIELDS).
 */
const SORTS: Record<ListingSortField, { column: SQL; key: 'timestamp' | 'integer' | 'number' | 'text'; nullable?: true }> = {
  updatedAt: { column: sql`${listings.updatedAt}`, key: 'timestamp' },
  createdAt: { column: sql`${listings.createdAt}`, key: 'timestamp' },
  id: { column: sql`${listings.id}`, key: 'integer' },
  title: { column: sql`lower(${listings.title})`, key: 'text' },
  status: { column: sql`${listings.status}`, key: 'integer' },
  listingType: { column: sql`${listings.listingType}`, key: 'integer' },
  accountOwnerListingIdentifierID: { column: sql`${listings.caseNumber}`, key: 'text', nullable: true },
  addressText: { column: sql`lower(${listings.addressText})`, key: 'text' },
  visits: { column: sql`${listings.visits}`, key: 'integer' },
  leads: { column: sql`${listings.leads}`, key: 'integer' },
  price: { column: sql`${listings.price}`, key: 'number', nullable: true },
  qualityScore: { column: sql`${listings.qualityScore}`, key: 'integer', nullable: true },
  floorArea: { column: sql`${listings.floorArea}`, key: 'number', nullable: true },
};

/**
 * The page's order, ties broken by id. A column that is never empty sorts without NULLS LAST, so that the
 * indexes (PostgreSQL's plain DESC) serve it in both directions.
 */
function orderOf({ sort, order }: ListingPage): SQL[] {
  const direction = order === 'DESC' ? desc : asc;
  const { column, nullable } = SORTS[sort];
  return [nullable ? sql`${direction(column)} nulls last` : direction(column), direction(listings.id)];
}

/**
 * The rows after `after` in the page's order: one row comparison, which the sort's index seeks to. The empty
 * rows of a column that may be empty come after every other, ordered by id alone.
 */
function afterCondition({ sort, order }: ListingPage, after: ListingPosition): SQL {
  const { column, nullable } = SORTS[sort];
  const past = sql.raw(order === 'DESC' ? '<' : '>');
  if (after.key === null) return sql`${column} is null and ${listings.id} ${past} ${after.id}`;
  const later = sql`(${column}, ${listings.id}) ${past} (${after.key}, ${after.id})`;
  return nullable ? sql`(${later} or ${column} is null)` : later;
}

/** A value PostgreSQL reads as an integer column's (int4) without an error. */
const isInt4 = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= MAX_ID;

/**
 * Whether `key` and `id` make a position in `sort` that PostgreSQL compares without an error: an id, and a key
 * of the sort column's type (a timestamp's day and time must exist).
 */
export function validPosition(sort: ListingSortField, key: string | null, id: unknown): id is number {
  if (!isInt4(id) || id <= 0) return false;
  if (key === null) return SORTS[sort].nullable === true;
  switch (SORTS[sort].key) {
    case 'number':
      return key.length <= 40 && Number.isFinite(Number(key)) && /^-?[\d.e+-]+$/i.test(key);
    case 'text':
      return key.length <= 1000 && !key.includes('\0');
    case 'integer':
      return /^-?\d{1,10}$/.test(key) && isInt4(Number(key));
    case 'timestamp':
      return readableTimestamp(key);
  }
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A listing is listed only where its account has the permission of its listing type. */
export function permittedListingTypes(permissions: Record<string, boolean>): number[] {
  return (Object.keys(LISTING_TYPES) as ListingTypeName[])
    .filter((name) => permissions[LISTING_TYPE_PERMISSION[name]] === true)
    .map((name) => LISTING_TYPES[name]);
}

/**
 * The same rule for many accounts at once, read from each listing's account row. A subquery, so that the
 * conditions of the index name only `listings` and the count need not join.
 */
const typePermitted = sql`exists (select 1 from ${accounts} where ${accounts.id} = ${listings.accountId} and case ${listings.listingType} ${sql.join(
  (Object.keys(LISTING_TYPES) as ListingTypeName[]).map(
    (name) => sql`when ${LISTING_TYPES[name]} then coalesce((${accounts.permissions} ->> ${LISTING_TYPE_PERMISSION[name]}) = 'true', false)`,
  ),
  sql` `,
)} else false end)`;

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
function keyConditions(table: KeyColumns, types: number[], filter: ListingFilter): SQL[] {
  // Deleted listings are gone from the index unless asked for by status.
  const conditions = [filter.status?.length ? inArray(table.status, filter.status) : ne(table.status, LISTING_STATUSES.deleted)];
  // Every type is no condition; none (an account without listing permissions) is `false`.
  if (ALL_LISTING_TYPES.some((type) => !types.includes(type))) conditions.push(inArray(table.listingType, types));
  if (filter.offMarket) conditions.push(eq(table.offMarket, filter.offMarket === 'true'));
  return conditions;
}

/** The types asked for; for one account only those its permissions allow. */
function typesOf(scope: ListingScope, filter: ListingFilter): number[] {
  const types = filter.listingType?.length ? filter.listingType : ALL_LISTING_TYPES;
  // One account's permitted types are known up front: joined with the type filter into one plain
  // condition on listings, it matches the indexes and the planner estimates it right (the total).
  return scope.kind === 'account' ? types.filter((type) => scope.listingTypes.includes(type)) : types;
}

/** The index's conditions: the listings of `scope` that match `filter`, and `extra` (a feature's own filter). */
export function whereOf(scope: ListingScope, filter: ListingFilter, extra?: SQL): SQL {
  const conditions: (SQL | undefined)[] = [extra];
  if (scope.kind === 'account') conditions.push(eq(listings.accountId, scope.accountId));
  else conditions.push(typePermitted);
  if (scope.kind === 'member') {
    conditions.push(
      sql`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${listings.accountId} and ${accountUsers.userId} = ${scope.userId})`,
    );
  }
  if (filter.caseNumber) conditions.push(eq(listings.caseNumber, filter.caseNumber));
  if (filter.caseNumberContains) {
    const pattern = like(filter.caseNumberContains);
    conditions.push(or(sql`${listings.caseNumber} ilike ${pattern}`, sql`${listings.shownCaseNumber} ilike ${pattern}`));
  }
  if (filter.address) {
    // Every word somewhere in the address: 'strandgade 1401' finds 'Strandgade 12, 1401 København K'.
    for (const word of filter.address.split(/[\s,]+/).filter(Boolean)) {
      conditions.push(sql`${listings.addressText} ilike ${like(word)}`);
    }
  }
  if (filter.updatedSince) conditions.push(gte(listings.updatedAt, new Date(filter.updatedSince)));
  if (filter.qualityBelow !== undefined) conditions.push(lt(listings.qualityScore, filter.qualityBelow));
  conditions.push(...keyConditions(listings, typesOf(scope, filter), filter));
  return and(...conditions) ?? sql`true`;
}

/** The filters listing_counts can answer (the account comes with the scope); any other falls back to counting rows. */
const COUNTED_FILTERS = new Set<string>(['accountId', 'status', 'listingType', 'offMarket'] satisfies (keyof ListingFilter)[]);

/** One account's listings matching only key filters: its total is a sum of a few listing_counts rows, exact at any size. */
function countedByKeys(scope: ListingScope, filter: ListingFilter, extra: SQL | undefined): scope is Extract<ListingScope, { kind: 'account' }> {
  return (
    scope.kind === 'account' && extra === undefined && Object.entries<unknown>(filter).every(([key, value]) => value === undefined || COUNTED_FILTERS.has(key))
  );
}

export interface ListingIndexOptions {
  /** Count exactly up to this many matches, estimate beyond (docs/architecture.md, the listing index). */
  exactCountLimit: number;
  /** One more condition on `listings`, from a feature that filters the index (promoted). */
  extra?: SQL | undefined;
}

const indexColumns = omit(getTableColumns(listings), 'fields');

/** The index's page: a listing's columns but its form fields, its account's name, its cover image (the first) and its sort key. */
function pageQuery(db: DbOrTx, where: SQL, page: ListingPage) {
  return db
    .select({
      ...indexColumns,
      accountName: accounts.name,
      coverImageUrl: sql<
        string | null
      >`(select ${listingImages.url} from ${listingImages} where ${listingImages.listingId} = ${listings.id} and ${listingImages.position} = 0)`,
      sortKey: sql<string | null>`(${SORTS[page.sort].column})::text`,
    })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(page.after ? and(where, afterCondition(page, page.after)) : where)
    .orderBy(...orderOf(page))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
}

export type ListingIndexRow = Awaited<ReturnType<typeof pageQuery>>[number];

export interface ListingIndexRows {
  rows: ListingIndexRow[];
  total: number;
  /** More matched than `exactCountLimit`: the total is the planner's estimate. */
  totalEstimated: boolean;
  /** Where the next page starts, for a full page; otherwise null (this is the last page). */
  next: ListingPosition | null;
}

/** One page of the index and the total of its list, read side by side (on PostgreSQL, on two connections). */
export async function readListingIndex(
  db: DbOrTx,
  scope: ListingScope,
  filter: ListingFilter,
  page: ListingPage,
  { exactCountLimit, extra }: ListingIndexOptions,
): Promise<ListingIndexRows> {
  const where = whereOf(scope, filter, extra);
  const [rows, count] = await Promise.all([
    pageQuery(db, where, page),
    countedByKeys(scope, filter, extra) ? countByKeys(db, scope, filter) : countRows(db, where, exactCountLimit),
  ]);
  const last = rows.at(-1);
  const next = rows.length === page.limit && last !== undefined ? { key: last.sortKey, id: last.id } : null;
  return { rows, ...count, next };
}

/** The exact total of one account's listings by status, type and off-market, from listing_counts. */
async function countByKeys(db: DbOrTx, scope: Extract<ListingScope, { kind: 'account' }>, filter: ListingFilter) {
  const [row] = await db
    .select({ n: sql`coalesce(sum(${listingCounts.n}), 0)`.mapWith(Number) })
    .from(listingCounts)
    .where(and(eq(listingCounts.accountId, scope.accountId), ...keyConditions(listingCounts, typesOf(scope, filter), filter)));
  return { total: row?.n ?? 0, totalEstimated: false };
}

/** Exact up to `limit` (a LIMITed count, so it never reads more), the planner's estimate beyond it. */
async function countRows(db: DbOrTx, where: SQL, limit: number): Promise<{ total: number; totalEstimated: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(limit + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const exact = row?.n ?? 0;
  if (exact <= limit) return { total: exact, totalEstimated: false };
  const plan = await db.execute(sql`explain (format json) select 1 from ${listings} where ${where}`);
  const estimate = Number(planRows(plan));
  return { total: Math.max(limit + 1, Number.isFinite(estimate) ? Math.round(estimate) : 0), totalEstimated: true };
}

/** The rows the plan's top node expects, from EXPLAIN's JSON as either driver answers it. */
function planRows(result: unknown): unknown {
  const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
  const first = rows[0] as Record<string, unknown> | undefined;
  const plan = first?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  return (parsed as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
}

/** Listings not yet scored (made before the score existed, or by the seed), a batch at a time, with their images. */
export async function unscoredListings(db: DbOrTx, limit: number): Promise<LoadedListing[]> {
  const rows = await db
    .select({ row: listings, accountName: accounts.name })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(isNull(listings.qualityScore))
    .orderBy(asc(listings.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(listingImages)
    .where(
      inArray(
        listingImages.listingId,
        rows.map((r) => r.row.id),
      ),
    )
    .orderBy(asc(listingImages.listingId), asc(listingImages.position));
  const byListing = new Map<number, ImageRow[]>();
  for (const image of images) byListing.set(image.listingId, [...(byListing.get(image.listingId) ?? []), image]);
  return rows.map(({ row, accountName }) => ({ row, accountName, images: byListing.get(row.id) ?? [] }));
}

/** Stores quality scores, one statement for the batch; the listing's version and update time stay as they are. */
export async function setQualityScores(db: DbOrTx, scores: { id: number; score: number }[]): Promise<void> {
  if (scores.length === 0) return;
  const ids = `{${scores.map((s) => s.id).join(',')}}`;
  const values = `{${scores.map((s) => s.score).join(',')}}`;
  await db.execute(
    sql`update ${listings} set quality_score = s.score from unnest(${ids}::int[], ${values}::smallint[]) as s(id, score) where ${listings.id} = s.id`,
  );
}

/**
 * Moves the listing to `status` (with the closing columns the change sets) if it is still at `version`; its new
 * version, or undefined when someone else got there first.
 */
export async function setListingStatus(
  db: DbOrTx,
  id: number,
  version: number,
  change: { status: number; closedSince?: Date | null; closingReasonId?: number | null; closingReasonText?: string | null },
  at: Date,
): Promise<number | undefined> {
  const [written] = await db
    .update(listings)
    .set({ ...change, version: sql`${listings.version} + 1`, updatedAt: at })
    .where(and(eq(listings.id, id), eq(listings.version, version)))
    .returning({ version: listings.version });
  return written?.version;
}

/** One chunk of the listings matching the index's filters (and `ids`, when given), by id after `afterId`, with their account's name. */
export async function listingsForExport(db: DbOrTx, scope: ListingScope, filter: ListingFilter, ids: number[] | undefined, afterId: number, limit: number) {
  const where = whereOf(scope, filter, ids ? inArray(listings.id, ids) : undefined);
  return db
    .select({ row: listings, accountName: accounts.name })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(and(where, sql`${listings.id} > ${afterId}`))
    .orderBy(asc(listings.id))
    .limit(limit);
}

/** Pictures whose text has not been read yet, one row per picture (by content hash), oldest first. */
export async function picturesAwaitingText(db: DbOrTx, limit: number): Promise<{ url: string; contentHash: string | null }[]> {
  const rows = await db
    .selectDistinctOn([listingImages.url], { url: listingImages.url, contentHash: listingImages.contentHash })
    .from(listingImages)
    .where(isNull(listingImages.textCheck))
    .orderBy(listingImages.url)
    .limit(limit);
  return rows;
}

/** Stores a picture's reading on every listing that shows it (by URL), and answers the listings touched. */
export async function setTextReading(
  db: DbOrTx,
  url: string,
  reading: { hasText: boolean | null; textRead: string | null; textCheck: 'done' | 'failed' },
): Promise<number[]> {
  const rows = await db.update(listingImages).set(reading).where(eq(listingImages.url, url)).returning({ listingId: listingImages.listingId });
  return [...new Set(rows.map((row) => row.listingId))];
}

/** Sets whether staff overrule the cover check of a listing; the new version, or undefined when it was not found. */
export async function setCoverCheckOverruled(db: DbOrTx, id: number, overruled: boolean): Promise<number | undefined> {
  const [written] = await db
    .update(listings)
    .set({ coverCheckOverruled: overruled, version: sql`${listings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(listings.id, id))
    .returning({ version: listings.version });
  return written?.version;
}

/** The text readings done for pictures with these content hashes, by hash (any listing's). */
export async function textReadingsOf(
  db: DbOrTx,
  contentHashes: string[],
): Promise<Map<string, { hasText: boolean | null; textRead: string | null; textCheck: 'done' }>> {
  const rows = await db
    .selectDistinctOn([listingImages.contentHash], { contentHash: listingImages.contentHash, hasText: listingImages.hasText, textRead: listingImages.textRead })
    .from(listingImages)
    .where(and(inArray(listingImages.contentHash, contentHashes), eq(listingImages.textCheck, 'done')));
  return new Map(
    rows.flatMap((row) => (row.contentHash ? [[row.contentHash, { hasText: row.hasText, textRead: row.textRead, textCheck: 'done' as const }]] : [])),
  );
}

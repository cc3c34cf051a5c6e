import { and, asc, desc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { listings, promotionOrders, promotionProducts, promotions, users } from '../db/schema';
import type { PromotionOrderKind, PromotionProduct } from '../../schemas/promotion';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionOrderRow = typeof promotionOrders.$inferSelect;
type ProductRow = typeof promotionProducts.$inferSelect;

export function toProduct(row: ProductRow): PromotionProduct {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    periodDays: row.periodDays,
    maxPeriods: row.maxPeriods,
    priceOre: row.priceOre,
    renewalDiscountPercent: row.renewalDiscountPercent,
    active: row.active,
  };
}

/** The products, in their order; only those on sale unless asked. */
export async function listProducts(db: DbOrTx, { activeOnly }: { activeOnly: boolean }): Promise<PromotionProduct[]> {
  const rows = await db
    .select()
    .from(promotionProducts)
    .where(activeOnly ? eq(promotionProducts.active, true) : undefined)
    .orderBy(asc(promotionProducts.position), asc(promotionProducts.id));
  return rows.map(toProduct);
}

export async function findProduct(db: DbOrTx, id: number): Promise<PromotionProduct | null> {
  const [row] = await db.select().from(promotionProducts).where(eq(promotionProducts.id, id));
  return row ? toProduct(row) : null;
}

export interface LoadedPromotion {
  row: PromotionRow;
  product: PromotionProduct;
  orders: PromotionOrderRow[];
}

/** Every promotion of the listing with its product and records, the latest (its current one) first. */
export async function promotionsOfListing(db: DbOrTx, listingId: number): Promise<LoadedPromotion[]> {
  const rows = await db
    .select({ row: promotions, product: promotionProducts })
    .from(promotions)
    .innerJoin(promotionProducts, eq(promotionProducts.id, promotions.productId))
    .where(eq(promotions.listingId, listingId))
    .orderBy(desc(promotions.id));
  if (rows.length === 0) return [];
  const orders = await db
    .select()
    .from(promotionOrders)
    .where(
      inArray(
        promotionOrders.promotionId,
        rows.map((r) => r.row.id),
      ),
    )
    .orderBy(asc(promotionOrders.id));
  return rows.map(({ row, product }) => ({
    row,
    product: toProduct(product),
    orders: orders.filter((o) => o.promotionId === row.id),
  }));
}

/**
 * Serialises every promotion write of one listing until the transaction ends, so that two orders
 * placed at once cannot both find the listing without a promotion.
 */
export async function lockListingPromotions(tx: DbOrTx, listingId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROMOTION_LOCK_CLASS}, ${listingId})`);
}
/** The first key of the advisory lock: it keeps promotion locks apart from any other advisory lock. */
const PROMOTION_LOCK_CLASS = 6;

export type NewPromotion = Pick<typeof promotions.$inferInsert, 'listingId' | 'accountId' | 'productId' | 'startDate' | 'endDate' | 'imageUrl' | 'createdBy'>;

export async function insertPromotion(tx: DbOrTx, values: NewPromotion): Promise<number> {
  const [row] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
  if (!row) throw new Error('insert returned no promotion');
  return row.id;
}

export type PromotionChange = Partial<Pick<typeof promotions.$inferInsert, 'endDate' | 'imageUrl' | 'cancelledAt' | 'cancelledBy'>>;

/** Writes the change if the promotion is still at `version`; false when someone else got there first. */
export async function changePromotion(tx: DbOrTx, id: number, version: number, change: PromotionChange): Promise<boolean> {
  const updated = await tx
    .update(promotions)
    .set({ ...change, version: sql`${promotions.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(promotions.id, id), eq(promotions.version, version)))
    .returning({ id: promotions.id });
  return updated.length > 0;
}

export interface NewPromotionOrder {
  promotionId: number;
  listingId: number;
  accountId: number;
  productId: number;
  kind: PromotionOrderKind;
  periods: number | null;
  days: number;
  startDate: string;
  endDate: string;
  listPriceOre: number;
  discountPercent: number;
  priceOre: number;
  vatOre: number;
  billingId: string | null;
  /** Null when the product itself made it (a listing closed for want of a freshness answer). */
  createdBy: number | null;
}

export async function insertPromotionOrder(tx: DbOrTx, values: NewPromotionOrder): Promise<void> {
  await tx.insert(promotionOrders).values(values);
}

/** Promoted on `today`: not cancelled, started, not ended. `today` is Copenhagen's date (or its placeholder). */
function liveOn(today: string | Placeholder): SQL {
  return sql`${promotions.cancelledAt} is null and ${promotions.startDate} <= ${today}::date and ${promotions.endDate} >= ${today}::date`;
}

/**
 * A condition on `listings` for the listing index's promoted filter: the listing has a promotion
 * running on `today` (true), or has none (false).
 */
export function promotedListingCondition(today: string | Placeholder, promoted: boolean): SQL {
  const exists = sql`exists (select 1 from ${promotions} where ${promotions.listingId} = ${listings.id} and ${liveOn(today)})`;
  return promoted ? exists : sql`not ${exists}`;
}

export interface PromotionMarkRow {
  listingId: number;
  productName: string;
  startDate: string;
  endDate: string;
}

/**
 * The current promotion of each listing that has one that has not ended nor been cancelled
 * (scheduled, running or ending soon on `today`), for the listing index.
 */
// Prepared by name: each PostgreSQL connection parses it once, and the listing index asks it on every page.
const currentPromotions = (db: DbOrTx) =>
  db
    .select({
      listingId: promotions.listingId,
      productName: promotionProducts.name,
      startDate: promotions.startDate,
      endDate: promotions.endDate,
    })
    .from(promotions)
    .innerJoin(promotionProducts, eq(promotionProducts.id, promotions.productId))
    .where(
      and(
        sql`${promotions.listingId} = any(${sql.placeholder('listingIds')}::int[])`,
        isNull(promotions.cancelledAt),
        sql`${promotions.endDate} >= ${sql.placeholder('today')}::date`,
      ),
    )
    .orderBy(asc(promotions.id))
    .prepare('current_promotions');

export async function currentPromotionsOf(db: DbOrTx, listingIds: number[], today: string): Promise<Map<number, PromotionMarkRow>> {
  const out = new Map<number, PromotionMarkRow>();
  if (listingIds.length === 0) return out;
  const rows = await currentPromotions(db).execute({ listingIds, today });
  // One current promotion per listing (the rules allow no more); the latest wins if data says otherwise.
  for (const row of rows) out.set(row.listingId, row);
  return out;
}

/** A record of an account's order overview, with its listing, product and who placed it. */
export interface AccountOrderRow {
  order: PromotionOrderRow;
  listingTitle: string | null;
  productName: string;
  orderedByName: string | null;
  orderedByEmail: string | null;
}

function accountOrders(db: DbOrTx) {
  return db
    .select({
      order: promotionOrders,
      listingTitle: listings.title,
      productName: promotionProducts.name,
      orderedByName: users.name,
      orderedByEmail: users.email,
    })
    .from(promotionOrders)
    .innerJoin(promotionProducts, eq(promotionProducts.id, promotionOrders.productId))
    .leftJoin(listings, eq(listings.id, promotionOrders.listingId))
    .leftJoin(users, eq(users.id, promotionOrders.createdBy));
}

/*
 * Newest first is by when a record was made, not by its id: records are not always written in the order
 * they were made (the demo's are backdated), and the overview shows when. The id breaks a tie.
 */
const NEWEST_FIRST = [desc(promotionOrders.createdAt), desc(promotionOrders.id)] as const;

/** A page of the account's order records, newest first. */
export async function accountOrderPage(db: DbOrTx, accountId: number, page: { limit: number; offset: number }): Promise<AccountOrderRow[]> {
  return accountOrders(db)
    .where(eq(promotionOrders.accountId, accountId))
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many records the account has, and what they charged in all. */
export async function accountOrderSums(db: DbOrTx, accountId: number): Promise<{ count: number; priceOre: number; vatOre: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      // bigint (years of orders pass int's 21 million kroner); pg answers it as text, PGlite as a number.
      priceOre: sql<number | string>`coalesce(sum(${promotionOrders.priceOre}), 0)::bigint`,
      vatOre: sql<number | string>`coalesce(sum(${promotionOrders.vatOre}), 0)::bigint`,
    })
    .from(promotionOrders)
    .where(eq(promotionOrders.accountId, accountId));
  return { count: row?.count ?? 0, priceOre: Number(row?.priceOre ?? 0), vatOre: Number(row?.vatOre ?? 0) };
}

import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../index';
import { promotionOrders, promotionProducts, promotions } from '../schema';
import { LISTING_STATUSES } from '../../../schemas/enums';
import { orderQuote, type PriceQuote, type PromotionProduct } from '../../../schemas/promotion';
import { addDays, copenhagenDay, daysBetween } from '../../../schemas/dates';
import { ACCOUNT_IDS, SEED_ACCOUNTS, SEED_NOW, SEED_USERS } from './personas';
import type { SeedListingImageRow, SeedListingRow } from './listings';

type SeedProduct = Omit<PromotionProduct, 'id'> & { id: number; position: number };

/** The promotion products on sale (and one taken off sale), prices in øre excluding VAT. */
export const SEED_PROMOTION_PRODUCTS: SeedProduct[] = [
  {
    id: 1,
    key: 'fremhaevet-14',
    name: 'Fremhævet 14 dage',
    description: 'Annoncen vises øverst i søgeresultaterne med farvet ramme og stort billede i 14 dage.',
    periodDays: 14,
    maxPeriods: 6,
    priceOre: 99_500,
    renewalDiscountPercent: 15,
    active: true,
    position: 1,
  },
  {
    id: 2,
    key: 'fremhaevet-30',
    name: 'Fremhævet 30 dage',
    description: 'Annoncen vises øverst i søgeresultaterne med farvet ramme og stort billede i 30 dage.',
    periodDays: 30,
    maxPeriods: 6,
    priceOre: 179_500,
    renewalDiscountPercent: 20,
    active: true,
    position: 2,
  },
  {
    id: 3,
    key: 'topplacering-30',
    name: 'Topplacering 30 dage',
    description: 'Annoncen ligger som den første i søgeresultaterne i sit område og vises på forsiden i 30 dage.',
    periodDays: 30,
    maxPeriods: 3,
    priceOre: 349_500,
    renewalDiscountPercent: 10,
    active: true,
    position: 3,
  },
  {
    id: 4,
    key: 'fremhaevet-7',
    name: 'Fremhævet 7 dage',
    description: 'Udgået: annoncen vises øverst i søgeresultaterne i 7 dage.',
    periodDays: 7,
    maxPeriods: 4,
    priceOre: 59_500,
    renewalDiscountPercent: 10,
    active: false,
    position: 4,
  },
];

/**
 * The products are reference data, loaded on their own (like the postal areas) so that a database
 * seeded before promotions existed gets them too.
 */
export async function seedPromotionProducts(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(promotionProducts);
  if ((row?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(promotionProducts)
      .values(SEED_PROMOTION_PRODUCTS.map((product) => ({ ...product, createdAt: SEED_NOW })))
      .onConflictDoNothing();
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('promotion_products', 'id'), coalesce((select max(id) from ${promotionProducts}), 0) + 1, false)`,
    );
  });
}

const productOf = (id: number): SeedProduct => {
  const product = SEED_PROMOTION_PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`seed: no promotion product ${id}`);
  return product;
};

const userIdOf = (email: string): number => {
  const user = SEED_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`seed: no user ${email}`);
  return user.id;
};

interface DemoPromotion {
  accountId: number;
  by: string;
  productId: number;
  periods: number;
  /** Days from the seed day to the start (negative: started earlier). */
  startIn: number;
  /** Days from the seed day to the cancellation (negative: earlier). */
  cancelledIn?: number;
}

/**
 * One promotion in every state, on the accounts' first active listings, with dates counted from the
 * day the seed runs: a fresh demo always shows a running, an ending-soon, a scheduled, an ended and a
 * cancelled promotion. (The rest of the demo data is dated from SEED_NOW; promotions would all have
 * ended by now if they were.)
 */
const DEMO_PROMOTIONS: DemoPromotion[] = [
  { accountId: ACCOUNT_IDS.nordhavn, by: 'maegler.admin@demo.test', productId: 3, periods: 1, startIn: -10 },
  { accountId: ACCOUNT_IDS.nordhavn, by: 'maegler.bruger@demo.test', productId: 1, periods: 1, startIn: -9 },
  { accountId: ACCOUNT_IDS.nordhavn, by: 'maegler.admin@demo.test', productId: 2, periods: 1, startIn: 5 },
  { accountId: ACCOUNT_IDS.nordhavn, by: 'maegler.admin@demo.test', productId: 1, periods: 1, startIn: -33 },
  { accountId: ACCOUNT_IDS.nordhavn, by: 'maegler.admin@demo.test', productId: 2, periods: 1, startIn: -12, cancelledIn: -3 },
  { accountId: ACCOUNT_IDS.premium, by: 'premium@demo.test', productId: 2, periods: 2, startIn: -20 },
];

/** The demo promotions with their order (and cancellation) records; runs inside the seed's transaction. */
export async function seedDemoPromotions(
  tx: DbOrTx,
  listingRows: SeedListingRow[],
  imageRows: SeedListingImageRow[],
  today: string = copenhagenDay(),
): Promise<void> {
  const used = new Set<number>();
  for (const demo of DEMO_PROMOTIONS) {
    const listing = listingRows
      .filter((r) => r.accountId === demo.accountId && r.status === LISTING_STATUSES.active && !r.offMarket && !used.has(r.id))
      .sort((a, b) => a.id - b.id)[0];
    if (!listing) throw new Error(`seed: no active listing for a promotion in account ${demo.accountId}`);
    used.add(listing.id);
    const account = SEED_ACCOUNTS.find((a) => a.id === demo.accountId);
    const product = productOf(demo.productId);
    const quote = orderQuote(product, demo.periods);
    const startDate = addDays(today, demo.startIn);
    const endDate = addDays(startDate, quote.days - 1);
    const createdBy = userIdOf(demo.by);
    // Ordered two days before the start, or two days ago for one that starts later.
    const createdAt = new Date(Date.parse(`${addDays(startDate < today ? startDate : today, -2)}T09:30:00Z`));
    const cancelledDay = demo.cancelledIn === undefined ? undefined : addDays(today, demo.cancelledIn);
    const cancelledAt = cancelledDay ? new Date(Date.parse(`${cancelledDay}T13:15:00Z`)) : null;
    const cover = imageRows.filter((i) => i.listingId === listing.id).sort((a, b) => a.position - b.position)[0];

    const [row] = await tx
      .insert(promotions)
      .values({
        listingId: listing.id,
        accountId: demo.accountId,
        productId: product.id,
        startDate,
        endDate,
        imageUrl: cover?.url ?? null,
        createdBy,
        cancelledAt,
        cancelledBy: cancelledAt ? createdBy : null,
        createdAt,
        updatedAt: cancelledAt ?? createdAt,
        version: cancelledAt ? 2 : 1,
      })
      .returning({ id: promotions.id });
    if (!row) throw new Error('seed: promotion insert returned nothing');
    const common = {
      promotionId: row.id,
      listingId: listing.id,
      accountId: demo.accountId,
      productId: product.id,
      billingId: account?.billingId ?? null,
      createdBy,
    };
    await tx
      .insert(promotionOrders)
      .values({ ...common, kind: 'order', periods: demo.periods, days: quote.days, startDate, endDate, ...priceOf(quote), createdAt });
    if (cancelledDay && cancelledAt) {
      const forfeitedFrom = cancelledDay > startDate ? cancelledDay : startDate;
      await tx.insert(promotionOrders).values({
        ...common,
        kind: 'cancellation',
        periods: null,
        days: Math.max(0, daysBetween(forfeitedFrom, endDate) + 1),
        startDate: forfeitedFrom,
        endDate,
        listPriceOre: 0,
        discountPercent: 0,
        priceOre: 0,
        vatOre: 0,
        createdAt: cancelledAt,
      });
    }
  }
}

const priceOf = (quote: PriceQuote) => ({
  listPriceOre: quote.listPriceOre,
  discountPercent: quote.discountPercent,
  priceOre: quote.priceOre,
  vatOre: quote.vatOre,
});

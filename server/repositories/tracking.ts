import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { listings, marketMonthlyStats, trackingEvents } from '../db/schema';

/**
 * What an event needs of the listing it names; `lock` holds the row (no key update) until the transaction
 * ends, so that counted events of one listing are counted one at a time.
 */
export async function findListingOfEvent(db: DbOrTx, listingId: number, lock: boolean) {
  const select = db
    .select({ id: listings.id, accountId: listings.accountId, listingType: listings.listingType, zipCode: listings.zipCode })
    .from(listings)
    .where(eq(listings.id, listingId));
  const [found] = await (lock ? select.for('no key update') : select);
  return found;
}

export type NewTrackingEvent = Omit<typeof trackingEvents.$inferInsert, 'id'>;

export async function insertTrackingEvent(db: DbOrTx, event: NewTrackingEvent): Promise<void> {
  await db.insert(trackingEvents).values(event);
}

/** Adds one to the listing's running total of visits or leads. */
export async function countListingTotal(db: DbOrTx, listingId: number, counter: 'visits' | 'leads'): Promise<void> {
  await db
    .update(listings)
    .set({ [counter]: sql`${listings[counter]} + 1` })
    .where(eq(listings.id, listingId));
}

/** Adds one to the market's visits or leads of a month (its first day), listing type and zip code ('' for none). */
export async function countMarketDemand(db: DbOrTx, cell: { month: string; listingType: number; zipCode: string }, counter: 'visits' | 'leads'): Promise<void> {
  await db
    .insert(marketMonthlyStats)
    .values({ ...cell, [counter]: 1 })
    .onConflictDoUpdate({
      target: [marketMonthlyStats.month, marketMonthlyStats.listingType, marketMonthlyStats.zipCode],
      set: { [counter]: sql`${marketMonthlyStats[counter]} + 1` },
    });
}

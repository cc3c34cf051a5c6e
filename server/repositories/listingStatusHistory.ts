import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { listingStatusHistory } from '../db/schema';

/** Ends the listing's open status interval at `at` (never before it began: a clock may go backwards). */
export async function endOpenStatusInterval(db: DbOrTx, listingId: number, at: Date): Promise<void> {
  await db
    .update(listingStatusHistory)
    .set({ endedAt: sql`greatest(${listingStatusHistory.changedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(listingStatusHistory.listingId, listingId), isNull(listingStatusHistory.endedAt)));
}

export async function insertStatusInterval(db: DbOrTx, listingId: number, from: number | null, to: number, at: Date): Promise<void> {
  await db.insert(listingStatusHistory).values({ listingId, fromStatus: from, status: to, changedAt: at });
}

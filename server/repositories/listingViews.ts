import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { listingViews, users } from '../db/schema';

export type ListingViewRow = typeof listingViews.$inferSelect;
export type NewListingView = Omit<typeof listingViews.$inferInsert, 'id' | 'createdAt'>;

/** A user's views, by name. */
export function viewsOfUser(db: DbOrTx, userId: number): Promise<ListingViewRow[]> {
  return db
    .select()
    .from(listingViews)
    .where(eq(listingViews.userId, userId))
    .orderBy(asc(sql`lower(${listingViews.name})`), asc(listingViews.id));
}

/** Holds the user's row until the transaction ends, so that two saves at once count each other's view. */
export async function lockViewsOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countViewsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingViews)
    .where(eq(listingViews.userId, userId));
  return row?.n ?? 0;
}

/** The new view, or null when the user already has one by that name (in any case). */
export async function insertView(db: DbOrTx, view: NewListingView): Promise<ListingViewRow | null> {
  const [row] = await db.insert(listingViews).values(view).onConflictDoNothing().returning();
  return row ?? null;
}

/** The user's view that was removed, or null when the user has none with this id. */
export async function deleteView(db: DbOrTx, userId: number, id: number): Promise<ListingViewRow | null> {
  const [row] = await db
    .delete(listingViews)
    .where(and(eq(listingViews.id, id), eq(listingViews.userId, userId)))
    .returning();
  return row ?? null;
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { favorites, listings } from '../db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import type { Favorite } from '../../schemas/favorites';
import { onPublicSite } from '../../schemas/listingStatus';

const columns = {
  listingId: listings.id,
  listingType: listings.listingType,
  status: listings.status,
  offMarket: listings.offMarket,
  title: listings.title,
  addressText: listings.addressText,
  zipCode: listings.zipCode,
  city: listings.city,
  floorArea: listings.floorArea,
  price: listings.price,
  createdAt: favorites.createdAt,
};
interface FavoriteRow {
  listingId: number;
  listingType: number;
  status: number;
  offMarket: boolean;
  title: string;
  addressText: string;
  zipCode: string | null;
  city: string | null;
  floorArea: number | null;
  price: number | null;
  createdAt: Date;
}

/** A favourite as stored; its address on the public site is the caller's to add. */
export type StoredFavorite = Omit<Favorite, 'publicUrl'>;

function toFavorite(row: FavoriteRow): StoredFavorite {
  return {
    id: row.listingId,
    listingId: row.listingId,
    listingType: row.listingType,
    status: row.status,
    title: row.title,
    addressText: row.addressText,
    zipCode: row.zipCode,
    city: row.city,
    floorArea: row.floorArea,
    price: row.price,
    available: onPublicSite(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's favourites, newest first. */
export async function listFavorites(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ favorites: StoredFavorite[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return { favorites: rows.map(toFavorite), total: count?.n ?? 0 };
}

/** One of the user's favourites by its listing; another user's is as absent as a missing one. */
export async function findFavorite(db: DbOrTx, userId: number, listingId: number): Promise<StoredFavorite | undefined> {
  const [row] = await db
    .select(columns)
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  return row ? toFavorite(row) : undefined;
}

/** Marks the listing; answers whether it was new (marking twice is one favourite). */
export async function addFavorite(db: DbOrTx, userId: number, listingId: number): Promise<boolean> {
  const inserted = await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing().returning({ id: favorites.id });
  return inserted.length > 0;
}

export async function removeFavorite(db: DbOrTx, userId: number, listingId: number): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

/** Whether the listing is one the public site shows (active and not off-market), the only kind that can be marked. */
export async function isFavorable(db: DbOrTx, listingId: number): Promise<boolean> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false)));
  return listing !== undefined;
}

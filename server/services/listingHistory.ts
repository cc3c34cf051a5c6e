import type { DbOrTx } from '../db';
import { endOpenStatusInterval, insertStatusInterval } from '../repositories/listingStatusHistory';
import { insertListing, type NewListing } from '../repositories/listings';

/**
 * Records that a listing's status changed, in the transaction that changes it: ends the interval of the
 * status it had and opens one for the new status. Every code path that writes listings.status calls
 * this (creating a listing: from null), so market statistics know when each listing was active.
 * A "change" to the same status is no change and leaves the history alone.
 */
export async function recordStatusChange(tx: DbOrTx, listingId: number, from: number | null, to: number, at: Date): Promise<void> {
  if (from === to) return;
  await endOpenStatusInterval(tx, listingId, at);
  await insertStatusInterval(tx, listingId, from, to, at);
}

/** A new listing, its first status recorded so that market statistics know when it was active; its id. */
export async function insertListingWithStatus(db: DbOrTx, input: NewListing): Promise<number> {
  const { id, createdAt } = await insertListing(db, input);
  await recordStatusChange(db, id, null, input.status, createdAt);
  return id;
}

import type { Db } from '../db';
import { notFound } from '../errors';
import { LISTING_ACTIONS } from '../../schemas/tracking';
import { addFavorite, findFavorite, isFavorable, removeFavorite, type StoredFavorite } from '../repositories/favorites';
import type { AuthContext } from './access';
import { recordAudit } from './audit';
import { recordEvent } from './tracking';

/**
 * Marks an active, public listing as the user's favourite, and counts the listing action "favorite" with its
 * audit-log entry when it was not one already. Answers the favourite and whether it is new.
 */
export async function markFavorite(db: Db, auth: AuthContext, listingId: number, now: Date): Promise<{ favorite: StoredFavorite; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    // Only what the public site shows can be marked: a listing that is not active and public is not there.
    if (!(await isFavorable(tx, listingId))) throw notFound('Annoncen');
    const isNew = await addFavorite(tx, auth.userId, listingId);
    if (isNew) {
      await recordEvent(
        tx,
        {
          event: 'listing',
          action: LISTING_ACTIONS.favorite,
          target_listing_id: listingId,
          SessionID: 'favorites-api',
          SessionAcquisition: '',
          UserToken: '',
        },
        now,
      );
      await recordAudit(tx, auth, { accountId: null, entity: 'favorite', entityId: listingId, action: 'add' });
    }
    return isNew;
  });
  const favorite = await findFavorite(db, auth.userId, listingId);
  if (!favorite) throw notFound('Favoritten');
  return { favorite, created };
}

/** Removes the user's favourite of the listing with its audit-log entry; answers it as it was (404 when there is none). */
export async function unmarkFavorite(db: Db, auth: AuthContext, listingId: number): Promise<StoredFavorite> {
  return db.transaction(async (tx) => {
    const favorite = await findFavorite(tx, auth.userId, listingId);
    if (!favorite) throw notFound('Favoritten');
    await removeFavorite(tx, auth.userId, listingId);
    await recordAudit(tx, auth, { accountId: null, entity: 'favorite', entityId: listingId, action: 'remove' });
    return favorite;
  });
}

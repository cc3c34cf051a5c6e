import type { Db } from '../db';
import { notFound } from '../errors';
import { findListing, setCoverCheckOverruled } from '../repositories/listings';
import type { AuthContext } from './access';
import { recordAudit } from './audit';

/**
 * Staff let a listing's cover stand where the checker is wrong (a photo it took for a floor plan, a sign it read
 * that nobody else does), or take that back; in the audit log as the listing's history.
 */
export async function overruleCoverCheck(db: Db, auth: AuthContext, id: number, overruled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await findListing(tx, id);
    if (!listing) throw notFound('Annoncen');
    const from = listing.row.coverCheckOverruled;
    if (from === overruled) return;
    await setCoverCheckOverruled(tx, id, overruled);
    await recordAudit(tx, auth, {
      accountId: listing.row.accountId,
      entity: 'listing',
      entityId: id,
      action: 'cover_check',
      changes: { coverCheckOverruled: { from, to: overruled } },
    });
  });
}

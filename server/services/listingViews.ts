import type { Db } from '../db';
import { ApiHttpError, conflict, notFound } from '../errors';
import { ERROR_CODES } from '../../schemas/errors';
import { LISTING_VIEWS_MAX, ListingViewSchema, type ListingView, type ListingViewCreate } from '../../schemas/listingViews';
import type { AuthContext } from './access';
import { countViewsOfUser, deleteView, insertView, lockViewsOfUser, viewsOfUser, type ListingViewRow } from '../repositories/listingViews';
import { recordAudit } from './audit';

const toView = (row: ListingViewRow): ListingView => ListingViewSchema.parse({ ...row, createdAt: row.createdAt.toISOString() });

/** The caller's saved views of the listing index, by name. */
export async function listViews(db: Db, auth: AuthContext): Promise<ListingView[]> {
  return (await viewsOfUser(db, auth.userId)).map(toView);
}

/** Saves a view for the caller: a name of their own (409 when taken), at most LISTING_VIEWS_MAX of them. */
export async function saveView(db: Db, auth: AuthContext, input: ListingViewCreate): Promise<ListingView> {
  return db.transaction(async (tx) => {
    await lockViewsOfUser(tx, auth.userId);
    if ((await countViewsOfUser(tx, auth.userId)) >= LISTING_VIEWS_MAX) {
      throw conflict(`Du kan højst gemme ${LISTING_VIEWS_MAX} visninger. Slet en, før du gemmer en ny.`);
    }
    const row = await insertView(tx, { userId: auth.userId, ...input });
    if (!row) {
      const message = `Du har allerede en visning med navnet "${input.name}"`;
      throw new ApiHttpError(409, ERROR_CODES.conflict, message, { name: message });
    }
    await recordAudit(tx, auth, { accountId: null, entity: 'listingView', entityId: row.id, action: 'create', changes: { name: row.name } });
    return toView(row);
  });
}

/** Removes one of the caller's views; another user's is as missing as one that never was (404). */
export async function removeView(db: Db, auth: AuthContext, id: number): Promise<ListingView> {
  return db.transaction(async (tx) => {
    const row = await deleteView(tx, auth.userId, id);
    if (!row) throw notFound('Visningen');
    await recordAudit(tx, auth, { accountId: null, entity: 'listingView', entityId: row.id, action: 'delete', changes: { name: row.name } });
    return toView(row);
  });
}

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { idempotencyKeys } from '../db/schema';

/** How long a key keeps the listing it made. */
const KEPT = sql`interval '24 hours'`;

/** Serialises the requests with one key in one account until the transaction ends. */
export async function lockIdempotencyKey(tx: DbOrTx, accountId: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}, hashtext(${`${accountId}:${key}`}))`);
}
/** The first key of the advisory lock: it keeps these locks apart from any other advisory lock. */
const IDEMPOTENCY_LOCK_CLASS = 8;

/** What the key made in the account within the day, if it did. */
export async function findIdempotencyKey(db: DbOrTx, accountId: number, key: string): Promise<{ requestHash: string; listingId: number } | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, listingId: idempotencyKeys.listingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, sql`now() - ${KEPT}`)));
  return row ?? null;
}

/** Keeps what the key made; the keys older than a day go, and an expired row of this key gives way. */
export async function saveIdempotencyKey(tx: DbOrTx, row: { accountId: number; key: string; requestHash: string; listingId: number }): Promise<void> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT}`));
  await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: { requestHash: row.requestHash, listingId: row.listingId, createdAt: sql`now()` },
    });
}

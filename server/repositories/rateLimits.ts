import { inArray, lte, sql } from 'drizzle-orm';
import { preparedPer, type DbOrTx } from '../db';
import { rateLimitHits } from '../db/schema';

const windowPassed = sql`${rateLimitHits.expiresAt} <= now()`;

const countHitQuery = preparedPer((db) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, expiresAt: sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')})` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowPassed} then 1 else ${rateLimitHits.hits} + 1 end`,
        expiresAt: sql`case when ${windowPassed} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttlMs: sql<number>`ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000)::int` })
    .prepare('count_rate_limit_hit'),
);

/**
 * Counts one request for a key in one statement: a key seen for the first time, or whose window has passed,
 * starts a window of `windowMs` at 1. Answers the count so far and the milliseconds left in the window, by
 * the database's clock, the one every instance shares.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await countHitQuery(db).execute({ key, windowSeconds: windowMs / 1000 });
  if (!row) throw new Error('rate_limit_hits: the upsert answered no row');
  return row;
}

/**
 * Deletes the counters whose window has passed. Rows another statement holds are skipped, so this never
 * waits, and so never deadlocks with the counting.
 */
export async function deleteExpiredHits(db: DbOrTx): Promise<void> {
  const expired = db
    .select({ key: rateLimitHits.key })
    .from(rateLimitHits)
    .where(lte(rateLimitHits.expiresAt, sql`now()`))
    .for('update', { skipLocked: true });
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, expired));
}

import { desc, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { jobFailures } from '../db/schema';

export type NewJobFailure = typeof jobFailures.$inferInsert;

/** How long a failure is kept. */
const KEPT = sql`interval '90 days'`;

export async function insertJobFailure(db: DbOrTx, failure: NewJobFailure): Promise<void> {
  await db.insert(jobFailures).values(failure);
}

/** A page of the failures, newest first, with how many there are. */
export async function readJobFailures(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db.select().from(jobFailures).orderBy(desc(jobFailures.createdAt), desc(jobFailures.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(jobFailures),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function deleteOldJobFailures(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(jobFailures)
    .where(lt(jobFailures.createdAt, sql`now() - ${KEPT}`))
    .returning({ id: jobFailures.id });
  return deleted.length;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';

/** When the newest migration applied was made (drizzle's record of them), or 0 for none. */
export async function newestAppliedMigration(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(created_at), 0)::float8 as made from drizzle.__drizzle_migrations`);
  const [row] = (result as { rows: { made: number }[] }).rows;
  return row?.made ?? 0;
}

/** Resolves once the database answers a query at all, migrated or not. */
export async function databaseAnswers(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

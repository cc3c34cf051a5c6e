import type { DbOrTx } from '../db';
import { deleteOldJobFailures, insertJobFailure, readJobFailures } from '../repositories/jobFailures';

export interface JobFailure {
  job: string;
  attempt: number;
  willRetry: boolean;
  error: unknown;
}

/** The database's own words when a query failed (drizzle wraps them with the whole query), else the error's. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? error.cause.message : error.message;
  return String(error);
}

export async function recordJobFailure(db: DbOrTx, failure: JobFailure): Promise<void> {
  const { error, ...rest } = failure;
  await insertJobFailure(db, { ...rest, error: messageOf(error).slice(0, 1000) });
}

/** A page of the failed attempts of background jobs, newest first (staff, the outbox page). */
export async function listJobFailures(db: DbOrTx, page: { limit: number; offset: number }) {
  const { rows, total } = await readJobFailures(db, page);
  return { jobFailures: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}

export function pruneJobFailures(db: DbOrTx): Promise<number> {
  return deleteOldJobFailures(db);
}

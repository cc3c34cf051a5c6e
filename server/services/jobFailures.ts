import type { DbOrTx } from '../db';
import { deleteOldJobFailures, insertJobFailure, readJobFailures } from '../repositories/jobFailures';

export interface JobFailure {
  job: string;
  attempt: number;
  willRetry: boolean;
  error: unknown;
}

export async function recordJobFailure(db: DbOrTx, failure: JobFailure): Promise<void> {
  const { error, ...rest } = failure;
  await insertJobFailure(db, { ...rest, error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) });
}

/** A page of the failed attempts of background jobs, newest first (staff, the outbox page). */
export async function listJobFailures(db: DbOrTx, page: { limit: number; offset: number }) {
  const { rows, total } = await readJobFailures(db, page);
  return { jobFailures: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}

export function pruneJobFailures(db: DbOrTx): Promise<number> {
  return deleteOldJobFailures(db);
}

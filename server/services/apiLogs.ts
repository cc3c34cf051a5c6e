import type { DbOrTx } from '../db';
import { deleteOldApiLogs, insertApiLog, readApiLogs, type ApiLogFilter } from '../repositories/apiLogs';
import type { ApiKeyCaller } from './access';
import type { FieldError } from '../../schemas/errors';

/** One call as the API log keeps it: who, what and how it went, the bad fields of a failure; never the bodies. */
export interface ApiCall {
  accountId: number;
  apiKey: Pick<ApiKeyCaller, 'id' | 'name'> | null;
  userId: number | null;
  method: string;
  /** The path without the query. */
  path: string;
  status: number;
  durationMs: number;
  error: string | null;
  fieldErrors: FieldError[] | null;
  /** The query string, without the `?`; null without one. */
  query: string | null;
  requestId: string;
}

export async function recordApiCall(db: DbOrTx, call: ApiCall): Promise<void> {
  await insertApiLog(db, {
    accountId: call.accountId,
    apiKeyId: call.apiKey?.id ?? null,
    keyName: call.apiKey?.name ?? null,
    userId: call.userId,
    method: call.method,
    path: call.path,
    status: call.status,
    durationMs: Math.round(call.durationMs),
    error: call.error,
    fieldErrors: call.fieldErrors,
    query: call.query,
    requestId: call.requestId,
  });
}

/** A page of the account's API log, newest first. */
export async function listApiLog(db: DbOrTx, accountId: number, filter: ApiLogFilter, page: { limit: number; offset: number }) {
  const { rows, total } = await readApiLogs(db, accountId, filter, page);
  return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}

/** Deletes the entries past the 90 days an entry is kept (a daily job); answers how many went. */
export function pruneApiLog(db: DbOrTx): Promise<number> {
  return deleteOldApiLogs(db);
}

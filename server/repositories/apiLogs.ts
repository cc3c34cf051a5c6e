import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { apiLogs, users } from '../db/schema';

export type NewApiLog = typeof apiLogs.$inferInsert;

/** How long an entry is kept. */
const KEPT = sql`interval '90 days'`;

export async function insertApiLog(db: DbOrTx, entry: NewApiLog): Promise<void> {
  await db.insert(apiLogs).values(entry);
}

/** Deletes the entries older than the time kept; answers how many went. */
export async function deleteOldApiLogs(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(apiLogs)
    .where(lt(apiLogs.createdAt, sql`now() - ${KEPT}`))
    .returning({ id: apiLogs.id });
  return deleted.length;
}

export interface ApiLogFilter {
  /** 2, 4 or 5: the answers of that class. */
  statusClass?: number;
  apiKeyId?: number;
  requestId?: string;
}

/** A page of the account's entries, newest first, with how many match. */
export async function readApiLogs(db: DbOrTx, accountId: number, filter: ApiLogFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(apiLogs.accountId, accountId), gte(apiLogs.createdAt, sql`now() - ${KEPT}`)];
  if (filter.statusClass !== undefined) {
    conditions.push(gte(apiLogs.status, filter.statusClass * 100), lt(apiLogs.status, filter.statusClass * 100 + 100));
  }
  if (filter.apiKeyId !== undefined) conditions.push(eq(apiLogs.apiKeyId, filter.apiKeyId));
  if (filter.requestId !== undefined) conditions.push(eq(apiLogs.requestId, filter.requestId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: apiLogs.id,
        createdAt: apiLogs.createdAt,
        apiKeyId: apiLogs.apiKeyId,
        keyName: apiLogs.keyName,
        userEmail: users.email,
        method: apiLogs.method,
        path: apiLogs.path,
        status: apiLogs.status,
        durationMs: apiLogs.durationMs,
        error: apiLogs.error,
        fieldErrors: apiLogs.fieldErrors,
        query: apiLogs.query,
        requestId: apiLogs.requestId,
      })
      .from(apiLogs)
      .leftJoin(users, eq(users.id, apiLogs.userId))
      .where(where)
      .orderBy(desc(apiLogs.createdAt), desc(apiLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(apiLogs)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

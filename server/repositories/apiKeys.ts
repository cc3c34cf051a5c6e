import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accounts, apiKeys } from '../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: DbOrTx,
  key: { accountId: number; name: string; role: number; keyHash: string; createdBy: number; createdAt: Date },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  if (!row) throw new Error('the API key insert returned no row');
  return row;
}

/** The account's keys, revoked ones too, newest first. */
export async function listAccountApiKeys(db: DbOrTx, accountId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

// Every request made with a key reads the key and its account, in one statement.
const usableKey = (db: DbOrTx) =>
  db
    .select({ key: apiKeys, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare('find_usable_api_key');

/** The key with that hash and its account, unless it is revoked. */
export async function findUsableApiKey(db: DbOrTx, keyHash: string) {
  const [row] = await usableKey(db).execute({ keyHash });
  return row;
}

/** A key by its hash whatever its state, for the API log of a refused call. */
export async function findApiKeyByHash(db: DbOrTx, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row;
}

/** Revokes one of the account's keys if it is not revoked yet; the key as it now is, or undefined for no such key. */
export async function revokeApiKey(db: DbOrTx, accountId: number, id: number, at: Date, by: number): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)));
  return row;
}

/** Sets 'last used' to `at` unless it is already at or after `staleBefore` (another request just did). */
export async function touchApiKey(db: DbOrTx, id: number, at: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

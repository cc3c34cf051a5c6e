import { createHash, randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../db';
import { notFound } from '../errors';
import { API_KEY_LAST_USED_EVERY_MS, API_KEY_PREFIX, type ApiKey, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyRole } from '../../schemas/apiKeys';
import {
  findApiKeyByHash,
  findUsableApiKey,
  insertApiKey,
  listAccountApiKeys,
  revokeApiKey as revokeKeyRow,
  touchApiKey,
  type ApiKeyRow,
} from '../repositories/apiKeys';
import type { AccountWithRoles } from '../repositories/accounts';
import type { ApiKeyCaller, AuthContext } from './access';
import { recordAudit } from './audit';

/** 32 random bytes: a key is as hard to guess as its hash is to reverse, so a plain SHA-256 is enough. */
const newKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

export async function listApiKeys(db: DbOrTx, accountId: number): Promise<ApiKey[]> {
  return (await listAccountApiKeys(db, accountId)).map(toApiKey);
}

/** A new key for the account: the key is in this answer only; the database keeps its hash. */
export async function createApiKey(db: Db, auth: AuthContext, accountId: number, input: ApiKeyCreate, now: Date): Promise<ApiKeyCreated> {
  const key = newKey();
  return db.transaction(async (tx) => {
    const row = await insertApiKey(tx, { accountId, name: input.name, role: input.role, keyHash: hashOf(key), createdBy: auth.userId, createdAt: now });
    await recordAudit(tx, auth, { accountId, entity: 'api_key', entityId: row.id, action: 'create', changes: { name: row.name, role: row.role } });
    return { apiKey: toApiKey(row), key };
  });
}

/** Revokes the key: the next request made with it is a 401. Revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Db, auth: AuthContext, accountId: number, id: number, now: Date): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await revokeKeyRow(tx, accountId, id, now, auth.userId);
    if (!row) throw notFound('API-nøglen');
    if (row.revokedAt?.getTime() === now.getTime()) {
      await recordAudit(tx, auth, { accountId, entity: 'api_key', entityId: id, action: 'revoke', changes: { name: row.name } });
    }
    return toApiKey(row);
  });
}

/** The revoked key `key` is, for the API log of the call it was refused for; undefined for any other. */
export async function revokedApiKey(db: DbOrTx, key: string): Promise<Pick<ApiKeyCaller, 'id' | 'name' | 'accountId'> | undefined> {
  const row = await findApiKeyByHash(db, hashOf(key));
  return row?.revokedAt ? { id: row.id, name: row.name, accountId: row.accountId } : undefined;
}

/**
 * The caller of a key that is not revoked, with its account as the request will act in it; undefined for an
 * unknown or revoked key. Read from the database on every use, so that revoking takes effect at once; 'last
 * used' is written only when it is older than API_KEY_LAST_USED_EVERY_MS, not on every request.
 */
export async function apiKeyCaller(
  db: DbOrTx,
  key: string,
  now: Date,
): Promise<{ caller: ApiKeyCaller; createdBy: number; account: AccountWithRoles } | undefined> {
  const found = await findUsableApiKey(db, hashOf(key));
  if (!found) return undefined;
  const { key: row, account } = found;
  const staleBefore = new Date(now.getTime() - API_KEY_LAST_USED_EVERY_MS);
  if (row.lastUsedAt === null || row.lastUsedAt < staleBefore) await touchApiKey(db, row.id, now, staleBefore);
  const role = row.role as ApiKeyRole;
  return {
    caller: { id: row.id, name: row.name, accountId: row.accountId, role },
    createdBy: row.createdBy,
    account: { account, memberRoles: [role] },
  };
}

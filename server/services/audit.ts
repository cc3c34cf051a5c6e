import type { DbOrTx } from '../db';
import { insertAuditEntry } from '../repositories/auditLog';
import { actorUserId, type AuthContext } from './access';

export interface AuditEntry {
  accountId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  changes?: Record<string, unknown>;
}

/**
 * Written in the same transaction as the change; staff changes carry the staff user as actor, changes made
 * with an API key the key (and its creator as the user).
 */
export async function recordAudit(db: DbOrTx, actor: AuthContext, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: actorUserId(actor),
    actorIsStaff: actor.isStaff,
    actorApiKeyId: actor.apiKey?.id ?? null,
    accountId: entry.accountId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

/** The fields whose values differ, as { field: { from, to } }. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

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

/**
 * The fields whose values differ, as { field: { from, to } }: a field filled in from empty, or emptied, too. A
 * missing value is null, which the stored JSON keeps (it would drop an undefined, and with it the change).
 */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
}

import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { auditLog, users } from '../db/schema';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(db: DbOrTx, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The audit-log entries of one entity, newest first, with who made them; at most `limit`. */
export async function auditEntriesOf(db: DbOrTx, entity: string, entityId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      actorIsStaff: auditLog.actorIsStaff,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

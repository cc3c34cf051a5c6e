import { and, asc, desc, eq, sql } from 'drizzle-orm';
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

/** Whether a change was made with an API key (a case system) rather than by a user in the member area. */
export interface ChangeAuthor {
  byApiKey: boolean;
}

/**
 * Who last changed each field of a listing (the keys of its newest 1,000 'update' entries) and who made it (its
 * first entry), from the audit log.
 */
export async function fieldAuthorsOf(db: DbOrTx, listingId: number): Promise<{ created: ChangeAuthor | null; fields: Map<string, ChangeAuthor> }> {
  const ofListing = and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(listingId)));
  const byApiKey = sql<boolean>`${auditLog.actorApiKeyId} is not null`;
  const updates = await db
    .select({ byApiKey, fields: sql<string[]>`array(select jsonb_object_keys(${auditLog.changes}))` })
    .from(auditLog)
    .where(and(ofListing, eq(auditLog.action, 'update')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1000);
  const [created] = await db.select({ byApiKey }).from(auditLog).where(ofListing).orderBy(asc(auditLog.createdAt), asc(auditLog.id)).limit(1);
  const fields = new Map<string, ChangeAuthor>();
  for (const update of updates) for (const field of update.fields) if (!fields.has(field)) fields.set(field, { byApiKey: update.byApiKey });
  return { created: created ?? null, fields };
}

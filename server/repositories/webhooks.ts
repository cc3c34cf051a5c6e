import { and, arrayContains, asc, desc, eq, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { promotions, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

export async function listEndpoints(db: DbOrTx, accountId: number): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId)).orderBy(asc(webhookEndpoints.id));
}

export async function countEndpoints(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: DbOrTx, accountId: number, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook_endpoints: insert returned no row');
  return row;
}

export async function updateEndpoint(db: DbOrTx, id: number, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The account's enabled endpoints that want `type`. */
export async function endpointsFor(db: DbOrTx, accountId: number, type: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
}

/** One delivery per endpoint of the event; an event already written for an endpoint is left as it is. */
export async function insertDeliveries(db: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning({ id: webhookDeliveries.id });
  return inserted.length;
}

/** Each endpoint's latest delivery. */
export async function latestDeliveries(db: DbOrTx, endpointIds: number[]): Promise<Map<number, WebhookDeliveryRow>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

export async function listDeliveries(db: DbOrTx, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(desc(webhookDeliveries.id)).limit(limit);
}

export async function attemptsOf(db: DbOrTx, deliveryIds: number[]): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds)).orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
}

/** A delivery with its endpoint, if the endpoint is the account's. */
export async function findDelivery(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.accountId, accountId)));
  return row;
}

export async function updateDelivery(db: DbOrTx, id: number, values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

/**
 * Claims the oldest delivery due at `now` for one sender until `leaseUntil`, in one statement, as the mail outbox
 * does: a delivery another sender holds locked is skipped, one it claimed is not due again before its lease runs
 * out, and one whose sender died is due again when the lease is up (sent again with the same webhook-id).
 */
export async function claimNextDelivery(db: DbOrTx, { now, leaseUntil }: { now: Date; leaseUntil: Date }) {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['pending', 'retrying']), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [delivery] = await db.update(webhookDeliveries).set({ nextAttemptAt: leaseUntil }).where(inArray(webhookDeliveries.id, due)).returning();
  if (!delivery) return undefined;
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
  return endpoint && { delivery, endpoint };
}

export async function insertAttempt(db: DbOrTx, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/** Ends the endpoint's open deliveries as failed (it was turned off). */
export async function failOpenDeliveries(db: DbOrTx, endpointId: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
}

/** Promotions past their last day whose end no webhook event has told of yet, locked for the caller. */
export async function unannouncedEndedPromotions(db: DbOrTx, today: string, limit: number) {
  return db
    .select()
    .from(promotions)
    .where(and(isNull(promotions.endAnnouncedAt), isNull(promotions.cancelledAt), lt(promotions.endDate, today)))
    .orderBy(asc(promotions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markPromotionEndAnnounced(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(promotions).set({ endAnnouncedAt: at }).where(eq(promotions.id, id));
}

/** A statement written for node-postgres ($1, $2, …: pg-boss's own) run on the caller's transaction; its rows. */
export async function executeStatement(db: DbOrTx, text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
  const result: unknown = await db.execute(sql.join(chunks, sql.raw('')));
  return { rows: (result as { rows: unknown[] }).rows };
}

/** Deletes the deliveries made before `before` that are done with (delivered or failed), their attempts with them; how many. */
export async function deleteOldDeliveries(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), inArray(webhookDeliveries.status, ['delivered', 'failed'])))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}

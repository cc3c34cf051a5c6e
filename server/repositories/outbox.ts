import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { mailOutbox } from '../db/schema';
import type { OutboxMail } from '../../schemas/contentAdmin';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const OUTBOX_SORTS = ['id', 'createdAt', 'sentAt', 'to', 'subject'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

export function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    html: row.html,
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OutboxFilter {
  /** Part of the recipient. */
  to?: string;
  /** Part of the subject. */
  q?: string;
  sent?: boolean;
}

function conditions(filter: OutboxFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.to ? sql`${mailOutbox.to} ilike ${`%${escapeLike(filter.to)}%`}` : undefined,
    filter.q ? sql`${mailOutbox.subject} ilike ${`%${escapeLike(filter.q)}%`}` : undefined,
    filter.sent === undefined ? undefined : filter.sent ? isNotNull(mailOutbox.sentAt) : isNull(mailOutbox.sentAt),
  ];
  return and(...parts);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listOutbox(
  db: DbOrTx,
  page: { limit: number; offset: number; sort: OutboxSort; order: 'ASC' | 'DESC' } & OutboxFilter,
): Promise<{ outboxMails: OutboxMail[]; total: number }> {
  const where = conditions(page);
  const direction = page.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(direction(mailOutbox[page.sort]), direction(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(where);
  return { outboxMails: rows.map(toOutboxMail), total: count?.n ?? 0 };
}

/** A new mail in the outbox; its id. */
export async function insertMail(db: DbOrTx, mail: { to: string; subject: string; body: string; html?: string; replyTo?: string }): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox: insert returned no row');
  return row.id;
}

export async function findOutboxMail(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * Claims the oldest mail due at `now` for one sender until `leaseUntil`, in one statement: a mail another
 * sender holds locked is skipped, and one it claimed is not due again before its lease runs out. A sender
 * that dies holding a claim leaves the mail to be sent when the lease is up.
 */
export async function claimNextMail(db: DbOrTx, { now, leaseUntil, maxAttempts }: { now: Date; leaseUntil: Date; maxAttempts: number }) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))))
    .orderBy(asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(inArray(mailOutbox.id, due)).returning();
  return mail;
}

export async function markMailSent(db: DbOrTx, id: number, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt, lastError: null, nextAttemptAt: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: DbOrTx, id: number, { error, nextAttemptAt }: { error: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error, nextAttemptAt })
    .where(eq(mailOutbox.id, id));
}

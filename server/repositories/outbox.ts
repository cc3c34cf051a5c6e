import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
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

export async function findOutboxMail(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

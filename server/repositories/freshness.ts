import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accounts, listingFreshnessReminders, listings } from '../db/schema';
import { LISTING_STATUSES, type AccountType } from '../../schemas/enums';

/**
 * Where a listing's freshness clock starts: its last change or its last confirmation, whichever is later.
 * Read and compared in SQL only, so the reminders' cycle keeps PostgreSQL's microseconds.
 */
const clock = sql`greatest(${listings.updatedAt}, ${listings.confirmedCurrentAt})`;

export interface DueListing {
  id: number;
  title: string;
  addressText: string;
  contactName: string | null;
  contactEmail: string | null;
  accountEmail: string;
}

/**
 * Active listings whose clock is at least their account type's days old at `now` and whose cycle has no
 * reminder yet, by id after `afterId`.
 */
export async function listingsDueForReminder(
  db: DbOrTx,
  { now, days, afterId, limit }: { now: Date; days: Record<AccountType, number>; afterId: number; limit: number },
): Promise<DueListing[]> {
  const cases = sql.join(
    Object.entries(days).map(([type, n]) => sql`when ${Number(type)} then ${n}`),
    sql` `,
  );
  const reminded = db
    .select({ one: sql`1` })
    .from(listingFreshnessReminders)
    .where(and(eq(listingFreshnessReminders.listingId, listings.id), eq(listingFreshnessReminders.cycleStart, clock)));
  return db
    .select({
      id: listings.id,
      title: listings.title,
      addressText: listings.addressText,
      contactName: sql<string | null>`${listings.fields} ->> 'contactName'`,
      contactEmail: sql<string | null>`${listings.fields} ->> 'contactEmail'`,
      accountEmail: accounts.email,
    })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(
      and(
        eq(listings.status, LISTING_STATUSES.active),
        gt(listings.id, afterId),
        sql`${clock} <= ${now.toISOString()}::timestamptz - make_interval(days => (case ${accounts.accountType} ${cases} end)::int)`,
        sql`not exists (${reminded})`,
      ),
    )
    .orderBy(listings.id)
    .limit(limit);
}

/**
 * The reminder of the listing's current cycle, if the listing is still active and no reminder of that cycle
 * exists (a server beside this one may have sent it): its id, else undefined.
 */
export async function insertReminder(
  db: DbOrTx,
  reminder: { listingId: number; tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<number | undefined> {
  const result = await db.execute(sql`
    insert into ${listingFreshnessReminders} (listing_id, cycle_start, token_hash, sent_at, expires_at)
    select ${listings.id}, ${clock}, ${reminder.tokenHash}, ${reminder.sentAt.toISOString()}::timestamptz, ${reminder.expiresAt.toISOString()}::timestamptz
    from ${listings}
    where ${listings.id} = ${reminder.listingId} and ${listings.status} = ${LISTING_STATUSES.active}
    on conflict (listing_id, cycle_start) do nothing
    returning id`);
  const [row] = (result as { rows: { id: number }[] }).rows;
  return row?.id;
}

export async function findReminderByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(listingFreshnessReminders).where(eq(listingFreshnessReminders.tokenHash, tokenHash));
  return row;
}

/** Marks an unanswered, unexpired reminder answered; false when another answer or the close came first. */
export async function answerReminder(db: DbOrTx, id: number, answer: 'confirmed' | 'closed', now: Date): Promise<boolean> {
  const rows = await db
    .update(listingFreshnessReminders)
    .set({ answeredAt: now, answer })
    .where(
      and(
        eq(listingFreshnessReminders.id, id),
        isNull(listingFreshnessReminders.answeredAt),
        isNull(listingFreshnessReminders.closedAt),
        gt(listingFreshnessReminders.expiresAt, now),
      ),
    )
    .returning({ id: listingFreshnessReminders.id });
  return rows.length > 0;
}

/**
 * Unanswered reminders expired at `now` whose listing is still active and neither changed nor confirmed since
 * the reminder's cycle began: the listings to close.
 */
export async function unansweredExpiredReminders(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: listingFreshnessReminders.id, listingId: listingFreshnessReminders.listingId })
    .from(listingFreshnessReminders)
    .innerJoin(listings, eq(listings.id, listingFreshnessReminders.listingId))
    .where(
      and(
        isNull(listingFreshnessReminders.answeredAt),
        isNull(listingFreshnessReminders.closedAt),
        lte(listingFreshnessReminders.expiresAt, now),
        eq(listings.status, LISTING_STATUSES.active),
        sql`${clock} <= ${listingFreshnessReminders.cycleStart}`,
      ),
    )
    .orderBy(listingFreshnessReminders.id)
    .limit(limit);
}

/** Marks the reminder's listing closed for want of an answer; false when that was done already. */
export async function markReminderClosed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(listingFreshnessReminders)
    .set({ closedAt: now })
    .where(and(eq(listingFreshnessReminders.id, id), isNull(listingFreshnessReminders.answeredAt), isNull(listingFreshnessReminders.closedAt)))
    .returning({ id: listingFreshnessReminders.id });
  return rows.length > 0;
}

/** Records that the listings are still current at `now`; their version stays (nothing a form shows changed). */
export async function setConfirmedCurrent(db: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(listings).set({ confirmedCurrentAt: now }).where(inArray(listings.id, ids));
}

export async function findAccountRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

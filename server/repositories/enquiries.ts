import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accounts, accountUsers, enquiries, enquiryReplies, listings, mailOutbox, trackingEvents, users } from '../db/schema';
import type { EnquiryKind, EnquiryStatus, MailStatus } from '../../schemas/enquiries';
import { LEAD_ACTIONS } from '../../schemas/trackingCodes';

export type EnquiryRow = typeof enquiries.$inferSelect;

/** What an enquiry needs of its listing: whether it takes enquiries, whom to mail, what to count. */
export async function findListingForEnquiry(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      accountId: listings.accountId,
      status: listings.status,
      offMarket: listings.offMarket,
      title: listings.title,
      addressText: listings.addressText,
      listingType: listings.listingType,
      zipCode: listings.zipCode,
      caseNumber: listings.caseNumber,
      contactEmail: sql<string | null>`${listings.fields}->>'contactEmail'`,
      accountEmail: accounts.email,
    })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(eq(listings.id, listingId))
    // Counted leads of one listing move its running totals one at a time, as tracking's do.
    .for('no key update', { of: listings });
  return row;
}

/**
 * Enquiries of one account are written one at a time, each stamped with the clock after it has its turn, so
 * that (created_at, id) grows in the order they become visible: a client paging by that key never finds one
 * appear behind a cursor it has already passed.
 */
export async function takeAccountEnquiryTurn(db: DbOrTx, accountId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('enquiries'), ${accountId}::int)`);
}

export type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

export async function insertEnquiry(db: DbOrTx, values: NewEnquiry): Promise<EnquiryRow> {
  const [row] = await db
    .insert(enquiries)
    .values({ ...values, createdAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('enquiries: insert returned no row');
  return row;
}

/** Whether the session already clicked to contact the listing's broker (a lead that is counted already). */
export async function sessionHasLeadClick(db: DbOrTx, listingId: number, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.listingId, listingId), eq(trackingEvents.sessionId, sessionId), inArray(trackingEvents.action, [...LEAD_ACTIONS])))
    .limit(1);
  return row !== undefined;
}

/** Whether the session's enquiry about the listing was counted as a lead already. */
export async function sessionHasCountedEnquiry(db: DbOrTx, listingId: number, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.listingId, listingId), eq(enquiries.sessionId, sessionId), eq(enquiries.countedAsLead, true)))
    .limit(1);
  return row !== undefined;
}

export async function setEnquiryMail(db: DbOrTx, id: number, mailId: number): Promise<void> {
  await db.update(enquiries).set({ mailId }).where(eq(enquiries.id, id));
}

export interface EnquiryFilter {
  listingId?: number;
  status?: EnquiryStatus[];
  kind?: EnquiryKind[];
  createdFrom?: Date;
  /** Before this instant. */
  createdTo?: Date;
  q?: string;
  assignedUserId?: number;
  /** At or after this instant. */
  since?: Date;
  /** The delivery of the mail to the account, with the attempts after which the mailer gives up. */
  mailStatus?: { status: MailStatus; maxAttempts: number };
}

/** The outbox row's columns that say a mail's delivery status (services/enquiries.ts, mailStatusOf). */
function mailStatusCondition({ status, maxAttempts }: { status: MailStatus; maxAttempts: number }): SQL {
  switch (status) {
    case 'sent':
      return sql`${mailOutbox.sentAt} is not null`;
    case 'failed':
      return sql`(${mailOutbox.sentAt} is null and ${mailOutbox.attempts} >= ${maxAttempts})`;
    case 'retrying':
      return sql`(${mailOutbox.sentAt} is null and ${mailOutbox.attempts} between 1 and ${maxAttempts - 1})`;
    case 'pending':
      return sql`(${mailOutbox.sentAt} is null and ${mailOutbox.attempts} = 0)`;
  }
}

/** Where a page by (created_at, id) ended: the time in microseconds since 1970, exactly as stored, and the id. */
export interface EnquiryPosition {
  createdUs: string;
  id: number;
}

export const ENQUIRY_SORTS = ['createdAt', 'status', 'kind', 'name', 'listingId'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(accountId: number | null, filter: EnquiryFilter): SQL[] {
  const parts: SQL[] = [];
  if (accountId !== null) parts.push(eq(enquiries.accountId, accountId));
  if (filter.listingId !== undefined) parts.push(eq(enquiries.listingId, filter.listingId));
  if (filter.status?.length) parts.push(inArray(enquiries.status, filter.status));
  if (filter.kind?.length) parts.push(inArray(enquiries.kind, filter.kind));
  if (filter.createdFrom) parts.push(gte(enquiries.createdAt, filter.createdFrom));
  if (filter.createdTo) parts.push(lt(enquiries.createdAt, filter.createdTo));
  if (filter.since) parts.push(gte(enquiries.createdAt, filter.since));
  if (filter.assignedUserId !== undefined) parts.push(eq(enquiries.assignedUserId, filter.assignedUserId));
  if (filter.mailStatus) parts.push(mailStatusCondition(filter.mailStatus));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    parts.push(
      sql`(${enquiries.name} ilike ${like} or ${enquiries.email} ilike ${like} or ${enquiries.phone} ilike ${like} or ${enquiries.message} ilike ${like} or ${listings.title} ilike ${like} or ${listings.addressText} ilike ${like})`,
    );
  }
  return parts;
}

const createdUs = sql<string>`((extract(epoch from ${enquiries.createdAt}) * 1000000)::bigint)::text`;
const atUs = (us: string) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;

const listColumns = {
  enquiry: enquiries,
  listingTitle: listings.title,
  listingAddress: listings.addressText,
  mailSentAt: mailOutbox.sentAt,
  mailAttempts: mailOutbox.attempts,
  createdUs,
};

export type EnquiryListRow = {
  enquiry: EnquiryRow;
  listingTitle: string;
  listingAddress: string;
  mailSentAt: Date | null;
  mailAttempts: number | null;
  createdUs: string;
};

/** A page of an account's enquiries by a sort, with how many match. */
export async function readEnquiryPage(
  db: DbOrTx,
  accountId: number,
  filter: EnquiryFilter,
  page: { limit: number; offset: number; sort: EnquirySort; order: 'ASC' | 'DESC' },
): Promise<{ rows: EnquiryListRow[]; total: number }> {
  const where = and(...conditions(accountId, filter));
  const direction = page.order === 'DESC' ? desc : asc;
  const sortColumn = { createdAt: enquiries.createdAt, status: enquiries.status, kind: enquiries.kind, name: enquiries.name, listingId: enquiries.listingId }[
    page.sort
  ];
  const rows = await db
    .select(listColumns)
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiries.mailId))
    .where(where)
    .orderBy(direction(sortColumn), direction(enquiries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiries.mailId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The account's enquiries after a position, oldest first, by (created_at, id): what a polling client has not had yet. */
export async function readEnquiriesAfter(db: DbOrTx, accountId: number, filter: EnquiryFilter, after: EnquiryPosition | undefined, limit: number) {
  const parts = conditions(accountId, filter);
  if (after) parts.push(sql`(${enquiries.createdAt}, ${enquiries.id}) > (${atUs(after.createdUs)}, ${after.id}::int)`);
  return db
    .select(listColumns)
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiries.mailId))
    .where(and(...parts))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(limit);
}

export async function findEnquiry(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      enquiry: enquiries,
      listing: { id: listings.id, title: listings.title, address: listings.addressText, status: listings.status, caseNumber: listings.caseNumber },
      mail: { to: mailOutbox.to, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, sentAt: mailOutbox.sentAt },
      assignedUserName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiries.mailId))
    .leftJoin(users, eq(users.id, enquiries.assignedUserId))
    .where(eq(enquiries.id, id));
  return row;
}

/** The enquiry's account, for the access check of a route that names an enquiry. */
export async function enquiryAccountId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ accountId: enquiries.accountId }).from(enquiries).where(eq(enquiries.id, id));
  return row?.accountId;
}

export async function lockEnquiry(db: DbOrTx, id: number): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  return row;
}

export async function updateEnquiry(db: DbOrTx, id: number, changes: { status?: EnquiryStatus; assignedUserId?: number | null }): Promise<void> {
  await db
    .update(enquiries)
    .set({ ...changes, version: sql`${enquiries.version} + 1`, updatedAt: sql`now()` })
    .where(eq(enquiries.id, id));
}

export async function listReplies(db: DbOrTx, enquiryId: number) {
  return db
    .select({
      id: enquiryReplies.id,
      userId: enquiryReplies.userId,
      userName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      body: enquiryReplies.body,
      createdAt: enquiryReplies.createdAt,
      mailSentAt: mailOutbox.sentAt,
      mailAttempts: mailOutbox.attempts,
    })
    .from(enquiryReplies)
    .leftJoin(users, eq(users.id, enquiryReplies.userId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiryReplies.mailId))
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
}

export async function insertReply(db: DbOrTx, reply: { enquiryId: number; userId: number | null; body: string; mailId: number }): Promise<number> {
  const [row] = await db.insert(enquiryReplies).values(reply).returning({ id: enquiryReplies.id });
  if (!row) throw new Error('enquiry_replies: insert returned no row');
  return row.id;
}

export async function countNewEnquiries(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(eq(enquiries.accountId, accountId), eq(enquiries.status, 'new')));
  return row?.n ?? 0;
}

/** Whether the user is a member of the account (in any role). */
export async function isAccountMember(db: DbOrTx, accountId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** One person's enquiries across accounts, by e-mail (any case). */
export async function findEnquiriesByEmail(db: DbOrTx, email: string) {
  return db
    .select({
      id: enquiries.id,
      accountId: enquiries.accountId,
      accountName: accounts.name,
      listingId: enquiries.listingId,
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      status: enquiries.status,
      createdAt: enquiries.createdAt,
      erasedAt: enquiries.erasedAt,
    })
    .from(enquiries)
    .innerJoin(accounts, eq(accounts.id, enquiries.accountId))
    .where(sql`lower(${enquiries.email}) = lower(${email})`)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
}

/**
 * Erases the enquirer's data of the enquiries chosen, and the replies to them, leaving the rows (their counts
 * and statistics); answers the ids erased.
 */
async function erase(db: DbOrTx, where: SQL): Promise<number[]> {
  const erased = await db
    .update(enquiries)
    .set({ name: null, email: null, phone: null, message: null, erasedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${enquiries.version} + 1` })
    .where(and(where, isNull(enquiries.erasedAt)))
    .returning({ id: enquiries.id });
  const ids = erased.map((row) => row.id);
  if (ids.length > 0) await db.update(enquiryReplies).set({ body: null }).where(inArray(enquiryReplies.enquiryId, ids));
  return ids;
}

export function eraseEnquiriesByEmail(db: DbOrTx, email: string): Promise<number[]> {
  return erase(db, sql`lower(${enquiries.email}) = lower(${email})`);
}

/** The enquiries that came before `before`, at most `limit` of them per call. */
export function eraseEnquiriesBefore(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  return erase(
    db,
    inArray(
      enquiries.id,
      db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(and(lte(enquiries.createdAt, before), isNull(enquiries.erasedAt)))
        .limit(limit),
    ),
  );
}

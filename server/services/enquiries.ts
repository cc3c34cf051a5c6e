import type { Db, DbOrTx } from '../db';
import {
  countNewEnquiries,
  eraseEnquiriesBefore,
  eraseEnquiriesByEmail,
  findEnquiriesByEmail,
  findEnquiry,
  findListingForEnquiry,
  insertEnquiry,
  insertReply,
  isAccountMember,
  listReplies,
  lockEnquiry,
  readEnquiriesAfter,
  readEnquiryPage,
  sessionHasCountedEnquiry,
  sessionHasLeadClick,
  setEnquiryMail,
  takeAccountEnquiryTurn,
  updateEnquiry,
  type EnquiryFilter,
  type EnquiryListRow,
  type EnquiryPosition,
  type EnquiryRow,
  type EnquirySort,
} from '../repositories/enquiries';
import { countListingEvent, countAccountEvent } from '../repositories/statistics';
import { countListingTotal, countMarketDemand } from '../repositories/tracking';
import { findActiveUser } from '../repositories/users';
import { queueMail } from './mail';
import { MAX_ATTEMPTS } from './mailer';
import { recordAudit } from './audit';
import type { AuthContext } from './access';
import { ApiHttpError, badInput, conflict, fieldProblem, notFound } from '../errors';
import { versionOf } from '../versions';
import { ERROR_CODES } from '../../schemas/errors';
import { LISTING_STATUSES } from '../../schemas/enums';
import { copenhagenDay, danishDateTimeOf } from '../../schemas/dates';
import { toCsv, CSV_BOM } from '../../schemas/csv';
import {
  ENQUIRY_KIND_NAMES_DA,
  ENQUIRY_LIMITS,
  ENQUIRY_STATUS_NAMES_DA,
  type Enquiry,
  type EnquiryCreate,
  type EnquiryDetail,
  type EnquiryPatch,
  type EnquiryStatus,
  type MailStatus,
} from '../../schemas/enquiries';
import { emitWebhookEvent } from './webhooks';

/** A mail's delivery as its outbox row tells it; null without a mail. */
export function mailStatusOf(mail: { sentAt: Date | null; attempts: number | null } | null): MailStatus | null {
  if (!mail || mail.attempts === null) return null;
  if (mail.sentAt) return 'sent';
  if (mail.attempts >= MAX_ATTEMPTS) return 'failed';
  return mail.attempts > 0 ? 'retrying' : 'pending';
}

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]|\[url[=\]]|<a\s+href/gi;

/**
 * Why an enquiry is spam, or null: the honeypot filled in (a person never sees the field), a link in the
 * name, or more links in the message than a person asking about a listing writes.
 */
export function spamReasonOf(input: Pick<EnquiryCreate, 'name' | 'message' | 'website'>): string | null {
  if (input.website?.trim()) return 'honeypot';
  if (LINK.test(input.name)) return 'link_in_name';
  LINK.lastIndex = 0;
  const links = input.message.match(LINK)?.length ?? 0;
  if (links > ENQUIRY_LIMITS.links) return 'links';
  if (/(.)\1{30,}/u.test(input.message)) return 'repeated_characters';
  return null;
}

/** Why a listing takes no enquiries, in Danish; null when it takes them (active and public). */
export function refusalOf(listing: { status: number; offMarket: boolean }): string | null {
  if (listing.status === LISTING_STATUSES.deleted) return 'Annoncen er slettet og modtager ikke henvendelser';
  if (listing.status === LISTING_STATUSES.closed || listing.status === LISTING_STATUSES.archived)
    return 'Annoncen er afmeldt og modtager ikke længere henvendelser';
  if (listing.offMarket) return 'Annoncen er off-market og modtager ikke henvendelser gennem portalen';
  if (listing.status !== LISTING_STATUSES.active) return 'Annoncen er ikke aktiv og modtager ikke henvendelser';
  return null;
}

export interface EnquiryContext {
  memberSiteUrl: string;
}

function arrivalMail(enquiry: EnquiryRow, listing: { title: string; addressText: string; caseNumber: string | null }, memberSiteUrl: string) {
  const lines = [
    `Der er kommet en henvendelse om annoncen "${listing.title}" (${listing.addressText}${listing.caseNumber ? `, sag ${listing.caseNumber}` : ''}).`,
    '',
    `Type: ${ENQUIRY_KIND_NAMES_DA[enquiry.kind as keyof typeof ENQUIRY_KIND_NAMES_DA]}`,
    `Navn: ${enquiry.name ?? ''}`,
    `E-mail: ${enquiry.email ?? ''}`,
    ...(enquiry.phone ? [`Telefon: ${enquiry.phone}`] : []),
    '',
    enquiry.message ?? '',
    '',
    `Svar direkte på denne mail, eller se henvendelsen i medlemsområdet: ${memberSiteUrl.replace(/\/+$/, '')}/enquiries/${enquiry.id}/show`,
  ];
  return { subject: `Ny henvendelse: ${listing.title}`.slice(0, 200), body: lines.join('\n') };
}

/**
 * Takes an enquiry from the public site. A listing that is not active and public refuses it (409
 * listing_not_active). Spam is kept, marked and not mailed; anything else is mailed to the listing's contact
 * e-mail (or the account's) with Reply-To the enquirer, and counted once as a lead: not when the same
 * tracking session already clicked to contact the listing's broker or enquired about it (docs/enquiries.md).
 */
export async function createEnquiry(db: Db, input: EnquiryCreate, ctx: EnquiryContext): Promise<{ enquiry: EnquiryRow; spam: boolean }> {
  return db.transaction(async (tx) => {
    const listing = await findListingForEnquiry(tx, input.listingId);
    if (!listing) throw notFound('Annoncen');
    const refusal = refusalOf(listing);
    if (refusal) throw new ApiHttpError(409, ERROR_CODES.listingNotActive, refusal, { listingId: fieldProblem('not_allowed', refusal) });
    await takeAccountEnquiryTurn(tx, listing.accountId);
    const spamReason = spamReasonOf(input);
    const spam = spamReason !== null;
    const counted =
      !spam &&
      !(input.sessionId && ((await sessionHasLeadClick(tx, listing.id, input.sessionId)) || (await sessionHasCountedEnquiry(tx, listing.id, input.sessionId))));
    let enquiry = await insertEnquiry(tx, {
      listingId: listing.id,
      accountId: listing.accountId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      kind: input.kind,
      consent: input.consent,
      status: spam ? 'spam' : 'new',
      spamReason,
      sessionId: input.sessionId ?? null,
      countedAsLead: counted,
    });
    if (!spam) {
      const mail = arrivalMail(enquiry, listing, ctx.memberSiteUrl);
      const mailId = await queueMail(tx, { to: listing.contactEmail ?? listing.accountEmail, replyTo: input.email, ...mail });
      await setEnquiryMail(tx, enquiry.id, mailId);
      enquiry = { ...enquiry, mailId };
      // The account's case system or CRM hears of it too; spam is kept from it as from the mail.
      await emitWebhookEvent(tx, {
        accountId: listing.accountId,
        type: 'enquiry.created',
        data: {
          enquiryId: enquiry.id,
          listingId: listing.id,
          accountId: listing.accountId,
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          message: enquiry.message,
          kind: enquiry.kind,
          consent: enquiry.consent,
          createdAt: enquiry.createdAt.toISOString(),
        },
        now: enquiry.createdAt,
      });
    }
    if (counted) {
      // Statistics count Danish calendar days, as tracked events do.
      const day = copenhagenDay(enquiry.createdAt);
      await countListingEvent(tx, listing.id, listing.accountId, day, 'leads');
      await countAccountEvent(tx, listing.accountId, day, 'leads');
      await countListingTotal(tx, listing.id, 'leads');
      await countMarketDemand(tx, { month: `${day.slice(0, 7)}-01`, listingType: listing.listingType, zipCode: listing.zipCode ?? '' }, 'leads');
    }
    return { enquiry, spam };
  });
}

function toEnquiry(row: EnquiryListRow): Enquiry {
  const { enquiry } = row;
  return {
    id: enquiry.id,
    listingId: enquiry.listingId,
    accountId: enquiry.accountId,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    message: enquiry.message,
    kind: enquiry.kind as Enquiry['kind'],
    consent: enquiry.consent,
    status: enquiry.status as EnquiryStatus,
    spamReason: enquiry.spamReason,
    assignedUserId: enquiry.assignedUserId,
    mailStatus: enquiry.mailId === null ? null : mailStatusOf({ sentAt: row.mailSentAt, attempts: row.mailAttempts }),
    listingTitle: row.listingTitle,
    listingAddress: row.listingAddress,
    createdAt: enquiry.createdAt.toISOString(),
    updatedAt: enquiry.updatedAt.toISOString(),
    erasedAt: enquiry.erasedAt?.toISOString() ?? null,
  };
}

/** A polling client's place in the list: opaque to it, exact to the microsecond here. */
export function encodeEnquiryCursor(position: EnquiryPosition): string {
  return Buffer.from(JSON.stringify(['e1', position.createdUs, position.id])).toString('base64url');
}

export function decodeEnquiryCursor(cursor: string): EnquiryPosition | null {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 3) return null;
    const [tag, createdUs, id] = parts as unknown[];
    if (tag !== 'e1' || typeof createdUs !== 'string' || !/^-?\d{1,18}$/.test(createdUs)) return null;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 2_147_483_647) return null;
    return { createdUs, id };
  } catch {
    return null;
  }
}

export interface EnquiryPage {
  enquiries: Enquiry[];
  total: number | null;
  nextCursor: string | null;
}

/** A page of the account's enquiries by page number and a sort (the inbox). */
export async function listEnquiries(
  db: DbOrTx,
  accountId: number,
  filter: EnquiryFilter,
  page: { limit: number; offset: number; sort: EnquirySort; order: 'ASC' | 'DESC' },
): Promise<EnquiryPage> {
  const { rows, total } = await readEnquiryPage(db, accountId, filter, page);
  return { enquiries: rows.map(toEnquiry), total, nextCursor: null };
}

/**
 * What a polling client has not had: the enquiries after its cursor (or from `since`), oldest first. The next
 * cursor is where this page ended, or the one it came with when nothing is new, so a client keeps the last
 * cursor it got and asks with it again.
 */
export async function pollEnquiries(
  db: DbOrTx,
  accountId: number,
  filter: EnquiryFilter,
  after: EnquiryPosition | undefined,
  limit: number,
): Promise<EnquiryPage> {
  const rows = await readEnquiriesAfter(db, accountId, filter, after, limit);
  const last = rows.at(-1);
  const position = last ? { createdUs: last.createdUs, id: last.enquiry.id } : after;
  return { enquiries: rows.map(toEnquiry), total: null, nextCursor: position ? encodeEnquiryCursor(position) : null };
}

export async function enquiryDetail(db: DbOrTx, id: number): Promise<EnquiryDetail> {
  const found = await findEnquiry(db, id);
  if (!found) throw notFound('Henvendelsen');
  const replies = await listReplies(db, id);
  const { enquiry, listing, mail } = found;
  const mailFields = mail;
  return {
    ...toEnquiry({
      enquiry,
      listingTitle: listing.title,
      listingAddress: listing.address,
      mailSentAt: mailFields?.sentAt ?? null,
      mailAttempts: mailFields?.attempts ?? null,
      createdUs: '0',
    }),
    listing,
    mail: mailFields && {
      status: mailStatusOf(mailFields) ?? 'pending',
      to: mailFields.to,
      attempts: mailFields.attempts,
      lastError: mailFields.lastError,
      sentAt: mailFields.sentAt?.toISOString() ?? null,
    },
    assignedUserName: enquiry.assignedUserId === null ? null : found.assignedUserName,
    replies: replies.map((reply) => ({
      id: reply.id,
      userId: reply.userId,
      userName: reply.userName,
      body: reply.body,
      mailStatus: mailStatusOf({ sentAt: reply.mailSentAt, attempts: reply.mailAttempts }),
      createdAt: reply.createdAt.toISOString(),
    })),
    version: enquiry.version,
  };
}

/** Changes an enquiry's status or whom it is assigned to (a member of its account), at the version read. */
export async function changeEnquiry(db: Db, auth: AuthContext, id: number, ifMatch: string | undefined, patch: EnquiryPatch): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, id);
    if (!row) throw notFound('Henvendelsen');
    versionOf(ifMatch, row.version);
    if (patch.assignedUserId !== undefined && patch.assignedUserId !== null && !(await isAccountMember(tx, row.accountId, patch.assignedUserId))) {
      throw badInput({ assignedUserId: fieldProblem('invalid_value', 'Tildelt skal være en bruger på kontoen') });
    }
    const changes = {
      ...(patch.status !== undefined && patch.status !== row.status ? { status: patch.status } : {}),
      ...(patch.assignedUserId !== undefined && patch.assignedUserId !== row.assignedUserId ? { assignedUserId: patch.assignedUserId } : {}),
    };
    if (Object.keys(changes).length === 0) return;
    await updateEnquiry(tx, id, changes);
    await recordAudit(tx, auth, {
      accountId: row.accountId,
      entity: 'enquiry',
      entityId: id,
      action: 'update',
      changes: Object.fromEntries(Object.entries(changes).map(([field, to]) => [field, { from: row[field as keyof typeof changes], to }])),
    });
  });
}

/**
 * Answers an enquiry by mail through the outbox, Reply-To the user who answers (an API key's creator), keeps
 * the answer on the enquiry and marks it answered.
 */
export async function replyToEnquiry(db: Db, auth: AuthContext, id: number, body: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, id);
    if (!row) throw notFound('Henvendelsen');
    if (row.erasedAt || !row.email) throw conflict('Henvendelsens kontaktoplysninger er slettet; den kan ikke besvares');
    const found = await findEnquiry(tx, id);
    const user = await findActiveUser(tx, auth.userId);
    const title = found?.listing.title ?? '';
    const signature = user ? `\n\n${user.name ?? user.email}\n${user.email}` : '';
    const quoted = (row.message ?? '')
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const mailId = await queueMail(tx, {
      to: row.email,
      ...(user ? { replyTo: user.email } : {}),
      subject: `Svar på din henvendelse om ${title}`.slice(0, 200),
      body: `${body}${signature}\n\nDin henvendelse ${danishDateTimeOf(row.createdAt)}:\n${quoted}`,
    });
    const replyId = await insertReply(tx, { enquiryId: id, userId: auth.system ? null : auth.userId, body, mailId });
    await updateEnquiry(tx, id, { status: 'answered' });
    await recordAudit(tx, auth, {
      accountId: row.accountId,
      entity: 'enquiry',
      entityId: id,
      action: 'reply',
      changes: { status: { from: row.status, to: 'answered' } },
    });
    return replyId;
  });
}

export function newEnquiryCount(db: DbOrTx, accountId: number): Promise<number> {
  return countNewEnquiries(db, accountId);
}

const CSV_HEADER = ['Id', 'Modtaget', 'Status', 'Type', 'Navn', 'E-mail', 'Telefon', 'Besked', 'Annonce-id', 'Annonce', 'Adresse', 'Mail til mægler'];
const MAIL_STATUS_DA: Record<MailStatus, string> = { pending: 'Afventer', sent: 'Sendt', retrying: 'Prøver igen', failed: 'Fejlet' };
const EXPORT_MAX = 50_000;

/** Every enquiry of the account matching the filters, as CSV for a Danish spreadsheet. */
export async function exportEnquiriesCsv(db: DbOrTx, accountId: number, filter: EnquiryFilter): Promise<string> {
  const { rows } = await readEnquiryPage(db, accountId, filter, { limit: EXPORT_MAX, offset: 0, sort: 'createdAt', order: 'DESC' });
  const lines = rows
    .map(toEnquiry)
    .map((e) => [
      e.id,
      danishDateTimeOf(e.createdAt),
      ENQUIRY_STATUS_NAMES_DA[e.status],
      ENQUIRY_KIND_NAMES_DA[e.kind],
      e.name,
      e.email,
      e.phone,
      e.message,
      e.listingId,
      e.listingTitle,
      e.listingAddress,
      e.mailStatus ? MAIL_STATUS_DA[e.mailStatus] : '',
    ]);
  return CSV_BOM + toCsv(CSV_HEADER, lines);
}

/** Staff: one person's enquiries across accounts, by e-mail. */
export async function staffFindEnquiries(db: DbOrTx, email: string) {
  const rows = await findEnquiriesByEmail(db, email);
  return rows.map((row) => ({
    ...row,
    status: row.status as EnquiryStatus,
    createdAt: row.createdAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
  }));
}

/** Staff: erases one person's data from all their enquiries, audited (without the address itself). */
export async function staffEraseEnquiries(db: Db, auth: AuthContext, email: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await eraseEnquiriesByEmail(tx, email);
    await recordAudit(tx, auth, { accountId: null, entity: 'enquiry', entityId: ids.join(',') || '-', action: 'erase', changes: { erased: ids.length } });
    return ids;
  });
}

/** The daily retention job: erases the enquirer's data of enquiries older than the months kept; answers how many. */
export async function eraseExpiredEnquiries(db: Db, { months, now = new Date() }: { months: number; now?: Date }): Promise<number> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  let total = 0;
  for (;;) {
    const ids = await db.transaction((tx) => eraseEnquiriesBefore(tx, before, 500));
    total += ids.length;
    if (ids.length < 500) return total;
  }
}

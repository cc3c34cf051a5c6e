import { createHash, randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../db';
import type { FreshnessSettings } from '../config';
import { ApiHttpError, conflict } from '../errors';
import { CLOSING_REASONS, LISTING_STATUSES } from '../../schemas/enums';
import { WRITE_ROLES } from '../../schemas/access';
import { FRESHNESS_TEXTS, type FreshnessAnswer } from '../../schemas/freshness';
import type { BulkResult } from '../../schemas/listingStatus';
import { danishDateOf } from '../../schemas/dates';
import { findListing } from '../repositories/listings';
import {
  answerReminder,
  findAccountRow,
  findReminderByToken,
  insertReminder,
  listingsDueForReminder,
  markReminderClosed,
  setConfirmedCurrent,
  unansweredExpiredReminders,
  type DueListing,
} from '../repositories/freshness';
import { requireListing, SYSTEM_ACTOR, type AuthContext } from './access';
import { recordAudit } from './audit';
import { applyTransition } from './listingLifecycle';
import { queueMail } from './mail';
import { escapeHtml } from './searchAgents';

/*
 * Freshness: an active listing that nobody has changed or confirmed for its account type's days (FRESHNESS_DAYS)
 * mails its contact person 'Er annoncen stadig aktuel?' with two links. 'Ja, stadig ledig' records the
 * confirmation, which starts the clock anew as a change does; 'Afmeld' closes the listing. Without an answer
 * within the grace days the listing is closed with the reason 'Ikke bekræftet aktuel' and the account is told.
 * Both run on the job queue (server/jobs.ts). A link is a random token of which only the sha256 is kept: it acts
 * once, until it expires, and only on the listing it was sent for.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function freshnessLink(memberSiteUrl: string, listingId: number, token: string, answer: FreshnessAnswer): string {
  return `${memberSiteUrl.replace(/\/+$/, '')}/aktuel/${listingId}/${token}?svar=${answer}`;
}

interface Mail {
  subject: string;
  body: string;
  html: string;
}

function reminderMail(listing: DueListing, links: Record<FreshnessAnswer, string>, expiresAt: Date): Mail {
  const greeting = `Hej${listing.contactName ? ` ${listing.contactName}` : ''}`;
  const question = `Er annoncen "${listing.title}" (${listing.addressText}, annonce-ID ${listing.id}) stadig aktuel? Den har ikke været ændret eller bekræftet i et stykke tid.`;
  const deadline = `Svarer du ikke senest ${danishDateOf(expiresAt)}, bliver annoncen afmeldt. Linkene virker én gang og uden login.`;
  const body = [
    greeting,
    '',
    question,
    '',
    `${FRESHNESS_TEXTS.yes}: ${links.ja}`,
    `${FRESHNESS_TEXTS.close}: ${links.afmeld}`,
    '',
    deadline,
    '',
    'Venlig hilsen',
    'Ejendomsportal',
  ].join('\n');
  const button = (href: string, text: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:4px 8px 4px 0;border-radius:4px;background:${colour};color:#fff;text-decoration:none">${escapeHtml(text)}</a>`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(question)}</p>` +
    `<p>${button(links.ja, FRESHNESS_TEXTS.yes, '#2e7d32')}${button(links.afmeld, FRESHNESS_TEXTS.close, '#c62828')}</p>` +
    `<p>${escapeHtml(deadline)}</p><p>Venlig hilsen<br>Ejendomsportal</p>`;
  return { subject: FRESHNESS_TEXTS.subject, body, html };
}

export interface FreshnessRunOptions {
  now: Date;
  settings: FreshnessSettings;
  /** Where the links in the mail lead: the member area, which answers them. */
  memberSiteUrl: string;
}

/**
 * Mails every listing due for a reminder, one transaction each: the reminder of the listing's cycle and its
 * mail together, so a cycle is reminded once however many runs overlap. Answers the number mailed.
 */
export async function sendFreshnessReminders(db: Db, { now, settings, memberSiteUrl }: FreshnessRunOptions): Promise<number> {
  let sent = 0;
  for (let afterId = 0; ;) {
    const due = await listingsDueForReminder(db, { now, days: settings.days, afterId, limit: BATCH });
    for (const listing of due) {
      const to = listing.contactEmail?.trim() || listing.accountEmail;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + settings.graceDays * DAY_MS);
      const mailed = await db.transaction(async (tx) => {
        const id = await insertReminder(tx, { listingId: listing.id, tokenHash: sha256(token), sentAt: now, expiresAt });
        if (id === undefined) return false;
        const links = { ja: freshnessLink(memberSiteUrl, listing.id, token, 'ja'), afmeld: freshnessLink(memberSiteUrl, listing.id, token, 'afmeld') };
        await queueMail(tx, { to, ...reminderMail(listing, links, expiresAt) });
        return true;
      });
      if (mailed) sent += 1;
    }
    const last = due.at(-1);
    if (!last || due.length < BATCH) return sent;
    afterId = last.id;
  }
}

/** Closes one listing through the lifecycle, as the product itself, with the reason in its history. */
async function closeAs(
  tx: DbOrTx,
  listingId: number,
  closing: { closingReasonId: number; closingReasonText?: string },
  via: 'freshnessMail' | 'freshnessCheck',
  now: Date,
) {
  const loaded = await findListing(tx, listingId);
  const account = loaded && (await findAccountRow(tx, loaded.row.accountId));
  if (!loaded || !account) return undefined;
  await applyTransition(tx, SYSTEM_ACTOR, { ...loaded, account }, { action: 'close', version: loaded.row.version, closing, via, now });
  return { loaded, account };
}

/**
 * Closes the listings whose reminder went unanswered past its grace days and that nobody changed or confirmed
 * since, each in its own transaction with a mail to the account (and the contact person). Answers how many.
 */
export async function closeUnconfirmedListings(db: Db, { now }: { now: Date }): Promise<number> {
  let closed = 0;
  for (;;) {
    const expired = await unansweredExpiredReminders(db, now, BATCH);
    let progressed = false;
    for (const reminder of expired) {
      try {
        const done = await db.transaction(async (tx) => {
          if (!(await markReminderClosed(tx, reminder.id, now))) return false;
          const result = await closeAs(tx, reminder.listingId, { closingReasonId: CLOSING_REASONS.notconfirmedcurrent }, 'freshnessCheck', now);
          if (!result) return false;
          const { loaded, account } = result;
          const contact = typeof loaded.row.fields['contactEmail'] === 'string' ? loaded.row.fields['contactEmail'].trim() : '';
          const recipients = [...new Set([account.email, contact].filter(Boolean))];
          const body = [
            'Hej',
            '',
            `Annoncen "${loaded.row.title}" (${loaded.row.addressText}, annonce-ID ${loaded.row.id}) er afmeldt med årsagen 'Ikke bekræftet aktuel': ` +
              `ingen svarede på mailen '${FRESHNESS_TEXTS.subject}'.`,
            'Er ejendommen stadig ledig, kan annoncen genaktiveres i medlemsområdet.',
            '',
            'Venlig hilsen',
            'Ejendomsportal',
          ].join('\n');
          for (const to of recipients) await queueMail(tx, { to, subject: `Annoncen er afmeldt: ${loaded.row.title}`, body });
          return true;
        });
        progressed ||= done;
        if (done) closed += 1;
      } catch (error) {
        // Changed while this ran (412) or no longer closable (409): it is no longer unanswered and unchanged.
        if (!(error instanceof ApiHttpError)) throw error;
      }
    }
    if (expired.length < BATCH || !progressed) return closed;
  }
}

export type LinkOutcome =
  | { kind: 'confirmed'; title: string; date: string }
  | { kind: 'closed'; title: string }
  | { kind: 'refused'; reason: 'unknown' | 'used' | 'expired' | 'inactive' };

class Refused extends Error {
  constructor(readonly reason: 'used' | 'expired' | 'inactive') {
    super(reason);
  }
}

/**
 * A mailed link used: 'ja' records the confirmation, 'afmeld' closes the listing. Refused (and nothing written)
 * for a token not sent for this listing, one used or expired, or a listing no longer active.
 */
export async function answerFreshnessLink(
  db: Db,
  { listingId, token, answer, now }: { listingId: number; token: string; answer: FreshnessAnswer; now: Date },
): Promise<LinkOutcome> {
  const reminder = await findReminderByToken(db, sha256(token));
  // A token acts on its own listing only: another listing's id is as unknown as a made-up token.
  if (!reminder || reminder.listingId !== listingId) return { kind: 'refused', reason: 'unknown' };
  try {
    return await db.transaction(async (tx): Promise<LinkOutcome> => {
      if (!(await answerReminder(tx, reminder.id, answer === 'ja' ? 'confirmed' : 'closed', now))) {
        // Closed for want of an answer counts as expired; anything else not answerable now was answered.
        throw new Refused(reminder.answeredAt === null && (reminder.closedAt !== null || reminder.expiresAt <= now) ? 'expired' : 'used');
      }
      const loaded = await findListing(tx, listingId);
      if (!loaded || loaded.row.status !== LISTING_STATUSES.active) throw new Refused('inactive');
      if (answer === 'afmeld') {
        await closeAs(
          tx,
          listingId,
          { closingReasonId: CLOSING_REASONS.discontinued, closingReasonText: FRESHNESS_TEXTS.closedFromMail },
          'freshnessMail',
          now,
        );
        return { kind: 'closed', title: loaded.row.title };
      }
      await setConfirmedCurrent(tx, [listingId], now);
      await recordAudit(tx, SYSTEM_ACTOR, {
        accountId: loaded.row.accountId,
        entity: 'listing',
        entityId: listingId,
        action: 'confirmCurrent',
        changes: { confirmedCurrentAt: { from: loaded.row.confirmedCurrentAt?.toISOString() ?? null, to: now.toISOString() }, via: 'freshnessMail' },
      });
      return { kind: 'confirmed', title: loaded.row.title, date: danishDateOf(now) };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', reason: error.reason };
    throw error;
  }
}

/**
 * The index's bulk 'Bekræft aktuel': each listing on its own, with the access of an edit (roles admin and
 * member in its account: 404, 403), and only an active one (409). One refused never stops the others.
 */
export async function confirmCurrent(db: Db, auth: AuthContext, ids: number[], now: Date): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const done = await db.transaction(async (tx) => {
        const { listing } = await requireListing(tx, auth, id, { roles: WRITE_ROLES });
        if (listing.row.status !== LISTING_STATUSES.active) throw conflict('Kun en aktiv annonce kan bekræftes aktuel');
        await setConfirmedCurrent(tx, [id], now);
        await recordAudit(tx, auth, {
          accountId: listing.row.accountId,
          entity: 'listing',
          entityId: id,
          action: 'confirmCurrent',
          changes: { confirmedCurrentAt: { from: listing.row.confirmedCurrentAt?.toISOString() ?? null, to: now.toISOString() } },
        });
        return listing.row;
      });
      results.push({ id, ok: true, status: done.status, version: done.version });
    } catch (error) {
      if (!(error instanceof ApiHttpError)) throw error;
      results.push({ id, ok: false, error: { code: error.code, message: error.message } });
    }
  }
  return results;
}

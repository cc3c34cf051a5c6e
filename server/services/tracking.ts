import type { Db, DbOrTx } from '../db';
import { countListingTotal, countMarketDemand, findListingOfEvent, insertTrackingEvent } from '../repositories/tracking';
import { countAccountEvent, countListingEvent, type Counter } from '../repositories/statistics';
import { sessionHasCountedEnquiry } from '../repositories/enquiries';
import { LEAD_ACTIONS, LISTING_ACTIONS, TrackingEventSchema, type TrackingEvent } from '../../schemas/tracking';
import { copenhagenDay } from '../../schemas/dates';
import { badInput, zodFieldErrors } from '../errors';
import { unstorableText } from '../plugins/storableText';

/** Decodes {rawData: base64 of the event JSON}; a payload that is not such an event is a 400. */
export function decodeTrackingPayload(rawData: string): TrackingEvent {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(rawData, 'base64').toString('utf8'));
  } catch {
    throw badInput({ rawData: 'rawData skal være base64 af en JSON-hændelse' });
  }
  const unstorable = unstorableText(json);
  if (unstorable) throw badInput({ [unstorable.path || 'rawData']: unstorable.message });
  const parsed = TrackingEventSchema.safeParse(json);
  if (!parsed.success) throw badInput(zodFieldErrors(parsed.error, json));
  return parsed.data;
}

const COUNTERS: Partial<Record<number, Counter>> = {
  [LISTING_ACTIONS.pageVisit]: 'visits',
  ...Object.fromEntries(LEAD_ACTIONS.map((a) => [a, 'leads' as const])),
  [LISTING_ACTIONS.promotedImpression]: 'promotedImpressions',
  [LISTING_ACTIONS.promotedClick]: 'promotedClicks',
  [LISTING_ACTIONS.favorite]: 'favorites',
};

/**
 * Stores one event, and for a listing event moves the listing's and its account's daily rollups, the
 * listing's visit and lead totals and the market's monthly demand in the same transaction. The listing's
 * owner comes from the database, not from the client. Answers false when the event names a listing that
 * does not exist.
 */
export async function recordEvent(db: DbOrTx, event: TrackingEvent, now = new Date()): Promise<boolean> {
  const { event: kind, action, SessionID, SessionAcquisition, UserToken, occurredAt, ...data } = event;
  let listing: { listingType: number; zipCode: string | null } | null = null;
  let listingId: number | null = null;
  let accountId: number | null = 'target_account_id' in event ? (event.target_account_id ?? null) : null;
  if (event.event === 'listing') {
    // One counted event of a listing at a time: each moves the running totals of the listing's later days.
    const found = await findListingOfEvent(db, event.target_listing_id, COUNTERS[action] !== undefined);
    if (!found) return false;
    listing = found;
    listingId = found.id;
    accountId = found.accountId;
  }
  // The server's clock bounds the client's: an event cannot happen in the future.
  const at = occurredAt && new Date(occurredAt) < now ? new Date(occurredAt) : now;
  await insertTrackingEvent(db, {
    event: kind,
    action,
    listingId,
    accountId,
    sessionId: SessionID,
    acquisition: SessionAcquisition,
    userToken: UserToken,
    source: 'page_s_source' in event ? (event.page_s_source ?? null) : null,
    data,
    occurredAt: at,
  });
  let counter = COUNTERS[action];
  // A contact click of a session whose enquiry about the listing was counted is the same person's lead (docs/enquiries.md).
  if (counter === 'leads' && listingId !== null && (await sessionHasCountedEnquiry(db, listingId, SessionID))) counter = undefined;
  if (event.event === 'listing' && listingId !== null && accountId !== null && counter) {
    // Statistics count Danish calendar days.
    const day = copenhagenDay(at);
    await countListingEvent(db, listingId, accountId, day, counter);
    await countAccountEvent(db, accountId, day, counter);
    if ((counter === 'visits' || counter === 'leads') && listing) {
      await countListingTotal(db, listingId, counter);
      // The market's demand, by month, type and zip code (market statistics).
      await countMarketDemand(db, { month: `${day.slice(0, 7)}-01`, listingType: listing.listingType, zipCode: listing.zipCode ?? '' }, counter);
    }
  }
  return true;
}

/** Stores one event posted to the tracking endpoint, in a transaction of its own; false when it names no listing. */
export async function trackEvent(db: Db, event: TrackingEvent, now: Date): Promise<boolean> {
  return db.transaction((tx) => recordEvent(tx, event, now));
}

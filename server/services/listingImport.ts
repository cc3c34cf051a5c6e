import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db';
import { ApiHttpError, fieldErrorList, fieldMessages, fieldProblem, type FieldErrors } from '../errors';
import type { FieldError } from '../../schemas/errors';
import { CLOSING_REASONS, LISTING_STATUSES, LISTING_TYPE_PERMISSION } from '../../schemas/enums';
import { DAR_ID_PATTERN, listingTypeName, type RegisterAddress } from '../../schemas/listings';
import { CASE_SYSTEM_ORIGINS } from '../../schemas/listingOrigin';
import { isObject } from '../../schemas/isObject';
import type { AccountRow, AuthContext } from './access';
import {
  ABSENT_FROM_FEED,
  readUpsert,
  tryUpsertListingByCaseNumber,
  upsertListingByCaseNumber,
  type ListingValidation,
  type UpsertInput,
  type UpsertOutcome,
} from './listings';
import type { FieldChange } from './listingHistory';
import { transition } from './listingLifecycle';
import { holdingTextReading } from './imageChecks';
import { listingsWithCaseNumbers } from '../repositories/listings';

export { ABSENT_FROM_FEED };

/** The form field that holds the case number. */
export const CASE_NUMBER_FIELD = 'accountOwnerListingIdentifierID';

/** What became of one row of a feed; a refused row says why, per field where it can. */
export interface ImportedRow {
  /** 1 for the first listing of the feed. */
  row: number;
  caseNumber: string | null;
  outcome: UpsertOutcome | 'refused';
  /** Null for a refused row, and for one a dry run would create. */
  listingId: number | null;
  message: string | null;
  fields: Record<string, string> | null;
  /** Each bad field with its machine code and limits, as an error answer's `errors`. */
  errors: FieldError[] | null;
  /** The fields the row changed whose last change was made in the member area. */
  overwrote: FieldChange[];
}

export interface ImportResult {
  rows: ImportedRow[];
  /** A full feed: the account's listings from a case system that it left out, closed (or, in a dry run, to be closed). */
  closed: { listingId: number; caseNumber: string }[];
}

/** Of the account's open listings from a case system, a full feed closes at most this share unless confirmed. */
export const FULL_FEED_SHARE = 0.2;

/** A full feed that would close more than its share: nothing is done. */
export interface TooManyToClose {
  code: 'too_many_to_close';
  message: string;
  /** How many listings the feed would close. */
  wouldClose: number;
  /** The account's open (active or inactive) listings from a case system, with a case number. */
  caseSystemListings: number;
  /** The most the feed may close without `confirm=true`. */
  maxWithoutConfirm: number;
}

/** What a feed will do besides its rows: the listings a full feed closes, known before any row is written. */
export interface FeedPlan {
  full: boolean;
  closing: { listingId: number; caseNumber: string }[];
}

/** A row's case number, trimmed; null for a row without one. */
const caseNumberOf = (body: unknown): string | null =>
  isObject(body) && typeof body[CASE_NUMBER_FIELD] === 'string' ? body[CASE_NUMBER_FIELD].trim() || null : null;

/** The account's open listings from a case system (an API key or a feed) with a case number: what a full feed may close. */
const closable = (db: Db, accountId: number) =>
  listingsWithCaseNumbers(db, accountId, [LISTING_STATUSES.active, LISTING_STATUSES.inactive], CASE_SYSTEM_ORIGINS);

/**
 * Before a feed is imported: which listings it closes. A full feed closes the account's active and inactive
 * listings that came from a case system (an API key or a feed, never one made in the member area) with a case
 * number no row names; a refused row still names its case number, so a typo does not close a listing. More than
 * FULL_FEED_SHARE of those is refused unless `confirm`, before anything is written.
 */
export async function planImport(
  db: Db,
  account: AccountRow,
  rows: unknown[],
  { full, confirm }: { full: boolean; confirm: boolean },
): Promise<FeedPlan | TooManyToClose> {
  if (!full) return { full, closing: [] };
  const named = new Set(rows.map(caseNumberOf));
  const open = await closable(db, account.id);
  const closing = open.filter((listing) => !named.has(listing.caseNumber)).map(({ id, caseNumber }) => ({ listingId: id, caseNumber }));
  const maxWithoutConfirm = Math.floor(open.length * FULL_FEED_SHARE);
  if (confirm || closing.length <= maxWithoutConfirm) return { full, closing };
  const counts = { wouldClose: closing.length, caseSystemListings: open.length, maxWithoutConfirm };
  return { code: 'too_many_to_close', message: tooManyToCloseMessage(counts, 'da'), ...counts };
}

/** The refusal of a full feed past its share, in the language the client asks for. */
export function tooManyToCloseMessage(counts: Omit<TooManyToClose, 'code' | 'message'>, language: 'da' | 'en'): string {
  const { wouldClose, caseSystemListings } = counts;
  const share = FULL_FEED_SHARE * 100;
  return language === 'en'
    ? `The full feed would close ${wouldClose} of the account's ${caseSystemListings} active and inactive listings from the case system, ` +
        `more than ${share} %. Nothing was changed. Send confirm=true to close them, or confirm=true and dryRun=true to see which.`
    : `Det fulde feed ville lukke ${wouldClose} af kontoens ${caseSystemListings} aktive og inaktive annoncer fra sagssystemet, ` +
        `mere end ${share} %. Intet er ændret. Send confirm=true for at lukke dem, eller confirm=true og dryRun=true for at se hvilke.`;
}

/**
 * A case system's feed: each row upserted by its case number as PUT /listings/by-case-number takes it, on its
 * own (a refused row stores nothing and stops no other); a listing a row makes comes from the feed. Then a full
 * feed closes what its plan says (those of them still open). `dryRun`: each row is tried and rolled back, and
 * nothing is closed, so the answer says exactly what a run would do while nothing is written. `onRow` hears of
 * each row as soon as it is settled.
 */
export async function importListings(
  db: Db,
  auth: AuthContext,
  validation: ListingValidation,
  input: { account: AccountRow; rows: unknown[]; plan: FeedPlan; dryRun: boolean; onRow?: (row: ImportedRow) => void },
): Promise<ImportResult> {
  const { account, plan } = input;
  const named = new Set<string>();
  const rows: ImportedRow[] = [];
  const addresses = new Map<string, RegisterAddress | null>();
  await holdingTextReading(() => importAll());
  const closed = input.dryRun ? plan.closing : await closePlanned(db, auth, account, plan);
  return { rows, closed };

  async function importAll(): Promise<void> {
    for (const [index, body] of input.rows.entries()) {
      const result: ImportedRow = {
        row: index + 1,
        caseNumber: caseNumberOf(body),
        outcome: 'refused',
        listingId: null,
        message: null,
        fields: null,
        errors: null,
        overwrote: [],
      };
      rows.push(result);
      await importRow(result, body);
      input.onRow?.(result);
      // The embedded database works in this thread: between rows, other requests (and the answer's bytes) get a turn.
      await nextTurn();
    }
  }

  async function importRow(result: ImportedRow, body: unknown): Promise<void> {
    const { caseNumber } = result;
    const refused = (problems: FieldErrors, message?: string): void => {
      const fields = fieldMessages(problems);
      Object.assign(result, { message: message ?? Object.values(fields)[0] ?? null, fields, errors: fieldErrorList(problems) });
    };
    if (!isObject(body)) {
      refused({ _: fieldProblem('invalid_type', 'Rækken skal være en annonce') });
      return;
    }
    if (caseNumber === null) {
      refused({ [CASE_NUMBER_FIELD]: fieldProblem('required', 'Sagsnummer er krævet') });
      return;
    }
    if (named.has(caseNumber)) {
      refused({ [CASE_NUMBER_FIELD]: fieldProblem('duplicate', `Sagsnummeret ${caseNumber} står også i en tidligere række`) });
      return;
    }
    named.add(caseNumber);
    if (body['accountId'] !== undefined && body['accountId'] !== account.id) {
      refused({ accountId: 'Kontoen skal være den samme som importens' });
      return;
    }
    const type = listingTypeName(Number(body['listingType']));
    if (type && !account.permissions[LISTING_TYPE_PERMISSION[type]]) {
      refused({ listingType: fieldProblem('not_allowed', 'Kontoen må ikke oprette annoncer af denne type') });
      return;
    }
    try {
      const address = await addressById(validation, body['address'], addresses);
      const full = { ...body, ...(address ? { address } : {}), accountId: account.id, [CASE_NUMBER_FIELD]: caseNumber };
      const upsert: UpsertInput = { account, origin: 'feed', ...(await readUpsert(validation, account, caseNumber, full)) };
      if (input.dryRun) {
        const tried = await tryUpsertListingByCaseNumber(db, auth, upsert);
        Object.assign(result, tried);
      } else {
        const done = await upsertListingByCaseNumber(db, auth, upsert);
        Object.assign(result, { outcome: done.outcome, listingId: done.listing.row.id, overwrote: done.overwrote });
      }
    } catch (error) {
      if (!(error instanceof ApiHttpError) || error.statusCode >= 500) throw error;
      if (error.fields) refused(error.fields, error.message);
      else result.message = error.message;
    }
  }
}

/**
 * A feed may give the address by its register id alone (a CSV's `address.id`): the register fills in the
 * rest, as the form's address picker does. Undefined when the address is given otherwise.
 */
async function addressById(validation: ListingValidation, address: unknown, seen: Map<string, RegisterAddress | null>): Promise<RegisterAddress | undefined> {
  if (!isObject(address) || typeof address['id'] !== 'string' || address['streetName'] !== undefined) return undefined;
  const id = address['id'].trim();
  if (!seen.has(id)) seen.set(id, DAR_ID_PATTERN.test(id) ? await validation.register.get(id) : null);
  return seen.get(id) ?? undefined;
}

/** Closes the planned listings that are still open (one closed or changed by hand meanwhile stays as it is). */
async function closePlanned(db: Db, auth: AuthContext, account: AccountRow, plan: FeedPlan): Promise<ImportResult['closed']> {
  if (!plan.full) return [];
  const planned = new Set(plan.closing.map((listing) => listing.listingId));
  const closed: ImportResult['closed'] = [];
  for (const listing of (await closable(db, account.id)).filter((l) => planned.has(l.id))) {
    try {
      await transition(db, auth, listing.id, {
        action: 'close',
        version: listing.version,
        closing: { closingReasonId: CLOSING_REASONS.discontinued, closingReasonText: ABSENT_FROM_FEED },
      });
      closed.push({ listingId: listing.id, caseNumber: listing.caseNumber });
    } catch (error) {
      if (!(error instanceof ApiHttpError) || error.statusCode >= 500) throw error;
    }
  }
  return closed;
}

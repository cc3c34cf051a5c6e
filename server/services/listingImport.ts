import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db';
import { ApiHttpError, fieldMessages } from '../errors';
import { CLOSING_REASONS, LISTING_STATUSES, LISTING_TYPE_PERMISSION } from '../../schemas/enums';
import { DAR_ID_PATTERN, listingTypeName, type RegisterAddress } from '../../schemas/listings';
import { isObject } from '../../schemas/isObject';
import type { AccountRow, AuthContext } from './access';
import { imagesOfCaseNumber, readNewListing, upsertListingByCaseNumber, type ListingValidation, type UpsertOutcome } from './listings';
import { transition } from './listingLifecycle';
import { listingsWithCaseNumbers } from '../repositories/listings';

/** The form field that holds the case number. */
export const CASE_NUMBER_FIELD = 'accountOwnerListingIdentifierID';

/** What became of one row of a feed; a refused row says why, per field where it can. */
export interface ImportedRow {
  /** 1 for the first listing of the feed. */
  row: number;
  caseNumber: string | null;
  outcome: UpsertOutcome | 'refused';
  listingId: number | null;
  message: string | null;
  fields: Record<string, string> | null;
}

export interface ImportResult {
  rows: ImportedRow[];
  /** A full feed: the account's listings absent from it, closed. */
  closed: { listingId: number; caseNumber: string }[];
}

/** Why a listing absent from a full feed was closed. */
export const ABSENT_FROM_FEED = 'Ikke med i det fulde feed fra sagssystemet';

/**
 * A case system's feed: each row upserted by its case number as PUT /listings/by-case-number takes it, on its
 * own (a refused row stores nothing and stops no other). `full`: the feed is every listing the case system
 * has, so the account's active and inactive listings with a case number it does not name are closed; a row
 * that was refused still names its case number, so a typo does not close a listing. `onRow` hears of each row as
 * soon as it is settled.
 */
export async function importListings(
  db: Db,
  auth: AuthContext,
  validation: ListingValidation,
  input: { account: AccountRow; rows: unknown[]; full: boolean; onRow?: (row: ImportedRow) => void },
): Promise<ImportResult> {
  const { account } = input;
  const named = new Set<string>();
  const rows: ImportedRow[] = [];
  const addresses = new Map<string, RegisterAddress | null>();
  for (const [index, body] of input.rows.entries()) {
    const caseNumber = isObject(body) && typeof body[CASE_NUMBER_FIELD] === 'string' ? body[CASE_NUMBER_FIELD].trim() || null : null;
    const result: ImportedRow = { row: index + 1, caseNumber, outcome: 'refused', listingId: null, message: null, fields: null };
    rows.push(result);
    await importRow(result, body);
    input.onRow?.(result);
    // The embedded database works in this thread: between rows, other requests (and the answer's bytes) get a turn.
    await nextTurn();
  }
  const closed = input.full ? await closeAbsent(db, auth, account, named) : [];
  return { rows, closed };

  async function importRow(result: ImportedRow, body: unknown): Promise<void> {
    const { caseNumber } = result;
    const refused = (fields: Record<string, string>): void => {
      Object.assign(result, { message: Object.values(fields)[0] ?? null, fields });
    };
    if (!isObject(body)) {
      refused({ _: 'Rækken skal være en annonce' });
      return;
    }
    if (caseNumber === null) {
      refused({ [CASE_NUMBER_FIELD]: 'Sagsnummer er krævet' });
      return;
    }
    if (named.has(caseNumber)) {
      refused({ [CASE_NUMBER_FIELD]: `Sagsnummeret ${caseNumber} står også i en tidligere række` });
      return;
    }
    named.add(caseNumber);
    if (body['accountId'] !== undefined && body['accountId'] !== account.id) {
      refused({ accountId: 'Kontoen skal være den samme som importens' });
      return;
    }
    const type = listingTypeName(Number(body['listingType']));
    if (type && !account.permissions[LISTING_TYPE_PERMISSION[type]]) {
      refused({ listingType: 'Kontoen må ikke oprette annoncer af denne type' });
      return;
    }
    try {
      const known = await imagesOfCaseNumber(db, account.id, caseNumber);
      const address = await addressById(validation, body['address'], addresses);
      const full = { ...body, ...(address ? { address } : {}), accountId: account.id, [CASE_NUMBER_FIELD]: caseNumber };
      const listing = await readNewListing(validation, full, known);
      const done = await upsertListingByCaseNumber(db, auth, { account, caseNumber, ...listing });
      Object.assign(result, { outcome: done.outcome, listingId: done.listing.row.id });
    } catch (error) {
      if (!(error instanceof ApiHttpError) || error.statusCode >= 500) throw error;
      Object.assign(result, { message: error.message, fields: error.fields ? fieldMessages(error.fields) : null });
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

async function closeAbsent(db: Db, auth: AuthContext, account: AccountRow, named: Set<string>): Promise<ImportResult['closed']> {
  const open = await listingsWithCaseNumbers(db, account.id, [LISTING_STATUSES.active, LISTING_STATUSES.inactive]);
  const closed: ImportResult['closed'] = [];
  for (const listing of open.filter((l) => !named.has(l.caseNumber))) {
    await transition(db, auth, listing.id, {
      action: 'close',
      version: listing.version,
      closing: { closingReasonId: CLOSING_REASONS.discontinued, closingReasonText: ABSENT_FROM_FEED },
    });
    closed.push({ listingId: listing.id, caseNumber: listing.caseNumber });
  }
  return closed;
}

import type { Db, DbOrTx } from '../db';
import { ApiHttpError, badInput, conflict, fieldProblem, forbidden, staleVersion } from '../errors';
import { LISTING_STATUSES, type Role } from '../../schemas/enums';
import { listingTypeById } from '../../schemas/listingTypes';
import {
  copyable,
  staffOnly,
  transitionOf,
  transitionRefused,
  type BulkRequest,
  type BulkResult,
  type Closing,
  type ListingAction,
  type ListingHistoryEntry,
} from '../../schemas/listingStatus';
import { conversionRate, type ListingFilter } from '../../schemas/listings/record';
import { listingsForExport, setListingStatus, type ListingScope, type LoadedListing } from '../repositories/listings';
import { closingReasonExists, listClosingReasons } from '../repositories/meta';
import { auditEntriesOf } from '../repositories/auditLog';
import { requireListing, type AccountRow, type AuthContext } from './access';
import { READ_ROLES, WRITE_ROLES } from '../../schemas/access';
import { recordAudit } from './audit';
import { fieldChangesOf, insertListingWithStatus, metaNamesOf, recordStatusChange } from './listingHistory';
import { metaLists } from './meta';
import { requirePublishable } from './listingPublishable';
import { readCoverBeforeActivation } from './imageChecks';
import { photoSharing, rescoreSharing } from './listingQuality';
import { onListingChanged } from './searchAgents';
import { endPromotionOfListing } from './promotion';
import { emitWebhookEvent, listingStatusChangedData } from './webhooks';
import { copenhagenDay } from '../../schemas/dates';
import { CSV_BOM, toCsv, type CsvCell } from '../../schemas/csv';
import { da } from '../../i18n/da';

/** The listing and its account, as the caller may reach it with one of `roles` (404, 403). */
async function reach(db: DbOrTx, auth: AuthContext, id: number, roles: readonly Role[]) {
  const { listing, account } = await requireListing(db, auth, id, { roles });
  return { ...listing, account };
}

function requiredClosing(closing: Closing | undefined): Closing {
  if (!closing) throw badInput({ closingReasonId: fieldProblem('required', 'Afmeldingsårsag er krævet') });
  return closing;
}

async function checkClosingReason(db: DbOrTx, closing: Closing | undefined): Promise<void> {
  const { closingReasonId } = requiredClosing(closing);
  if (!(await closingReasonExists(db, closingReasonId))) throw badInput({ closingReasonId: 'Afmeldingsårsag skal være korrekt' });
}

const STAFF_ONLY = 'Kun medarbejdere hos Ejendomsportal kan gøre dette';

export interface TransitionInput {
  action: ListingAction;
  /** The version the caller read (If-Match). */
  version: number;
  closing?: Closing;
  now?: Date;
  /** What made the change when no user did (SYSTEM_ACTOR), for the history: 'freshnessMail', 'freshnessCheck'. */
  via?: string;
}

export interface TransitionDone {
  id: number;
  from: number;
  to: number;
  version: number;
}

/**
 * One status change, in one transaction: access (404, 403), the transition table (409; a staff-only
 * action by anyone else 403), the version read (412), then the write, the status history (for the
 * market statistics) and the audit log (the listing's history). Nothing is written on any refusal.
 */
export async function transition(db: Db, auth: AuthContext, id: number, input: TransitionInput): Promise<TransitionDone> {
  if (input.action === 'close' || input.action === 'reclose') await checkClosingReason(db, input.closing);
  // Outside the transaction: the OCR takes up to seconds, and must not hold the database meanwhile.
  if (input.action === 'activate' || input.action === 'reopen') await readCoverBeforeActivation(db, id);
  const done = await db.transaction(async (tx) => applyTransition(tx, auth, await reach(tx, auth, id, WRITE_ROLES), input));
  await afterTransition(db, done);
  return done;
}

/**
 * The status change itself, inside the caller's transaction on a listing the caller may write (`reach`, or a
 * listing it has just written): the transition table (409; a staff-only action by anyone else 403), the version
 * read (412), a listing going live its type's full rules (409, requirePublishable), then the write, the status
 * history and the audit log. Call afterTransition once it is committed.
 */
export async function applyTransition(
  tx: DbOrTx,
  auth: AuthContext,
  loaded: LoadedListing & { account: AccountRow },
  input: TransitionInput,
): Promise<TransitionDone> {
  const now = input.now ?? new Date();
  const id = loaded.row.id;
  const from = loaded.row.status;
  // Who may at all first, then the version the caller saw, then what that status allows.
  if (staffOnly(input.action) && !auth.isStaff) throw forbidden(STAFF_ONLY);
  if (loaded.row.version !== input.version) throw staleVersion();
  const step = transitionOf(from, input.action);
  if (!step) throw conflict(transitionRefused(from, input.action));
  if (step.who === 'staff' && !auth.isStaff) throw forbidden(STAFF_ONLY);
  if (step.to === LISTING_STATUSES.active) requirePublishable(loaded.row, loaded.images);
  // Going live or off makes or ends the photos it shares with other live listings: the scores follow.
  const sharedBefore = (await photoSharing(tx, loaded.row, loaded.images)).listings;

  const closing = input.action === 'close' || input.action === 'reclose' ? requiredClosing(input.closing) : undefined;
  const closingText = closing?.closingReasonText || null;
  const closingColumns = closing
    ? { ...(input.action === 'close' ? { closedSince: now } : {}), closingReasonId: closing.closingReasonId, closingReasonText: closingText }
    : input.action === 'reopen'
      ? { closedSince: null, closingReasonId: null, closingReasonText: null }
      : {};
  const version = await setListingStatus(tx, id, input.version, { status: step.to, ...closingColumns }, now);
  if (version === undefined) throw staleVersion();
  await recordStatusChange(tx, id, from, step.to, now);
  // Every status change passes here: by hand, by the API and a feed, by the freshness check.
  await emitWebhookEvent(tx, {
    accountId: loaded.row.accountId,
    type: 'listing.status_changed',
    data: listingStatusChangedData(loaded.row, from, step.to, now, input.via),
    now,
  });
  const listing = { ...loaded, row: { ...loaded.row, status: step.to } };
  await rescoreSharing(tx, listing, sharedBefore);
  await endPromotionOfListing(tx, { auth, listing, account: loaded.account, now, today: copenhagenDay(now) });

  const changes: Record<string, unknown> = { status: { from, to: step.to }, ...(input.via ? { via: input.via } : {}) };
  if (closing) {
    changes['closingReasonId'] = { from: loaded.row.closingReasonId, to: closing.closingReasonId };
    if (closingText !== loaded.row.closingReasonText) changes['closingReasonText'] = { from: loaded.row.closingReasonText, to: closingText };
  }
  await recordAudit(tx, auth, { accountId: loaded.row.accountId, entity: 'listing', entityId: id, action: input.action, changes });
  return { id, from, to: step.to, version };
}

/** What follows a committed status change: an active listing may match the 'immediately' search agents. */
export async function afterTransition(db: Db, done: TransitionDone): Promise<void> {
  if (done.to === LISTING_STATUSES.active) await onListingChanged(db, done.id);
}

/**
 * Copies a listing into a new pending listing in the same account, with its fields and images; the
 * case numbers only when asked to keep them (some case systems need unique case numbers). Read-only
 * users may copy (SPEC 2, 6).
 */
export async function copyListing(db: Db, auth: AuthContext, id: number, keepCaseNumber: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const loaded = await reach(tx, auth, id, READ_ROLES);
    if (!copyable(loaded.row.status, auth.isStaff)) {
      throw conflict(`Fejl opstod ved kopiering: ${transitionRefusedCopy(loaded.row.status)}`);
    }
    const { row } = loaded;
    const newId = await insertListingWithStatus(tx, {
      accountId: row.accountId,
      listingType: row.listingType,
      offMarket: row.offMarket,
      status: LISTING_STATUSES.pending,
      columns: {
        title: row.title,
        caseNumber: keepCaseNumber ? row.caseNumber : null,
        shownCaseNumber: keepCaseNumber ? row.shownCaseNumber : null,
        addressText: row.addressText,
        zipCode: row.zipCode,
        city: row.city,
        floorArea: row.floorArea,
        price: row.price,
        fields: row.fields,
        // The same fields and images: the same score.
        qualityScore: row.qualityScore,
      },
      images: loaded.images.map((image) => ({ url: image.url, width: image.width ?? 0, height: image.height ?? 0, contentHash: image.contentHash })),
      copiedFromId: id,
    });
    await recordAudit(tx, auth, {
      accountId: row.accountId,
      entity: 'listing',
      entityId: newId,
      action: 'copy',
      changes: { copiedFrom: id, keepCaseNumber, title: row.title },
    });
    await recordAudit(tx, auth, { accountId: row.accountId, entity: 'listing', entityId: id, action: 'copied', changes: { copy: newId } });
    return newId;
  });
}

function transitionRefusedCopy(status: number): string {
  return status === LISTING_STATUSES.deleted ? 'en slettet annonce kan ikke kopieres' : 'en annonce i karantæne kan ikke kopieres';
}

/** Each selected listing on its own: one refused row never stops the others. */
export async function bulk(db: Db, auth: AuthContext, request: BulkRequest): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  const closing =
    request.action === 'close' && request.closingReasonId !== undefined
      ? { closingReasonId: request.closingReasonId, closingReasonText: request.closingReasonText }
      : undefined;
  if (request.action === 'close') await checkClosingReason(db, closing);
  for (const item of request.items) {
    try {
      const done = await transition(db, auth, item.id, { action: request.action, version: item.version, closing });
      results.push({ id: item.id, ok: true, status: done.to, version: done.version });
    } catch (error) {
      if (!(error instanceof ApiHttpError)) throw error;
      results.push({ id: item.id, ok: false, error: { code: error.code, message: error.message } });
    }
  }
  return results;
}

/** The listing's history: who changed what and when, newest first, from the audit log. */
export async function listingHistory(db: Db, listing: LoadedListing['row']): Promise<ListingHistoryEntry[]> {
  const { id } = listing;
  const rows = await auditEntriesOf(db, 'listing', String(id), 500);
  const names = metaNamesOf(await metaLists(db));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    at: r.at.toISOString(),
    actor: r.actorId === null || r.actorEmail === null ? null : { id: r.actorId, name: r.actorName, email: r.actorEmail },
    actorIsStaff: r.actorIsStaff,
    changes: r.changes,
    changedFields: r.action === 'update' ? fieldChangesOf(listing.listingType, r.changes, names) : [],
  }));
}

const CSV_HEADERS = [
  'ID',
  'Status',
  'Annoncetype',
  'Off-market',
  'Titel',
  'Adresse',
  'Postnr.',
  'By',
  'Sagsnummer',
  'Vist sagsnummer',
  'Konto',
  'Areal (m²)',
  'Pris (kr.)',
  'Besøg',
  'Henvendelser',
  'Konvertering (%)',
  'Oprettet',
  'Opdateret',
  'Afmeldt siden',
  'Afmeldingsårsag',
  'Afmeldingsbemærkning',
];

// The CSV names statuses and types in the UI's own words.
const STATUS_LABELS: Record<number, string> = da.resources.listings.status;

/** The Danish calendar day, as the member sees it (a listing closed at 00:30 in Copenhagen is closed that day). */
const date = (d: Date | null) => (d ? copenhagenDay(d) : null);

/**
 * Every listing matching the index's filters (not only a page), as CSV with Danish headers; with `ids`, only
 * those of them (the rows selected in the index).
 */
export async function exportCsv(db: DbOrTx, scope: ListingScope, filter: ListingFilter, ids?: number[]): Promise<string> {
  const reasons = new Map((await listClosingReasons(db)).map((r) => [r.id, r.name]));
  const rows: CsvCell[][] = [];
  const CHUNK = 2000;
  for (let lastId = 0; ;) {
    const chunk = await listingsForExport(db, scope, filter, ids, lastId, CHUNK);
    for (const { row, accountName } of chunk) {
      rows.push([
        row.id,
        STATUS_LABELS[row.status] ?? String(row.status),
        listingTypeById(row.listingType)?.name.da ?? String(row.listingType),
        row.offMarket ? 'Ja' : 'Nej',
        row.title,
        row.addressText,
        row.zipCode,
        row.city,
        row.caseNumber,
        row.shownCaseNumber,
        accountName,
        row.floorArea,
        row.price,
        row.visits,
        row.leads,
        conversionRate(row.visits, row.leads),
        date(row.createdAt),
        date(row.updatedAt),
        date(row.closedSince),
        row.closingReasonId === null ? null : (reasons.get(row.closingReasonId) ?? String(row.closingReasonId)),
        row.closingReasonText,
      ]);
    }
    const last = chunk.at(-1);
    if (!last || chunk.length < CHUNK) break;
    lastId = last.row.id;
  }
  return CSV_BOM + toCsv(CSV_HEADERS, rows);
}

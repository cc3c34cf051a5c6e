import type { Db, DbOrTx } from '../db';
import { z } from 'zod';
import { isDeepStrictEqual } from 'node:util';
import { badInput, conflict, fieldProblem, idempotencyKeyReused, staleVersion, zodFieldErrors, type FieldErrors } from '../errors';
import { findIdempotencyKey, lockIdempotencyKey, saveIdempotencyKey } from '../repositories/idempotency';
import { messages } from '../../schemas/fields';
import { CLOSING_REASONS, LISTING_STATUSES, LISTING_TYPES, type ListingTypeName } from '../../schemas/enums';
import type { ListingOrigin } from '../../schemas/listingOrigin';
import { checkVersion } from '../versions';
import { fieldAuthorsOf } from '../repositories/auditLog';
import type { AccountRow, AuthContext } from './access';
import {
  findListing,
  listingIdsByCaseNumber,
  lockCaseNumber,
  permittedListingTypes,
  readListingIndex,
  toColumns,
  updateListing,
  type ImageRow,
  type ListingIndexOptions,
  type ListingPage,
  type ListingPosition,
  type ListingRow,
  type ListingScope,
  type LoadedListing,
  type ScoredColumns,
} from '../repositories/listings';
import { photoSharing, qualityOfRow, qualityOfValues, rescoreSharing } from './listingQuality';
import { metaLists } from './meta';
import { publicListingUrl } from './publicSite';
import { fieldChangesOf, insertListingWithStatus, metaNamesOf, type FieldChange } from './listingHistory';
import {
  conversionRate,
  ListingCreateEnvelopeSchema,
  ListingRecordSchema,
  type ListingFilter,
  type ListingImage,
  type ListingRecord,
  type ListingSummary,
} from '../../schemas/listings/record';
import { diff, recordAudit } from './audit';
import { afterTransition, applyTransition, type TransitionDone } from './listingLifecycle';
import { requirePublishable } from './listingPublishable';
import { listingObjectSchema, listingSchema, listingTypeHasOffMarket, listingTypeName, type ListingAddress, type ListingVariant } from '../../schemas/listings';
import { LISTING_TYPE_SCHEMAS } from '../../schemas/listings/registry';
import type { AddressRegister } from './addressRegister';
import { omit } from '../omit';
import { ImageRejected, type CheckedImage, type ImageStore } from './images';
import { looksTheSame } from './imageContent';
import { withKnownReadings } from './imageChecks';
import { isObject } from '../../schemas/isObject';
import { editable, editRefused } from '../../schemas/listingStatus';

/**
 * Whose listings the index and the CSV export show: the account asked for, as the access plugin reached it,
 * or else every account the caller reaches (staff: all).
 */
export function listingScopeOf(auth: AuthContext, reached: { account: AccountRow } | null): ListingScope {
  if (!reached) return auth.isStaff ? { kind: 'all' } : { kind: 'member', userId: auth.userId };
  return { kind: 'account', accountId: reached.account.id, listingTypes: permittedListingTypes(reached.account.permissions) };
}

/** A listing's columns as the index and the listing answer show them. */
function summaryOf(row: Omit<ListingRow, 'fields'>, accountName: string, publicSiteUrl: string): Omit<ListingSummary, 'coverImageUrl'> {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName,
    listingType: row.listingType,
    offMarket: row.offMarket,
    status: row.status,
    title: row.title,
    accountOwnerListingIdentifierID: row.caseNumber,
    shownAccountOwnerListingIdentifierID: row.shownCaseNumber,
    addressText: row.addressText,
    zipCode: row.zipCode,
    city: row.city,
    floorArea: row.floorArea,
    price: row.price,
    visits: row.visits,
    leads: row.leads,
    conversionRate: conversionRate(row.visits, row.leads),
    qualityScore: row.qualityScore,
    closedSince: row.closedSince ? row.closedSince.toISOString() : null,
    closingReasonId: row.closingReasonId,
    closingReasonText: row.closingReasonText,
    confirmedCurrentAt: row.confirmedCurrentAt ? row.confirmedCurrentAt.toISOString() : null,
    publicUrl: publicListingUrl(publicSiteUrl, row.id),
    copiedFromId: row.copiedFromId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toImage = (row: ImageRow): ListingImage => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  position: row.position,
  content: { floorPlan: row.floorPlan, hasText: row.hasText, textCheck: row.textCheck },
});

/** The listing as the API answers it: its form fields at the top level, next to the columns. */
export function toListingRecord(row: ListingRow, images: ImageRow[], accountName: string, publicSiteUrl: string): ListingRecord {
  return { ...row.fields, ...summaryOf(row, accountName, publicSiteUrl), images: images.map(toImage), coverCheckOverruled: row.coverCheckOverruled };
}

/**
 * One listing's answer: the record with the fixes that would raise its quality score most, and which of its images
 * show on another listing at another address (the form's live score counts them). The score is the one stored when
 * it was written, shared photos counted, which the index shows and filters on, so the two never disagree.
 */
export async function listingAnswer(db: DbOrTx, loaded: LoadedListing, publicSiteUrl: string): Promise<ListingRecord> {
  const record = toListingRecord(loaded.row, loaded.images, loaded.accountName, publicSiteUrl);
  const shared = (await photoSharing(db, loaded.row, loaded.images)).urls;
  const quality = qualityOfRow(loaded.row, loaded.images, shared);
  const images = record.images.map((image) => (image.content ? { ...image, content: { ...image.content, sharedElsewhere: shared.has(image.url) } } : image));
  return quality ? { ...record, images, qualityScore: loaded.row.qualityScore ?? quality.score, qualityFixes: quality.fixes } : { ...record, images };
}

/** A write's columns: the form's, and the score of the values and images written. */
function scoredColumns(type: ListingTypeName, offMarket: boolean, valid: ValidListing): ScoredColumns {
  const images = valid.images.map(({ url, width, content }) => ({ url, width, floorPlan: content.floorPlan, hasText: content.hasText }));
  return { ...toColumns(type, valid.values), qualityScore: qualityOfValues(type, offMarket, valid.values, images).score };
}

export interface ListingIndexPage {
  listings: ListingSummary[];
  total: number;
  /** More matched than `exactCountLimit`: the total is the planner's estimate. */
  totalEstimated: boolean;
  /** Where the next page starts, for a full page; otherwise null (this is the last page). */
  next: ListingPosition | null;
}

/** One page of the listing index, with the total of its list. */
export async function listListings(
  db: DbOrTx,
  scope: ListingScope,
  filter: ListingFilter,
  page: ListingPage,
  { publicSiteUrl, ...options }: ListingIndexOptions & { publicSiteUrl: string },
): Promise<ListingIndexPage> {
  const { rows, ...rest } = await readListingIndex(db, scope, filter, page, options);
  return {
    ...rest,
    listings: rows.map((row) => ({ ...summaryOf(row, row.accountName, publicSiteUrl), coverImageUrl: row.coverImageUrl })),
  };
}

export interface ListingValidation {
  db: Db;
  register: AddressRegister;
  images: ImageStore;
}

export interface ValidListing {
  values: Record<string, unknown>;
  images: CheckedImage[];
}

export interface ValidationOptions {
  /** Images the listing already has, which are not fetched again. */
  known?: Map<string, CheckedImage>;
  /** What is wrong besides the form fields (the envelope's), named with them. */
  extraErrors?: FieldErrors;
  /** The body's own keys besides the type's fields and what an answer carries: `activate` unless said otherwise. */
  envelope?: readonly string[];
  /** Run once the body is valid and before any picture is fetched, so that a refusal here fetches nothing. */
  beforeImages?: () => Promise<void>;
}

/**
 * What a listing body may hold besides its envelope: the type's form fields, the fields computed from them, and
 * every field a listing answer carries (id, status, version, qualityScore, …), so that an answer can be sent back.
 */
function knownKeys(type: ListingTypeName, variant: ListingVariant): Set<string> {
  return new Set([
    ...Object.keys(listingObjectSchema(type, variant).shape),
    ...Object.keys(LISTING_TYPE_SCHEMAS[type].computed ?? {}),
    ...Object.keys(ListingRecordSchema.shape),
  ]);
}

/** A property the body may not hold (a typo, another type's field), named in Danish. */
function unknownKeys(raw: Record<string, unknown>, type: ListingTypeName, variant: ListingVariant, envelope: readonly string[]): FieldErrors {
  const known = knownKeys(type, variant);
  const unknown = Object.keys(raw).filter((key) => !known.has(key) && !envelope.includes(key));
  return Object.fromEntries(unknown.map((key) => [key, fieldProblem('unknown_field', `Ukendt felt: ${key}`)]));
}

/**
 * Validates a listing body with the type's zod schema (the same one the form uses), then what only
 * the server can know: the address is in the register, the meta keys exist, the images are there and
 * obey the rules. Every bad field is named at once; nothing is written before this passes, and no picture
 * is fetched before the rest of the body has passed.
 */
export async function validateListing(
  ctx: ListingValidation,
  type: ListingTypeName,
  variant: ListingVariant,
  body: unknown,
  { known = new Map(), extraErrors = {}, envelope = ['activate'], beforeImages }: ValidationOptions = {},
): Promise<ValidListing> {
  const raw = isObject(body) ? body : {};
  const parsed = listingSchema(type, variant).safeParse(raw);
  const errors: FieldErrors = {
    ...extraErrors,
    ...unknownKeys(raw, type, variant, envelope),
    ...(parsed.success ? {} : zodFieldErrors(parsed.error, raw)),
  };
  const values: Record<string, unknown> = parsed.success ? { ...parsed.data } : {};

  const passed = (field: string) => !Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));

  if (parsed.success || passed('address')) {
    const address = (parsed.success ? parsed.data.address : raw['address']) as ListingAddress;
    const found = await ctx.register.get(address.id);
    if (!found) errors['address'] = messages.invalid('Adresse');
    else {
      // The register's own words for the address, not what the client sent.
      values['address'] = {
        id: found.id,
        streetName: found.streetName,
        streetNumber: found.streetNumber,
        ...(found.floor ? { floor: found.floor } : {}),
        ...(found.door ? { door: found.door } : {}),
        zipCode: found.zipCode,
        city: found.city,
        latitude: found.latitude,
        longitude: found.longitude,
      };
    }
  }

  Object.assign(errors, await checkMetaKeys(ctx.db, type, raw, passed));
  if (Object.keys(errors).length > 0) throw badInput(errors);
  await beforeImages?.();

  const checked: CheckedImage[] = [];
  const images = Array.isArray(raw['images']) ? raw['images'] : [];
  await Promise.all(
    images.map(async (image: unknown, i) => {
      const url = isObject(image) && typeof image['url'] === 'string' ? image['url'].trim() : undefined;
      if (!url) return;
      const already = known.get(url);
      if (already) {
        checked[i] = already;
        return;
      }
      try {
        checked[i] = await ctx.images.check(url);
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        errors[`images.${i}.url`] = error.message;
      }
    }),
  );

  // The same picture twice is refused whatever its name, URL, size or encoding: by its bytes, or by what it shows.
  const seen: CheckedImage[] = [];
  checked.forEach((image, i) => {
    if (seen.some((earlier) => samePicture(earlier, image))) errors[`images.${i}.url`] = fieldProblem('duplicate', messages.duplicateImage());
    seen.push(image);
  });

  if (Object.keys(errors).length > 0) throw badInput(errors);
  // Only the pictures new to the listing: those it has are read by the job queue, and need no query on every save.
  return { values, images: await withKnownReadings(ctx.db, checked, (image) => known.get(image.url) !== image) };
}

/** The same picture: the same bytes, or a resized or re-encoded copy (their perceptual hashes close). */
function samePicture(a: CheckedImage, b: CheckedImage): boolean {
  return a.contentHash === b.contentHash || looksTheSame(a.content, b.content);
}

/** What reading a new listing's body is told besides the body: validateListing's options, once the type is known. */
export interface NewListingOptions extends Omit<ValidationOptions, 'beforeImages'> {
  beforeImages?: (listing: { listingType: number; offMarket: boolean }) => Promise<void>;
}

/** A new listing's body as POST /listings takes it: the envelope, then the type's fields, every bad field named at once. */
export async function readNewListing(
  ctx: ListingValidation,
  body: Record<string, unknown>,
  { beforeImages, ...options }: NewListingOptions = {},
): Promise<Omit<NewListingInput, 'account'>> {
  const envelope = ListingCreateEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    // Say what is wrong with the form fields too, when the type is known.
    const type = listingTypeName(Number(body['listingType']));
    const envelopeErrors = { ...options.extraErrors, ...zodFieldErrors(envelope.error, body) };
    if (!type) throw badInput(envelopeErrors);
    await validateListing(ctx, type, 'standard', body, { ...options, extraErrors: envelopeErrors });
    throw badInput(envelopeErrors);
  }
  const { listingType, offMarket, activate } = envelope.data;
  const type = listingTypeName(listingType);
  if (!type) throw badInput({ listingType: messages.invalid('Annoncetype') });
  if (offMarket && !listingTypeHasOffMarket(type)) {
    throw badInput({ offMarket: 'Kontorfællesskaber kan ikke oprettes som off-market' });
  }
  const valid = await validateListing(ctx, type, offMarket ? 'offMarket' : 'standard', body, {
    ...options,
    beforeImages: beforeImages && (() => beforeImages({ listingType, offMarket })),
  });
  return { listingType, type, offMarket, activate, valid };
}

/** The keys of the meta lists (SPEC 3) must exist, and the subcategory must be one of the type's. */
async function checkMetaKeys(db: Db, type: ListingTypeName, raw: Record<string, unknown>, passed: (field: string) => boolean): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const strings = (field: string) => {
    const value = raw[field];
    return passed(field) && Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  };

  const meta = await metaLists(db);
  const subcategory = raw['listingtypeSubcategory'];
  if (passed('listingtypeSubcategory') && typeof subcategory === 'string') {
    const key = subcategory.trim();
    if (!meta.subcategories.some((r) => r.key === key && r.listingType === LISTING_TYPES[type]))
      errors['listingtypeSubcategory'] = messages.invalid('Kategori');
  }
  const lists = [
    ['facilities', 'Faciliteter', meta.facilities.map((r) => r.key)],
    ['usageProposals', 'Anvendelsesforslag', meta.usageProposals.map((r) => r.key)],
    ['secondaryUsageProposals', 'Sekundære anvendelsesforslag', meta.usageProposals.map((r) => r.key)],
    ['energyLabels', 'Energimærker', meta.energyLabels.map((r) => r.code)],
  ] as const;
  for (const [field, label, known] of lists) {
    if (strings(field).some((k) => !known.includes(k))) errors[field] = messages.invalid(label);
  }
  return errors;
}

export interface NewListingInput {
  account: AccountRow;
  listingType: number;
  type: ListingTypeName;
  offMarket: boolean;
  /** 'Gem og aktivér': activate it in the same transaction, or store nothing. */
  activate: boolean;
  valid: ValidListing;
  /** Where it comes from when it is made: a feed, or else what the caller is (an API key or the member area). */
  origin?: ListingOrigin;
}

/**
 * Creates a pending listing with its audit-log entry in one transaction, activated in it when asked ('Gem og
 * aktivér': the status machine decides, and a refusal stores nothing). Answers the listing as stored.
 */
export async function createListing(db: Db, auth: AuthContext, input: NewListingInput): Promise<LoadedListing> {
  const { id, activated } = await db.transaction((tx) => insertNew(tx, auth, input));
  return settled(db, id, activated);
}

/**
 * Replaces a listing's form fields and images against the version it was read at (412 when another change came
 * first), with its audit-log entry of what changed, in one transaction; activated in it when asked. `listing`
 * is the listing as the caller reached it. Answers the listing as stored.
 */
export async function editListing(db: Db, auth: AuthContext, reached: ReachedListing, valid: ValidListing, activate: boolean): Promise<LoadedListing> {
  const { written, activated } = await db.transaction((tx) => replaceFields(tx, auth, reached, valid, activate ? 'activate' : null));
  return settledAfterWrite(db, written, activated);
}

/** An Idempotency-Key and the body it came with. */
export interface IdempotentRequest {
  key: string;
  requestHash: string;
}

/**
 * The listing an earlier request with this key made in the account (in the last day), or null; the same key with
 * another body is a 422. Asked before the body is validated, so that a request sent again fetches no picture.
 */
export async function listingOfIdempotencyKey(db: DbOrTx, accountId: number, once: IdempotentRequest): Promise<LoadedListing | null> {
  const earlier = await findIdempotencyKey(db, accountId, once.key);
  if (!earlier) return null;
  if (earlier.requestHash !== once.requestHash) throw idempotencyKeyReused();
  return findListing(db, earlier.listingId);
}

/**
 * createListing for a request with an Idempotency-Key: the key is held until the listing and the key are
 * stored together, so that the same request sent twice at once makes one listing; the second answers it.
 */
export async function createListingOnce(
  db: Db,
  auth: AuthContext,
  input: NewListingInput,
  once: IdempotentRequest,
): Promise<{ listing: LoadedListing; replayed: boolean }> {
  const accountId = input.account.id;
  const done = await db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, accountId, once.key);
    const earlier = await listingOfIdempotencyKey(tx, accountId, once);
    if (earlier) return { id: earlier.row.id, activated: null, replayed: true };
    const made = await insertNew(tx, auth, input);
    await saveIdempotencyKey(tx, { accountId, key: once.key, requestHash: once.requestHash, listingId: made.id });
    return { ...made, replayed: false };
  });
  return { listing: await settled(db, done.id, done.activated), replayed: done.replayed };
}

/**
 * What an upsert by case number did: made the listing, changed it, or found it as asked already; for a closed
 * listing the push asked to be active, reopened it or left it closed (its fields stored as pushed).
 */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged' | 'reopened' | 'left_closed';

/** Why a full feed closed a listing it left out; a push that activates such a listing reopens it. */
export const ABSENT_FROM_FEED = 'Ikke med i det fulde feed fra sagssystemet';

/** Whether the listing is closed because a full feed left it out (not by hand). */
const closedByFeed = (row: ListingRow) =>
  row.status === LISTING_STATUSES.closed && row.closingReasonId === CLOSING_REASONS.discontinued && row.closingReasonText === ABSENT_FROM_FEED;

export interface UpsertInput extends NewListingInput {
  caseNumber: string;
  /** If-Match when the push sent one: the listing must exist at that version (412 otherwise). */
  ifMatch?: string | undefined;
  /** A closed listing that the push activates is reopened when this says so (or when a full feed closed it). */
  reopen: boolean;
}

export interface Upserted {
  outcome: UpsertOutcome;
  listing: LoadedListing;
  /** The fields the push changed whose last change was made in the member area (not with an API key). */
  overwrote: FieldChange[];
}

/** The account's one listing with this case number (not a deleted one), or null; several are a conflict to resolve in the member area. */
async function listingOfCaseNumber(db: DbOrTx, accountId: number, caseNumber: string): Promise<LoadedListing | null> {
  const ids = await listingIdsByCaseNumber(db, accountId, caseNumber);
  if (ids.length > 1) throw conflict(`Sagsnummeret ${caseNumber} bruges af ${ids.length} annoncer i kontoen`);
  const [id] = ids;
  return id === undefined ? null : findListing(db, id);
}

/**
 * What refuses a push onto the listing its case number names (null: none yet): another type (409), another version
 * than If-Match's (412), a listing that can no longer change (409).
 */
function refuseUpsert(
  listing: LoadedListing | null,
  { caseNumber, listingType, offMarket, ifMatch }: { caseNumber: string; listingType: number; offMarket: boolean; ifMatch?: string | undefined },
): void {
  if (!listing) {
    // A version of a listing that does not exist is not its version.
    if (ifMatch !== undefined) throw staleVersion();
    return;
  }
  const { row } = listing;
  if (row.listingType !== listingType || row.offMarket !== offMarket) throw conflict(`Sagsnummeret ${caseNumber} bruges af en annonce af en anden type`);
  if (ifMatch !== undefined) checkVersion(ifMatch, row.version);
  if (!editable(row.status)) throw conflict(editRefused(row.status));
}

/** PUT /listings/by-case-number and a feed's row: besides POST /listings' envelope, whether to reopen a closed listing. */
const UpsertEnvelopeSchema = z.object({ reopen: z.boolean({ error: 'Genåbn skal være sand eller falsk' }).default(false) });

/**
 * A push by case number read as POST /listings reads its body, with `reopen`. Once the body is valid, and before
 * any picture is fetched, the listing the case number names must take the push (409, 412, as the write would
 * refuse it), so that a refused push fetches nothing; the pictures it has already are not fetched again.
 */
export async function readUpsert(
  ctx: ListingValidation,
  account: AccountRow | null,
  caseNumber: string,
  body: Record<string, unknown>,
  ifMatch?: string,
): Promise<Omit<UpsertInput, 'account'> & { known: Map<string, CheckedImage> }> {
  const target = account ? await listingOfCaseNumber(ctx.db, account.id, caseNumber) : null;
  const reopen = UpsertEnvelopeSchema.safeParse(body);
  const known = target ? knownImages(target) : new Map<string, CheckedImage>();
  const listing = await readNewListing(ctx, body, {
    known,
    extraErrors: reopen.success ? {} : zodFieldErrors(reopen.error, body),
    envelope: ['activate', 'reopen'],
    beforeImages: (envelope) => {
      refuseUpsert(target, { caseNumber, ifMatch, ...envelope });
      return Promise.resolve();
    },
  });
  return { ...listing, caseNumber, ifMatch, reopen: reopen.success && reopen.data.reopen, known };
}

/** What an upsert did in its transaction; `written` is the listing as written, unless an activation changed it again. */
interface UpsertDone {
  outcome: UpsertOutcome;
  id: number;
  written: LoadedListing | null;
  activated: TransitionDone | null;
  overwrote: FieldChange[];
}

/**
 * The upsert in the caller's transaction, which holds the case number until it ends. The listing found must be of
 * the same type and variant, still editable and at If-Match's version when one was sent. `activate` leaves an
 * active listing as it is; a closed listing is reopened only when the push says `reopen` or a full feed closed it,
 * and is otherwise left closed with the push's fields stored.
 */
async function upsertInTransaction(tx: DbOrTx, auth: AuthContext, input: UpsertInput): Promise<UpsertDone> {
  const { account, caseNumber, type, valid } = input;
  await lockCaseNumber(tx, account.id, caseNumber);
  const listing = await listingOfCaseNumber(tx, account.id, caseNumber);
  refuseUpsert(listing, input);
  if (!listing) return { outcome: 'created', written: null, overwrote: [], ...(await insertNew(tx, auth, input)) };
  const { row } = listing;
  const closed = row.status === LISTING_STATUSES.closed;
  const reopen = closed && input.activate && (input.reopen || closedByFeed(row));
  const then = reopen ? 'reopen' : input.activate && !closed && row.status !== LISTING_STATUSES.active ? 'activate' : null;
  const outcome = reopen ? 'reopened' : closed && input.activate ? 'left_closed' : 'updated';
  if (!then && sameContent(type, listing, valid)) {
    return { outcome: outcome === 'left_closed' ? outcome : 'unchanged', id: row.id, written: listing, activated: null, overwrote: [] };
  }
  const authors = await fieldAuthorsOf(tx, row.id);
  const { written, activated, changed } = await replaceFields(tx, auth, { listing, type, account }, valid, then);
  const names = metaNamesOf(await metaLists(tx));
  // A field not changed since the listing was made was set by whoever made it; one without a history (the demo's) by hand.
  const byMember = (field: string) => !(authors.fields.get(field) ?? authors.created ?? { byApiKey: false }).byApiKey;
  const overwrote = fieldChangesOf(row.listingType, changed, names).filter((change) => byMember(change.field));
  return { outcome, id: row.id, written, activated, overwrote };
}

/**
 * Creates the account's listing with this case number, or replaces the one it has (not a deleted one), in one
 * transaction (upsertInTransaction). Asked again with the same body it changes nothing.
 */
export async function upsertListingByCaseNumber(db: Db, auth: AuthContext, input: UpsertInput): Promise<Upserted> {
  const done = await db.transaction((tx) => upsertInTransaction(tx, auth, input));
  const listing = done.written && !done.activated ? done.written : await settled(db, done.id, done.activated);
  return { outcome: done.outcome, listing, overwrote: done.overwrote };
}

/** Thrown to roll back a trial's transaction. */
class TrialOver extends Error {}

/**
 * What upsertListingByCaseNumber would do, found by doing it in a transaction that is then rolled back: nothing is
 * stored, and a refusal is the one the upsert would meet. A listing it would make has no id.
 */
export async function tryUpsertListingByCaseNumber(
  db: Db,
  auth: AuthContext,
  input: UpsertInput,
): Promise<{ outcome: UpsertOutcome; listingId: number | null; overwrote: FieldChange[] }> {
  const trial: { done?: UpsertDone } = {};
  try {
    await db.transaction(async (tx) => {
      trial.done = await upsertInTransaction(tx, auth, input);
      throw new TrialOver();
    });
  } catch (error) {
    if (!(error instanceof TrialOver)) throw error;
  }
  if (!trial.done) throw new Error('the trial upsert ended without an outcome');
  const { outcome, id, overwrote } = trial.done;
  return { outcome, listingId: outcome === 'created' ? null : id, overwrote };
}

/**
 * A listing's images as validation takes them: already checked, not fetched again. One stored before its content
 * hash was kept is checked again, so that the save learns it.
 */
export function knownImages(listing: LoadedListing): Map<string, CheckedImage> {
  return new Map(
    listing.images.flatMap(({ url, width, height, contentHash, perceptualHash, floorPlan, hasText, textRead, textCheck }) =>
      // One stored without a perceptual hash (the seed's) is told apart from the others by its bytes.
      contentHash
        ? [[url, { url, width: width ?? 0, height: height ?? 0, contentHash, content: { perceptualHash, floorPlan, hasText, textRead, textCheck } }]]
        : [],
    ),
  );
}

type ReachedListing = { listing: LoadedListing; type: ListingTypeName; account: AccountRow };

async function insertNew(tx: DbOrTx, auth: AuthContext, input: NewListingInput): Promise<{ id: number; activated: TransitionDone | null }> {
  const { account, listingType, type, offMarket, valid } = input;
  const id = await insertListingWithStatus(tx, {
    accountId: account.id,
    listingType,
    offMarket,
    origin: input.origin ?? (auth.apiKey ? 'api_key' : 'member'),
    status: LISTING_STATUSES.pending,
    columns: scoredColumns(type, offMarket, valid),
    images: valid.images,
  });
  await recordAudit(tx, auth, {
    accountId: account.id,
    entity: 'listing',
    entityId: id,
    action: 'create',
    changes: { listingType, offMarket, title: valid.values['title'] },
  });
  if (!input.activate) return { id, activated: null };
  const written = await findListing(tx, id);
  if (!written) throw new Error(`listing ${id} vanished before it was activated`);
  return { id, activated: await activateWritten(tx, auth, written, account, 'activate') };
}

/** `then`: the status change to make in the same transaction ('Gem og aktivér', a push that reopens), or none. */
async function replaceFields(
  tx: DbOrTx,
  auth: AuthContext,
  { listing, type, account }: ReachedListing,
  valid: ValidListing,
  then: 'activate' | 'reopen' | null,
): Promise<{ written: LoadedListing; activated: TransitionDone | null; changed: Record<string, unknown> }> {
  const { id, version, accountId } = listing.row;
  // A live listing's photos may be shared with others: their scores follow what this write makes of that.
  const sharedBefore = (await photoSharing(tx, listing.row, listing.images)).listings;
  const stored = await updateListing(tx, id, version, scoredColumns(type, listing.row.offMarket, valid), sameImages(valid, listing) ? null : valid.images);
  if (!stored) throw staleVersion();
  const written = { row: stored.row, images: stored.images ?? listing.images, accountName: listing.accountName };
  // A live listing stays complete: an edit (a feed's row without images) may not strip what its type requires.
  if (written.row.status === LISTING_STATUSES.active) requirePublishable(written.row, written.images);
  const score = await rescoreSharing(tx, written, sharedBefore);
  if (score !== null) written.row = { ...written.row, qualityScore: score };
  const changed = omit(diff(auditRecord(listing), auditRecord(written)), 'version', 'updatedAt');
  await recordAudit(tx, auth, { accountId, entity: 'listing', entityId: id, action: 'update', changes: changed });
  return { written, changed, activated: then ? await activateWritten(tx, auth, written, account, then) : null };
}

/** The listing an update wrote, once the transaction has committed: as written, unless an activation changed it again. */
function settledAfterWrite(db: Db, written: LoadedListing, activated: TransitionDone | null): Promise<LoadedListing> {
  return activated ? settled(db, written.row.id, activated) : Promise.resolve(written);
}

/** The listing as stored once the transaction has committed, after what an activation sets off. */
async function settled(db: Db, id: number, activated: TransitionDone | null): Promise<LoadedListing> {
  if (activated) await afterTransition(db, activated);
  const listing = await findListing(db, id);
  if (!listing) throw new Error(`listing ${id} vanished after it was written`);
  return listing;
}

/** Whether storing `valid` would leave the listing's fields and images as they are. */
function sameContent(type: ListingTypeName, listing: LoadedListing, valid: ValidListing): boolean {
  const next = toColumns(type, valid.values);
  const current = Object.fromEntries(Object.keys(next).map((key) => [key, listing.row[key as keyof typeof next]]));
  return isDeepStrictEqual(next, current) && sameImages(valid, listing);
}

/** Whether the listing already has these images, in this order and size, their content hashes known. */
function sameImages(valid: ValidListing, listing: LoadedListing): boolean {
  const images = (list: { url: string; width: number | null; height: number | null; contentHash: string | null }[]) =>
    list.map(({ url, width, height, contentHash }) => ({ url, width, height, contentHash }));
  return isDeepStrictEqual(images(valid.images), images(listing.images));
}

/** The listing as the audit log compares it: its fields and images (its public address never changes). */
const auditRecord = (listing: LoadedListing) => toListingRecord(listing.row, listing.images, listing.accountName, '');

function activateWritten(tx: DbOrTx, auth: AuthContext, written: LoadedListing, account: AccountRow, action: 'activate' | 'reopen'): Promise<TransitionDone> {
  return applyTransition(tx, auth, { ...written, account }, { action, version: written.row.version });
}

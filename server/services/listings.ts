import type { Db, DbOrTx } from '../db';
import { isDeepStrictEqual } from 'node:util';
import { badInput, conflict, fieldProblem, idempotencyKeyReused, staleVersion, zodFieldErrors, type FieldErrors } from '../errors';
import { findIdempotencyKey, lockIdempotencyKey, saveIdempotencyKey } from '../repositories/idempotency';
import { messages } from '../../schemas/fields';
import { LISTING_STATUSES, LISTING_TYPES, type ListingTypeName } from '../../schemas/enums';
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
import { qualityOfRow, qualityOfValues } from './listingQuality';
import { metaLists } from './meta';
import { publicListingUrl } from './publicSite';
import { insertListingWithStatus } from './listingHistory';
import {
  conversionRate,
  ListingCreateEnvelopeSchema,
  type ListingFilter,
  type ListingImage,
  type ListingRecord,
  type ListingSummary,
} from '../../schemas/listings/record';
import { diff, recordAudit } from './audit';
import { afterTransition, applyTransition, type TransitionDone } from './listingLifecycle';
import { requirePublishable } from './listingPublishable';
import { listingSchema, listingTypeHasOffMarket, listingTypeName, type ListingAddress, type ListingVariant } from '../../schemas/listings';
import type { AddressRegister } from './addressRegister';
import { omit } from '../omit';
import { ImageRejected, type CheckedImage, type ImageStore } from './images';
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
});

/** The listing as the API answers it: its form fields at the top level, next to the columns. */
export function toListingRecord(row: ListingRow, images: ImageRow[], accountName: string, publicSiteUrl: string): ListingRecord {
  return { ...row.fields, ...summaryOf(row, accountName, publicSiteUrl), images: images.map(toImage) };
}

/**
 * One listing's answer: the record with the fixes that would raise its quality score most. The score is the one
 * stored when it was written, which the index shows and filters on, so the two never disagree.
 */
export function listingAnswer(loaded: LoadedListing, publicSiteUrl: string): ListingRecord {
  const record = toListingRecord(loaded.row, loaded.images, loaded.accountName, publicSiteUrl);
  const quality = qualityOfRow(loaded.row, loaded.images);
  return quality ? { ...record, qualityScore: loaded.row.qualityScore ?? quality.score, qualityFixes: quality.fixes } : record;
}

/** A write's columns: the form's, and the score of the values and images written. */
function scoredColumns(type: ListingTypeName, offMarket: boolean, valid: ValidListing): ScoredColumns {
  return { ...toColumns(type, valid.values), qualityScore: qualityOfValues(type, offMarket, valid.values, valid.images).score };
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

/**
 * Validates a listing body with the type's zod schema (the same one the form uses), then what only
 * the server can know: the address is in the register, the meta keys exist, the images are there and
 * obey the rules. Every bad field is named at once; nothing is written before this passes.
 * `known` holds images the listing already has, which are not fetched again.
 */
export async function validateListing(
  ctx: ListingValidation,
  type: ListingTypeName,
  variant: ListingVariant,
  body: unknown,
  known: Map<string, CheckedImage> = new Map(),
  extraErrors: FieldErrors = {},
): Promise<ValidListing> {
  const raw = isObject(body) ? body : {};
  const parsed = listingSchema(type, variant).safeParse(raw);
  const errors: FieldErrors = { ...extraErrors, ...(parsed.success ? {} : zodFieldErrors(parsed.error, raw)) };
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

  const checked: CheckedImage[] = [];
  const images = Array.isArray(raw['images']) ? raw['images'] : [];
  await Promise.all(
    images.map(async (image: unknown, i) => {
      const url = isObject(image) && typeof image['url'] === 'string' ? image['url'].trim() : undefined;
      if (!url || !passed(`images.${i}`)) return;
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

  // The same picture twice is refused whatever its name or URL: by its bytes.
  const seen = new Set<string>();
  checked.forEach((image, i) => {
    if (seen.has(image.contentHash)) errors[`images.${i}.url`] = fieldProblem('duplicate', messages.duplicateImage());
    seen.add(image.contentHash);
  });

  if (Object.keys(errors).length > 0) throw badInput(errors);
  return { values, images: checked };
}

/** A new listing's body as POST /listings takes it: the envelope, then the type's fields, every bad field named at once. */
export async function readNewListing(
  ctx: ListingValidation,
  body: Record<string, unknown>,
  known: Map<string, CheckedImage> = new Map(),
): Promise<Omit<NewListingInput, 'account'>> {
  const envelope = ListingCreateEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    // Say what is wrong with the form fields too, when the type is known.
    const type = listingTypeName(Number(body['listingType']));
    const envelopeErrors = zodFieldErrors(envelope.error, body);
    if (!type) throw badInput(envelopeErrors);
    await validateListing(ctx, type, 'standard', body, new Map(), envelopeErrors);
    throw badInput(envelopeErrors);
  }
  const { listingType, offMarket, activate } = envelope.data;
  const type = listingTypeName(listingType);
  if (!type) throw badInput({ listingType: messages.invalid('Annoncetype') });
  if (offMarket && !listingTypeHasOffMarket(type)) {
    throw badInput({ offMarket: 'Kontorfællesskaber kan ikke oprettes som off-market' });
  }
  const valid = await validateListing(ctx, type, offMarket ? 'offMarket' : 'standard', body, known);
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
  const { written, activated } = await db.transaction((tx) => replaceFields(tx, auth, reached, valid, activate));
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

/** What an upsert by case number did: made the listing, changed it, or found it as asked already. */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Creates the account's listing with this case number, or replaces the one it has (not a deleted one), in one
 * transaction that holds the case number until it ends. Asked again with the same body it changes nothing.
 * The listing found must be of the same type and variant and still editable; `activate` leaves an active
 * listing as it is. More than one listing with the case number (made before by hand) is a conflict to resolve
 * in the member area.
 */
export async function upsertListingByCaseNumber(
  db: Db,
  auth: AuthContext,
  input: NewListingInput & { caseNumber: string },
): Promise<{ outcome: UpsertOutcome; listing: LoadedListing }> {
  const { account, caseNumber, listingType, offMarket, type, valid } = input;
  const done = await db.transaction(async (tx) => {
    await lockCaseNumber(tx, account.id, caseNumber);
    const ids = await listingIdsByCaseNumber(tx, account.id, caseNumber);
    if (ids.length > 1) throw conflict(`Sagsnummeret ${caseNumber} bruges af ${ids.length} annoncer i kontoen`);
    const [id] = ids;
    if (id === undefined) return { outcome: 'created' as const, ...(await insertNew(tx, auth, input)) };
    const listing = await findListing(tx, id);
    if (!listing) throw new Error(`listing ${id} vanished during upsert`);
    const { row } = listing;
    if (row.listingType !== listingType || row.offMarket !== offMarket) {
      throw conflict(`Sagsnummeret ${caseNumber} bruges af en annonce af en anden type`);
    }
    if (!editable(row.status)) throw conflict(editRefused(row.status));
    const activate = input.activate && row.status !== LISTING_STATUSES.active;
    if (!activate && sameContent(type, listing, valid)) return { outcome: 'unchanged' as const, listing };
    const { written, activated } = await replaceFields(tx, auth, { listing, type, account }, valid, activate);
    return { outcome: 'updated' as const, written, activated };
  });
  switch (done.outcome) {
    case 'unchanged':
      return done;
    case 'updated':
      return { outcome: done.outcome, listing: await settledAfterWrite(db, done.written, done.activated) };
    case 'created':
      return { outcome: done.outcome, listing: await settled(db, done.id, done.activated) };
  }
}

/** The images of the account's listing with this case number, which an upsert need not fetch again. */
export async function imagesOfCaseNumber(db: DbOrTx, accountId: number, caseNumber: string): Promise<Map<string, CheckedImage>> {
  const [id, ...more] = await listingIdsByCaseNumber(db, accountId, caseNumber);
  const listing = id === undefined || more.length > 0 ? null : await findListing(db, id);
  return listing ? knownImages(listing) : new Map();
}

/**
 * A listing's images as validation takes them: already checked, not fetched again. One stored before its content
 * hash was kept is checked again, so that the save learns it.
 */
export function knownImages(listing: LoadedListing): Map<string, CheckedImage> {
  return new Map(
    listing.images.flatMap(({ url, width, height, contentHash }) => (contentHash ? [[url, { url, width: width ?? 0, height: height ?? 0, contentHash }]] : [])),
  );
}

type ReachedListing = { listing: LoadedListing; type: ListingTypeName; account: AccountRow };

async function insertNew(tx: DbOrTx, auth: AuthContext, input: NewListingInput): Promise<{ id: number; activated: TransitionDone | null }> {
  const { account, listingType, type, offMarket, valid } = input;
  const id = await insertListingWithStatus(tx, {
    accountId: account.id,
    listingType,
    offMarket,
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
  return { id, activated: await activateWritten(tx, auth, written, account) };
}

async function replaceFields(
  tx: DbOrTx,
  auth: AuthContext,
  { listing, type, account }: ReachedListing,
  valid: ValidListing,
  activate: boolean,
): Promise<{ written: LoadedListing; activated: TransitionDone | null }> {
  const { id, version, accountId } = listing.row;
  const stored = await updateListing(tx, id, version, scoredColumns(type, listing.row.offMarket, valid), sameImages(valid, listing) ? null : valid.images);
  if (!stored) throw staleVersion();
  const written = { row: stored.row, images: stored.images ?? listing.images, accountName: listing.accountName };
  // A live listing stays complete: an edit (a feed's row without images) may not strip what its type requires.
  if (written.row.status === LISTING_STATUSES.active) requirePublishable(written.row, written.images);
  const changed = omit(diff(auditRecord(listing), auditRecord(written)), 'version', 'updatedAt');
  await recordAudit(tx, auth, { accountId, entity: 'listing', entityId: id, action: 'update', changes: changed });
  return { written, activated: activate ? await activateWritten(tx, auth, written, account) : null };
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

function activateWritten(tx: DbOrTx, auth: AuthContext, written: LoadedListing, account: AccountRow): Promise<TransitionDone> {
  return applyTransition(tx, auth, { ...written, account }, { action: 'activate', version: written.row.version });
}

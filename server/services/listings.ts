import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db';
import { energyLabels, facilities, subcategories, usageProposals } from '../db/schema';
import { badInput, staleVersion } from '../errors';
import { fieldErrors, messages } from '../../schemas/fields';
import { LISTING_STATUSES, LISTING_TYPES, type ListingTypeName } from '../../schemas/enums';
import type { AccountRow, AuthContext } from './access';
import {
  findListing,
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
} from '../repositories/listings';
import { publicListingUrl } from './publicSite';
import { insertListingWithStatus } from './listingHistory';
import { conversionRate, type ListingFilter, type ListingImage, type ListingRecord, type ListingSummary } from '../../schemas/listings/record';
import { diff, recordAudit } from './audit';
import { afterTransition, applyTransition, type TransitionDone } from './listingLifecycle';
import { listingSchema, type ListingAddress, type ListingVariant } from '../../schemas/listings';
import type { AddressRegister } from './addressRegister';
import { omit } from '../omit';
import { ImageRejected, type CheckedImage, type ImageStore } from './images';
import { isObject } from '../../schemas/isObject';

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
    closedSince: row.closedSince ? row.closedSince.toISOString() : null,
    closingReasonId: row.closingReasonId,
    closingReasonText: row.closingReasonText,
    publicUrl: publicListingUrl(publicSiteUrl, row.id),
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

export interface ListingIndexPage {
  listings: ListingSummary[];
  total: number;
  /** More matched than `exactCountLimit`: the total is the planner's estimate. */
  totalEstimated: boolean;
  /** Where the next page starts, for a full page in a sort that has keys; otherwise null. */
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
  db: DbOrTx;
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
  extraErrors: Record<string, string> = {},
): Promise<ValidListing> {
  const raw = isObject(body) ? body : {};
  const parsed = listingSchema(type, variant).safeParse(raw);
  const errors: Record<string, string> = { ...extraErrors, ...(parsed.success ? {} : fieldErrors(parsed.error)) };
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

  if (Object.keys(errors).length > 0) throw badInput(errors);
  return { values, images: checked };
}

/** The keys of the meta lists (SPEC 3) must exist, and the subcategory must be one of the type's. */
async function checkMetaKeys(
  db: DbOrTx,
  type: ListingTypeName,
  raw: Record<string, unknown>,
  passed: (field: string) => boolean,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const strings = (field: string) => {
    const value = raw[field];
    return passed(field) && Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  };

  const subcategory = raw['listingtypeSubcategory'];
  if (passed('listingtypeSubcategory') && typeof subcategory === 'string') {
    const rows = await db
      .select()
      .from(subcategories)
      .where(inArray(subcategories.key, [subcategory.trim()]));
    if (!rows.some((r) => r.listingType === LISTING_TYPES[type])) errors['listingtypeSubcategory'] = messages.invalid('Kategori');
  }
  const lists = [
    ['facilities', 'Faciliteter', facilities.key, facilities] as const,
    ['usageProposals', 'Anvendelsesforslag', usageProposals.key, usageProposals] as const,
    ['secondaryUsageProposals', 'Sekundære anvendelsesforslag', usageProposals.key, usageProposals] as const,
    ['energyLabels', 'Energimærker', energyLabels.code, energyLabels] as const,
  ];
  for (const [field, label, column, table] of lists) {
    const keys = strings(field);
    if (keys.length === 0) continue;
    const rows = await db.select({ key: column }).from(table).where(inArray(column, keys));
    const known = new Set(rows.map((r) => r.key));
    if (keys.some((k) => !known.has(k))) errors[field] = messages.invalid(label);
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
  const { account, listingType, type, offMarket, valid } = input;
  const { id, activated } = await db.transaction(async (tx) => {
    const newId = await insertListingWithStatus(tx, {
      accountId: account.id,
      listingType,
      offMarket,
      status: LISTING_STATUSES.pending,
      columns: toColumns(type, valid.values),
      images: valid.images,
    });
    await recordAudit(tx, auth, {
      accountId: account.id,
      entity: 'listing',
      entityId: newId,
      action: 'create',
      changes: { listingType, offMarket, title: valid.values['title'] },
    });
    if (!input.activate) return { id: newId, activated: null };
    const written = await findListing(tx, newId);
    if (!written) throw new Error(`listing ${newId} vanished before it was activated`);
    return { id: newId, activated: await activateWritten(tx, auth, written, account) };
  });
  if (activated) await afterTransition(db, activated);
  const loaded = await findListing(db, id);
  if (!loaded) throw new Error(`listing ${id} vanished after create`);
  return loaded;
}

/**
 * Replaces a listing's form fields and images against the version it was read at (412 when another change came
 * first), with its audit-log entry of what changed, in one transaction; activated in it when asked. `listing`
 * is the listing as the caller reached it. Answers the listing as stored.
 */
export async function editListing(
  db: Db,
  auth: AuthContext,
  reached: { listing: LoadedListing; type: ListingTypeName; account: AccountRow },
  valid: ValidListing,
  activate: boolean,
): Promise<LoadedListing> {
  const { listing, type, account } = reached;
  const { id, version, accountId } = listing.row;
  const { after, activated } = await db.transaction(async (tx) => {
    if (!(await updateListing(tx, id, version, toColumns(type, valid.values), valid.images))) throw staleVersion();
    const after = await findListing(tx, id);
    if (!after) throw new Error(`listing ${id} vanished during update`);
    const changed = omit(diff(auditRecord(listing), auditRecord(after)), 'version', 'updatedAt');
    await recordAudit(tx, auth, { accountId, entity: 'listing', entityId: id, action: 'update', changes: changed });
    return { after, activated: activate ? await activateWritten(tx, auth, after, account) : null };
  });
  if (!activated) return after;
  // The activation changed it after `after` was read.
  await afterTransition(db, activated);
  const updated = await findListing(db, id);
  if (!updated) throw new Error(`listing ${id} vanished after update`);
  return updated;
}

/** The listing as the audit log compares it: its fields and images (its public address never changes). */
const auditRecord = (listing: LoadedListing) => toListingRecord(listing.row, listing.images, listing.accountName, '');

function activateWritten(tx: DbOrTx, auth: AuthContext, written: LoadedListing, account: AccountRow): Promise<TransitionDone> {
  return applyTransition(tx, auth, { ...written, account }, { action: 'activate', version: written.row.version });
}

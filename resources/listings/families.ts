import { LISTING_TYPES, LISTING_TYPE_NAMES, LISTING_TYPE_PERMISSION, type ListingTypeName } from 'schemas/enums';
import { listingTypeHasOffMarket, listingTypeName } from 'schemas/listings';
import type { AccountAssociation } from 'schemas/accounts';

/** SPEC 2's listing families: the URL part of each listing type. */
export const FAMILIES: readonly ListingTypeName[] = LISTING_TYPE_NAMES;

export const familyOf = (listingType: number): ListingTypeName | undefined => listingTypeName(listingType);

export const showPath = (listing: { id: number | string; listingType: number }) => `/listings/${familyOf(listing.listingType) ?? 'rental'}/${listing.id}`;
export const editPath = (listing: { id: number | string; listingType: number }) => `${showPath(listing)}/update`;
export const createPath = (family: ListingTypeName, offMarket = false) => `/listings/${family}/create${offMarket ? '?offmarket=true' : ''}`;

/** The families the account may create in (its permissions), off-market only where the type has it. */
export function creatableFamilies(account: Pick<AccountAssociation, 'permissions'> | null, offMarket = false): ListingTypeName[] {
  if (!account) return [];
  return FAMILIES.filter((f) => account.permissions[LISTING_TYPE_PERMISSION[f]] && (!offMarket || listingTypeHasOffMarket(f)));
}

export const typeIdOf = (family: ListingTypeName) => LISTING_TYPES[family];

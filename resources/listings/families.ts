import { LISTING_TYPES, LISTING_TYPE_NAMES, type ListingTypeName } from 'schemas/enums';

// Nothing here imports schemas/listings: the index, show and statistics pages use these paths and
// would otherwise load every listing type's schema.

/** SPEC 2's listing families: the URL part of each listing type. */
export const FAMILIES: readonly ListingTypeName[] = LISTING_TYPE_NAMES;

export const familyOf = (listingType: number): ListingTypeName | undefined => FAMILIES.find((family) => LISTING_TYPES[family] === listingType);

export const showPath = (listing: { id: number | string; listingType: number }) => `/listings/${familyOf(listing.listingType) ?? 'rental'}/${listing.id}`;
export const editPath = (listing: { id: number | string; listingType: number }) => `${showPath(listing)}/update`;
export const createPath = (family: ListingTypeName, offMarket = false) => `/listings/${family}/create${offMarket ? '?offmarket=true' : ''}`;

export const typeIdOf = (family: ListingTypeName) => LISTING_TYPES[family];

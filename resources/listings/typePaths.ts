import type { ListingTypeName } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';

// SPEC 2's listing pages, with each listing type's name as the URL part. Nothing here imports schemas/listings:
// the index, show and statistics pages use these paths and would otherwise load every listing type's schema.

export const showPath = (listing: { id: number | string; listingType: number }) =>
  `/listings/${listingTypeName(listing.listingType) ?? 'rental'}/${listing.id}`;
export const editPath = (listing: { id: number | string; listingType: number }) => `${showPath(listing)}/update`;
export const createPath = (typeName: ListingTypeName, offMarket = false) => `/listings/${typeName}/create${offMarket ? '?offmarket=true' : ''}`;

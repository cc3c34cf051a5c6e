/**
 * The listing index's columns, by the names its column chooser keeps (the row's field each shows). Apart from the
 * saved views' schemas, so that the index names them without loading those.
 */
export const LISTING_INDEX_COLUMNS = [
  'status',
  'listingType',
  'title',
  'promotion',
  'addressText',
  'accountOwnerListingIdentifierID',
  'price',
  'floorArea',
  'updatedAt',
  'visits',
  'leads',
  'qualityScore',
] as const;
export type ListingIndexColumn = (typeof LISTING_INDEX_COLUMNS)[number];

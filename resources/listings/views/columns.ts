import type { ListingIndexColumn } from 'schemas/listingIndexColumns';

/** Where the index keeps its hidden columns: react-admin's store, read by its <DataTable storeKey>. */
export const LISTING_COLUMNS_STORE_KEY = 'listings.columns';

/** Each column's heading (an i18n key), for the table and the column chooser alike. */
export const COLUMN_LABELS: Record<ListingIndexColumn, string> = {
  status: 'resources.listings.fields.status',
  listingType: 'resources.listings.fields.listingType',
  title: 'resources.listings.fields.title',
  promotion: 'app.promotion.listing.column',
  addressText: 'resources.listings.fields.addressText',
  accountOwnerListingIdentifierID: 'resources.listings.fields.caseNumber',
  price: 'resources.listings.list.price',
  floorArea: 'resources.listings.list.area',
  updatedAt: 'resources.listings.fields.updatedAt',
  visits: 'resources.listings.fields.visits',
  leads: 'resources.listings.fields.leads',
  qualityScore: 'resources.listings.quality.column',
};

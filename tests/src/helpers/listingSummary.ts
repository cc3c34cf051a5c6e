import type { ListingRecord, ListingSummary } from 'schemas/listings/record';
import { json } from './fetch';
import { BROKER } from './memberServer';

/** One active rental in the Broker account, as the listing index's API answers it. */
export const LISTING_SUMMARY = {
  id: 5,
  accountId: 1,
  accountName: BROKER.name,
  listingType: 1,
  offMarket: false,
  status: 2,
  title: 'Lyst kontorlejemål på 250 m² i Nordhavn med havudsigt',
  accountOwnerListingIdentifierID: 'NH-2026-0105',
  shownAccountOwnerListingIdentifierID: 'NH-2026-0105',
  addressText: 'Sundkrogsgade 21, 2150 Nordhavn',
  zipCode: '2150',
  city: 'Nordhavn',
  floorArea: 250,
  price: 450000,
  visits: 1234,
  leads: 17,
  conversionRate: 1.4,
  qualityScore: 72,
  closedSince: null,
  closingReasonId: null,
  closingReasonText: null,
  confirmedCurrentAt: null,
  publicUrl: 'https://portal.example.dk/annonce/5',
  copiedFromId: null,
  version: 3,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  coverImageUrl: '/demo-images/kontor-1.jpg',
} satisfies ListingSummary;

/** The same listing as its show page's API answers it. */
export const LISTING_RECORD: ListingRecord = {
  ...LISTING_SUMMARY,
  description: 'Lyse kontorlokaler.',
  address: { id: '6f1d2c1e-3b7a-5c4d-8e9f-0a1b2c3d4e5f', streetName: 'Sundkrogsgade', streetNumber: '21', zipCode: '2150', city: 'Nordhavn' },
  listingtypeSubcategory: 'kontor',
  yearlyRent: 450000,
  images: [],
};

/** What a listing's page and form read besides the listing: the meta lists and the saved index views, empty. */
export const LISTING_PAGE_ROUTES = {
  'GET /api/v2/facilities': () => json({ facilities: [] }),
  'GET /api/v2/subcategories': () => json({ subcategories: [{ id: 1, listingType: 1, key: 'kontor', name: 'Kontor' }] }),
  'GET /api/v2/usage-proposals': () => json({ usageProposals: [] }),
  'GET /api/v2/energy-labels': () => json({ energyLabels: [] }),
  'GET /api/v2/listing-views': () => json({ listingViews: [], total: 0 }),
};

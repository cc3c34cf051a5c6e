/**
 * Where a listing came from: made in the member area (its form, a copy, the demo data, or with a login by any
 * other path), pushed with an API key (POST /listings or PUT /listings/by-case-number), or by a feed
 * (POST /listings/import). A full feed closes only listings that a case system made (a key or a feed), never one
 * made by hand.
 */
export const LISTING_ORIGINS = ['member', 'api_key', 'feed'] as const;
export type ListingOrigin = (typeof LISTING_ORIGINS)[number];

/** The origins whose listings a full feed may close when it leaves them out. */
export const CASE_SYSTEM_ORIGINS: readonly ListingOrigin[] = ['api_key', 'feed'];

/**
 * The tracking code tables of SPEC 9, in one place for the client, the server and the README.
 * SPEC 9 names the listing actions but not their order; this order is ours and is fixed from here on.
 * They are kept apart from the event schemas (schemas/tracking.ts, which re-exports them) so that the
 * first page's login tracking does not load zod.
 */
export const LISTING_ACTIONS = {
  clickBrokerLink: 1,
  clickNumber: 2,
  clickEmail: 3,
  contact: 4,
  compare: 5,
  pageVisit: 6,
  favorite: 7,
  matchedSearchAgent: 8,
  promotedImpression: 9,
  promotedClick: 10,
  organicClick: 11,
  organicImpression: 12,
} as const;

/** Leads are the contact actions: number, e-mail, contact form and the broker link. */
export const LEAD_ACTIONS = [LISTING_ACTIONS.clickBrokerLink, LISTING_ACTIONS.clickNumber, LISTING_ACTIONS.clickEmail, LISTING_ACTIONS.contact] as const;

/** SPEC 9 gives five account actions without meanings; these are ours. */
export const ACCOUNT_ACTIONS = {
  profileVisit: 1,
  clickWebsite: 2,
  clickNumber: 3,
  clickEmail: 4,
  contact: 5,
} as const;

export const USER_ACTIONS = {
  login: 1,
  createAccount: 2,
  search: 3,
  visitMemberSite: 4,
  favoritesList: 5,
  searchAgentList: 6,
  createAdvertisement: 7,
} as const;

export const SEARCH_AGENT_ACTIONS = { created: 1, edited: 2, deleted: 3 } as const;

/** Where a listing was seen; the '0' variants are the same places without click tracking. */
export const SEARCH_SOURCES = ['sar', 'slo', 'slp', 'slpr', 'blo', 'flo', 'sao', 'sap'] as const;
export const SEARCH_SOURCE_CODES = [...SEARCH_SOURCES, ...SEARCH_SOURCES.map((s) => `${s}0` as const)] as const;

export const SEARCH_AGENT_INTERVALS = ['immediately', 'daily', 'weekly'] as const;

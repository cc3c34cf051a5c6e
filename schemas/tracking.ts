import { z } from 'zod';

/**
 * The tracking code tables of SPEC 9, in one place for the client, the server and the README.
 * SPEC 9 names the listing actions but not their order; this order is ours and is fixed from here on.
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

/** Leads are the contact actions (issue 7): number, e-mail, contact form and the broker link. */
export const LEAD_ACTIONS = [
  LISTING_ACTIONS.clickBrokerLink,
  LISTING_ACTIONS.clickNumber,
  LISTING_ACTIONS.clickEmail,
  LISTING_ACTIONS.contact,
] as const;

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

const codeOf = <T extends Record<string, number>>(table: T, label: string) =>
  z
    .number({ error: `${label} er krævet` })
    .int(`${label} skal være korrekt`)
    .refine((v) => Object.values(table).includes(v), `${label} skal være korrekt`);

/** What every event carries (SPEC 3). */
const Common = {
  SessionID: z.string().min(8).max(64),
  SessionAcquisition: z.string().max(100),
  UserToken: z.string().max(100),
  occurredAt: z.iso.datetime({ error: 'Tidspunkt skal være korrekt' }).optional(),
};

export const ListingEventSchema = z.object({
  ...Common,
  event: z.literal('listing'),
  action: codeOf(LISTING_ACTIONS, 'Handling'),
  target_listing_id: z.number().int().positive('Annonce skal være korrekt'),
  target_account_id: z.number().int().positive('Konto skal være korrekt').optional(),
  click_target: z.string().max(200).optional(),
  page_referrer: z.string().max(500).optional(),
  page_s_source: z.enum(SEARCH_SOURCE_CODES, { error: 'Kilde skal være korrekt' }).optional(),
});

export const AccountEventSchema = z.object({
  ...Common,
  event: z.literal('account'),
  action: codeOf(ACCOUNT_ACTIONS, 'Handling'),
  target_account_id: z.number().int().positive('Konto skal være korrekt'),
  page_referrer: z.string().max(500).optional(),
});

export const UserEventSchema = z.object({
  ...Common,
  event: z.literal('user'),
  action: codeOf(USER_ACTIONS, 'Handling'),
  search_input: z.string().max(200).optional(),
  search_choice: z.string().max(200).optional(),
  account_type: z.number().int().min(1).max(5).optional(),
  listing_type: z.number().int().min(1).max(4).optional(),
});

export const SearchAgentEventSchema = z.object({
  ...Common,
  event: z.literal('searchAgent'),
  action: codeOf(SEARCH_AGENT_ACTIONS, 'Handling'),
  search_agent_id: z.number().int().positive('Søgeagent skal være korrekt'),
  search_agent_interval: z.enum(SEARCH_AGENT_INTERVALS, { error: 'Interval skal være korrekt' }),
});

export const TrackingEventSchema = z.discriminatedUnion(
  'event',
  [ListingEventSchema, AccountEventSchema, UserEventSchema, SearchAgentEventSchema],
  { error: 'Hændelsestype skal være korrekt' },
);
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** What the client posts: the event JSON, base64-encoded (SPEC 7). */
export const TrackingPostSchema = z.object({ rawData: z.string().min(1, 'rawData er krævet').max(8192, 'rawData er for stor') });

/** Fields every event carries, filled in by the client. */
export type EventContext = Pick<TrackingEvent, 'SessionID' | 'SessionAcquisition' | 'UserToken'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as the caller gives it; the client adds the context. */
export type TrackingEventInput = DistributiveOmit<TrackingEvent, keyof EventContext | 'occurredAt'>;

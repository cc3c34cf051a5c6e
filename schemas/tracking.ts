import { z } from 'zod';
import { ACCOUNT_ACTIONS, LISTING_ACTIONS, SEARCH_AGENT_ACTIONS, SEARCH_AGENT_INTERVALS, SEARCH_SOURCE_CODES, USER_ACTIONS } from './trackingCodes';
import { MAX_ID } from './fields';

export * from './trackingCodes';

const codeOf = (table: Record<string, number>, label: string) =>
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
  target_listing_id: z.number().int().positive('Annonce skal være korrekt').max(MAX_ID, 'Annonce skal være korrekt'),
  target_account_id: z.number().int().positive('Konto skal være korrekt').max(MAX_ID, 'Konto skal være korrekt').optional(),
  click_target: z.string().max(200).optional(),
  page_referrer: z.string().max(500).optional(),
  page_s_source: z.enum(SEARCH_SOURCE_CODES, { error: 'Kilde skal være korrekt' }).optional(),
});

export const AccountEventSchema = z.object({
  ...Common,
  event: z.literal('account'),
  action: codeOf(ACCOUNT_ACTIONS, 'Handling'),
  target_account_id: z.number().int().positive('Konto skal være korrekt').max(MAX_ID, 'Konto skal være korrekt'),
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
  search_agent_id: z.number().int().positive('Søgeagent skal være korrekt').max(MAX_ID, 'Søgeagent skal være korrekt'),
  search_agent_interval: z.enum(SEARCH_AGENT_INTERVALS, { error: 'Interval skal være korrekt' }),
});

export const TrackingEventSchema = z.discriminatedUnion('event', [ListingEventSchema, AccountEventSchema, UserEventSchema, SearchAgentEventSchema], {
  error: 'Hændelsestype skal være korrekt',
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** What the client posts: the event JSON, base64-encoded (SPEC 7). */
export const TrackingPostSchema = z.object({ rawData: z.string().min(1, 'rawData er krævet').max(8192, 'rawData er for stor') });

/** Fields every event carries, filled in by the client. */
export type EventContext = Pick<TrackingEvent, 'SessionID' | 'SessionAcquisition' | 'UserToken'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as the caller gives it; the client adds the context. */
export type TrackingEventInput = DistributiveOmit<TrackingEvent, keyof EventContext | 'occurredAt'>;

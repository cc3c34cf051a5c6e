import { z } from 'zod';
import { LISTING_TYPES } from './enums';
import { MAX_ID, messages, optionalPositiveNumber, text, zipCode } from './fields';
import { SEARCH_AGENT_INTERVALS } from './tracking';
import { NUMBER_LIMITS } from './listings/limits';

export { SEARCH_AGENT_INTERVALS };
export type SearchAgentInterval = (typeof SEARCH_AGENT_INTERVALS)[number];

/** The Danish field names the messages use; the form shows the same words from i18n. */
export const SEARCH_AGENT_LABELS = {
  name: 'Navn',
  listingTypes: 'Annoncetyper',
  municipalityCodes: 'Kommuner',
  zipCodes: 'Postnumre',
  floorAreaMin: 'Areal fra',
  floorAreaMax: 'Areal til',
  priceMin: 'Pris fra',
  priceMax: 'Pris til',
  rentMin: 'Årlig leje fra',
  rentMax: 'Årlig leje til',
  facilities: 'Faciliteter',
  interval: 'Interval',
  active: 'Aktiv',
} as const;
const L = SEARCH_AGENT_LABELS;

export const SEARCH_AGENT_LIMITS = { name: 100, municipalities: 30, zipCodes: 100, facilities: 20 } as const;

const listingTypeIds = Object.values(LISTING_TYPES) as number[];
const required = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required(label) : messages.invalid(label);

/** The ranges, each 'to' value checked against its 'from' value. */
const RANGES = [
  ['floorAreaMin', 'floorAreaMax'],
  ['priceMin', 'priceMax'],
  ['rentMin', 'rentMax'],
] as const;

/**
 * What a user sets on a search agent (create and update alike). Areas are municipalities and zip
 * codes; none of either means all of Denmark. The price range applies to sales and investment
 * listings (sales price), the rent range to rental listings (yearly rent); office space is matched on
 * type, area, floor area and facilities.
 */
export const SearchAgentInputSchema = z
  .object({
    name: text(L.name, { max: SEARCH_AGENT_LIMITS.name }),
    listingTypes: z
      .array(
        z.number({ error: messages.invalid(L.listingTypes) }).refine((v) => listingTypeIds.includes(v), messages.invalid(L.listingTypes)),
        { error: required(L.listingTypes) },
      )
      .min(1, messages.required(L.listingTypes))
      .meta({ title: L.listingTypes }),
    municipalityCodes: z
      .array(
        z
          .number({ error: messages.invalid(L.municipalityCodes) })
          .int(messages.invalid(L.municipalityCodes))
          .positive(messages.invalid(L.municipalityCodes))
          .max(MAX_ID, messages.invalid(L.municipalityCodes)),
        {
          error: messages.invalid(L.municipalityCodes),
        },
      )
      .max(SEARCH_AGENT_LIMITS.municipalities, messages.atMost(L.municipalityCodes, SEARCH_AGENT_LIMITS.municipalities))
      .default([])
      .meta({ title: L.municipalityCodes }),
    zipCodes: z
      .array(zipCode(L.zipCodes), { error: messages.invalid(L.zipCodes) })
      .max(SEARCH_AGENT_LIMITS.zipCodes, messages.atMost(L.zipCodes, SEARCH_AGENT_LIMITS.zipCodes))
      .default([])
      .meta({ title: L.zipCodes }),
    // The ranges' ceilings are those of the listing fields they match.
    floorAreaMin: optionalPositiveNumber(L.floorAreaMin, NUMBER_LIMITS.area),
    floorAreaMax: optionalPositiveNumber(L.floorAreaMax, NUMBER_LIMITS.area),
    priceMin: optionalPositiveNumber(L.priceMin, NUMBER_LIMITS.price),
    priceMax: optionalPositiveNumber(L.priceMax, NUMBER_LIMITS.price),
    rentMin: optionalPositiveNumber(L.rentMin, NUMBER_LIMITS.yearlyAmount),
    rentMax: optionalPositiveNumber(L.rentMax, NUMBER_LIMITS.yearlyAmount),
    facilities: z
      .array(
        z
          .string({ error: messages.invalid(L.facilities) })
          .trim()
          .min(1, messages.invalid(L.facilities))
          .max(50, messages.invalid(L.facilities)),
        {
          error: messages.invalid(L.facilities),
        },
      )
      .max(SEARCH_AGENT_LIMITS.facilities, messages.atMost(L.facilities, SEARCH_AGENT_LIMITS.facilities))
      .default([])
      .meta({ title: L.facilities }),
    interval: z.enum(SEARCH_AGENT_INTERVALS, { error: required(L.interval) }).meta({ title: L.interval }),
    active: z
      .boolean({ error: messages.invalid(L.active) })
      .default(true)
      .meta({ title: L.active }),
  })
  .superRefine((agent, ctx) => {
    for (const [from, to] of RANGES) {
      const low = agent[from];
      const high = agent[to];
      if (low !== undefined && high !== undefined && high < low) {
        ctx.addIssue({ code: 'custom', path: [to], message: messages.notBelow(L[to], L[from]) });
      }
    }
  });
export type SearchAgentInput = z.output<typeof SearchAgentInputSchema>;

/** A search agent as the API answers it. */
export const SearchAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  listingTypes: z.array(z.number().int()),
  municipalityCodes: z.array(z.number().int()),
  zipCodes: z.array(z.string()),
  floorAreaMin: z.number().nullable(),
  floorAreaMax: z.number().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  rentMin: z.number().nullable(),
  rentMax: z.number().nullable(),
  facilities: z.array(z.string()),
  interval: z.enum(SEARCH_AGENT_INTERVALS),
  active: z.boolean(),
  /** How many listings the agent has mailed so far. */
  matches: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SearchAgent = z.infer<typeof SearchAgentSchema>;

/** GET /listings/{id}/demand: how many active search agents would mail the listing, and how many mails it went out in. */
export const ListingDemandSchema = z.object({
  listingId: z.number().int(),
  searchAgents: z.number().int(),
  /** Search-agent mails the listing has gone out in: one per agent that mailed it. */
  mails: z.number().int(),
});
export type ListingDemand = z.infer<typeof ListingDemandSchema>;

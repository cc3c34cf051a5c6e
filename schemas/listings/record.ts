import { z } from 'zod';
import { ClosingReasonCode, LISTING_STATUS_MEANING, LISTING_TYPE_MEANING, ListingStatusCode, ListingTypeCode } from '../codes';
import { LISTING_STATUS_IDS, LISTING_TYPES } from '../enums';
import { MAX_ID } from '../fields';
import { QUALITY_FIX_CODES } from '../listingQuality';

/** What the server found the picture to show, for SPEC 5's cover rule (the first picture of an active listing). */
export const ImageContentSchema = z
  .object({
    floorPlan: z.boolean().nullable().meta({ description: 'A floor plan (image statistics); null when it could not be checked.' }),
    hasText: z.boolean().nullable().meta({ description: 'Text a viewer reads (OCR); null until it has been read.' }),
    textCheck: z
      .enum(['done', 'failed'])
      .nullable()
      .meta({ description: "'done' once read; 'failed' when it could not be read; null while it waits in the job queue (the cover rule lets it pass)." }),
    sharedElsewhere: z.boolean().optional().meta({
      description: "In a listing's answer: the same photo shows on another active listing of the account at another address (a quality hint, not refused).",
    }),
  })
  .meta({ description: 'What the picture shows: as the cover of an active listing, neither a floor plan nor text is allowed.' });
export type ImageContent = z.infer<typeof ImageContentSchema>;

export const ListingImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
  /** Always in the server's answers; optional for records made elsewhere (a copy, a test). */
  content: ImageContentSchema.optional(),
});
export type ListingImage = z.infer<typeof ListingImageSchema>;

/** The index's and its CSV's conversion rate: leads per visit in percent, one decimal, 0 without visits. */
export const conversionRate = (visits: number, leads: number) => (visits > 0 ? Math.round((leads / visits) * 1000) / 10 : 0);

export const QualityFixSchema = z.object({
  code: z.enum(QUALITY_FIX_CODES),
  gain: z.number().int(),
  /** In Danish, e.g. 'Tilføj mindst 2 billeder mere'. */
  text: z.string(),
  field: z.string().optional(),
  count: z.number().int().optional(),
});

/** What every listing answer carries besides its form fields. */
const listingMeta = {
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  listingType: ListingTypeCode,
  offMarket: z.boolean(),
  status: ListingStatusCode,
  title: z.string(),
  accountOwnerListingIdentifierID: z.string().nullable(),
  shownAccountOwnerListingIdentifierID: z.string().nullable(),
  addressText: z.string(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  floorArea: z.number().nullable(),
  price: z.number().nullable(),
  visits: z.number().int(),
  leads: z.number().int(),
  /** Leads per visit in percent, to one decimal (SPEC 3: list metrics). */
  conversionRate: z.number(),
  /** The quality score 0-100 (schemas/listings/quality.ts); null until it is computed. */
  qualityScore: z.number().int().nullable(),
  closedSince: z.string().nullable(),
  closingReasonId: ClosingReasonCode.nullable(),
  closingReasonText: z.string().nullable(),
  /** When someone last confirmed the listing still current ('Bekræftet aktuel'), or null. */
  confirmedCurrentAt: z.string().nullable(),
  /** The listing on the public site. */
  publicUrl: z.string(),
  /** The listing this one was copied from ('Kopi af …'), or null. */
  copiedFromId: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/**
 * One listing: the columns above plus its form fields (common and type-specific) at the top level,
 * so a field added to a type's schema comes back without a change here.
 */
export const ListingRecordSchema = z.looseObject({
  ...listingMeta,
  images: z.array(ListingImageSchema),
  /** What would raise the quality score most, the largest gain first. */
  qualityFixes: z.array(QualityFixSchema).optional(),
  /** Staff let the cover stand although the checker found a floor plan or text on it. */
  coverCheckOverruled: z.boolean().optional(),
});
export type ListingRecord = z.infer<typeof ListingRecordSchema>;

/** A row of the listing index. */
export const ListingSummarySchema = z.object({ ...listingMeta, coverImageUrl: z.string().nullable() });
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

export const LISTING_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'id',
  'title',
  'status',
  'listingType',
  'accountOwnerListingIdentifierID',
  'addressText',
  'visits',
  'leads',
  'price',
  'floorArea',
  'qualityScore',
] as const;
export type ListingSortField = (typeof LISTING_SORT_FIELDS)[number];

const typeIds = Object.values(LISTING_TYPES) as number[];

const QUALITY_BELOW_MESSAGE = 'Kvalitet under skal være et helt tal mellem 1 og 101';
const many = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());

/** GET /listings filters (SPEC 2's listing index). */
const UPDATED_SINCE_MESSAGE = 'Ændret siden skal være et tidspunkt i ISO 8601-format, fx 2026-11-25T08:00:00Z';

export const ListingFilterSchema = z.object({
  accountId: z.coerce.number({ error: 'Konto skal være et tal' }).int().positive('Konto skal være korrekt').max(MAX_ID, 'Konto skal være korrekt').optional(),
  /** Exactly this case number (accountOwnerListingIdentifierID), as a case system names its listing. */
  caseNumber: z.string().trim().max(200, 'Sagsnummeret er for langt').optional(),
  /** The case number or the shown case number, in part: the member area's search box. */
  caseNumberContains: z.string().trim().max(50, 'Sagsnummer må højst være 50 tegn').optional(),
  /** Part of the address. */
  address: z.string().trim().max(200, 'Adresse må højst være 200 tegn').optional(),
  status: many(
    z.coerce
      .number({ error: 'Status skal være korrekt' })
      .refine((v) => (LISTING_STATUS_IDS as number[]).includes(v), 'Status skal være korrekt')
      .meta(LISTING_STATUS_MEANING),
  ),
  listingType: many(
    z.coerce
      .number({ error: 'Annoncetype skal være korrekt' })
      .refine((v) => typeIds.includes(v), 'Annoncetype skal være korrekt')
      .meta(LISTING_TYPE_MEANING),
  ),
  offMarket: z.enum(['true', 'false'], { error: 'Off-market skal være true eller false' }).optional(),
  /**
   * Listings changed at or after this time (ISO 8601 with Z or an offset), so that a case system can poll for
   * what changed since its last sync. Deleted listings only when asked for by status, as always.
   */
  updatedSince: z
    .string({ error: UPDATED_SINCE_MESSAGE })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: UPDATED_SINCE_MESSAGE }))
    .optional(),
  /** Listings whose quality score is below this (unscored ones are not). */
  qualityBelow: z.coerce
    .number({ error: QUALITY_BELOW_MESSAGE })
    .int(QUALITY_BELOW_MESSAGE)
    .min(1, QUALITY_BELOW_MESSAGE)
    .max(101, QUALITY_BELOW_MESSAGE)
    .optional(),
});
export type ListingFilter = z.infer<typeof ListingFilterSchema>;

/** At most this many selected rows go into one CSV of the selected rows. */
export const EXPORT_IDS_MAX = 500;

/** GET /listings/export.csv: the index's filters and, for the selected rows, their ids. */
export const ListingExportQuerySchema = ListingFilterSchema.extend({
  ids: many(
    z.coerce
      .number({ error: 'Annonce skal være korrekt' })
      .int('Annonce skal være korrekt')
      .positive('Annonce skal være korrekt')
      .max(MAX_ID, 'Annonce skal være korrekt'),
  ).refine((ids) => ids === undefined || ids.length <= EXPORT_IDS_MAX, `Højst ${EXPORT_IDS_MAX} annoncer ad gangen`),
});

/** 'Gem og aktivér': save and activate in one step (the status machine decides whether activating is allowed). */
const ActivateSchema = z.boolean({ error: 'Aktivér skal være sand eller falsk' }).default(false);

/** POST /listings: who and what, besides the form fields. */
export const ListingCreateEnvelopeSchema = z.object({
  accountId: z.number({ error: 'Konto er krævet' }).int('Konto skal være korrekt').positive('Konto skal være korrekt').max(MAX_ID, 'Konto skal være korrekt'),
  listingType: z
    .number({ error: 'Annoncetype er krævet' })
    .refine((v) => typeIds.includes(v), 'Annoncetype skal være korrekt')
    .meta(LISTING_TYPE_MEANING),
  offMarket: z.boolean({ error: 'Off-market skal være korrekt' }).default(false),
  activate: ActivateSchema,
});

/** PUT /listings/{id}: besides the form fields, whether to activate the listing in the same step. */
export const ListingUpdateEnvelopeSchema = z.object({ activate: ActivateSchema });

import { z } from 'zod';
import { LISTING_STATUS_IDS, LISTING_TYPES } from './enums';
import { text } from './fields';
import { PromotedFilterSchema } from './promotion';
import { LISTING_SORT_FIELDS, ListingFilterSchema } from './listings/record';
import { LISTING_INDEX_COLUMNS } from './listingIndexColumns';

import { LISTING_VIEW_NAME_MAX } from './listingViewLimits';

export { LISTING_INDEX_COLUMNS, type ListingIndexColumn } from './listingIndexColumns';
export { LISTING_VIEW_NAME_MAX, LISTING_VIEWS_MAX } from './listingViewLimits';

const statusIds = LISTING_STATUS_IDS as readonly number[];
const typeIds = Object.values(LISTING_TYPES) as number[];

/**
 * The index's filters as its inputs hold them (one status, one type), without the account: a view applies to
 * whichever account is active.
 */
export const ListingViewFilterSchema = z.object(
  {
    caseNumber: ListingFilterSchema.shape.caseNumber,
    address: ListingFilterSchema.shape.address,
    status: z
      .number({ error: 'Status skal være korrekt' })
      .refine((v) => statusIds.includes(v), 'Status skal være korrekt')
      .optional(),
    listingType: z
      .number({ error: 'Annoncetype skal være korrekt' })
      .refine((v) => typeIds.includes(v), 'Annoncetype skal være korrekt')
      .optional(),
    offMarket: ListingFilterSchema.shape.offMarket,
    promoted: PromotedFilterSchema,
    qualityBelow: ListingFilterSchema.shape.qualityBelow,
  },
  { error: 'Filtre skal være korrekte' },
);

/** POST /listing-views: a named set of the index's filters, sort and columns. */
export const ListingViewCreateSchema = z.object({
  name: text('Navn', { max: LISTING_VIEW_NAME_MAX }),
  filter: ListingViewFilterSchema.default({}),
  sort: z.enum(LISTING_SORT_FIELDS, { error: 'Sortering skal være korrekt' }),
  order: z.enum(['ASC', 'DESC'], { error: 'Rækkefølge skal være ASC eller DESC' }),
  /** The columns shown, in their order. */
  columns: z
    .array(z.enum(LISTING_INDEX_COLUMNS, { error: 'Kolonne skal være korrekt' }), { error: 'Kolonner skal være korrekte' })
    .min(1, 'Vælg mindst én kolonne')
    .refine((columns) => new Set(columns).size === columns.length, 'En kolonne må kun vælges én gang'),
});
export type ListingViewCreate = z.infer<typeof ListingViewCreateSchema>;

export const ListingViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: ListingViewFilterSchema,
  sort: z.enum(LISTING_SORT_FIELDS),
  order: z.enum(['ASC', 'DESC']),
  columns: z.array(z.enum(LISTING_INDEX_COLUMNS)),
  createdAt: z.string(),
});
export type ListingView = z.infer<typeof ListingViewSchema>;

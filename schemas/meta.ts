import { z } from 'zod';
import { ListingTypeCode } from './codes';

export const ClosingReasonSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export const SubcategorySchema = z.object({
  id: z.number().int(),
  listingType: ListingTypeCode,
  key: z.string(),
  name: z.string(),
});
export const NamedItemSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export const EnergyLabelSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const SiteAnnouncementSchema = z.object({
  id: z.number().int(),
  zone: z.string(),
  type: z.string(),
  content: z.string(),
});

export interface CmsPage {
  id: number;
  pathNode: string;
  title: string;
  children: CmsPage[];
}
export const CmsPageSchema: z.ZodType<CmsPage> = z
  .lazy(() => z.object({ id: z.number().int(), pathNode: z.string(), title: z.string(), children: z.array(CmsPageSchema) }))
  .meta({ id: 'CmsPage' });
/** GET /content/online-pages: the pages below a path. */
export const CmsPageTreeSchema = z.object({ children: z.array(CmsPageSchema) });

// Zod-free, for the first page's routes (src/content/cmsRoute.ts).
export { COOKIE_TABLES_PATH, MEMBER_CMS_ROOT } from './cmsPaths';

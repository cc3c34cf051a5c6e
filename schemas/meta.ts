import { z } from 'zod';

export const ClosingReasonSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export const SubcategorySchema = z.object({
  id: z.number().int(),
  listingType: z.number().int(),
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
export type SiteAnnouncement = z.infer<typeof SiteAnnouncementSchema>;

export interface CmsPage {
  id: number;
  pathNode: string;
  title: string;
  children: CmsPage[];
}
export const CmsPageSchema: z.ZodType<CmsPage> = z.lazy(() =>
  z.object({ id: z.number().int(), pathNode: z.string(), title: z.string(), children: z.array(CmsPageSchema) }),
);

export const MEMBER_CMS_ROOT = '/member_cms-pages';
export const COOKIE_TABLES_PATH = '/member_cms-pages/cookie-tables';

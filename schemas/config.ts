import { z } from 'zod';

/** GET /api/v2/config: the part of the server's configuration the SPA uses. */
export const ClientConfigSchema = z.object({
  /** The public site, without a trailing slash, e.g. https://www.ejendomsportal.dk. */
  publicSiteUrl: z.string(),
  features: z.object({
    /** /offmarket/create: off by default, so the route goes to the no-access page (SPEC 2). */
    offMarketCreate: z.boolean(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
export type FeatureFlag = keyof ClientConfig['features'];

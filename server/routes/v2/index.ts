import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts';
import { configRoutes } from './config';
import { contentRoutes } from './content';
import { metaRoutes } from './meta';
import { userRoutes } from './users';
import { addressRoutes } from './addresses';
import { imageRoutes } from './images';
import { listingRoutes } from './listings';
// Favourites, search agents, staff content admin.
import { favoriteRoutes } from './favorites';
import { searchAgentRoutes } from './searchAgents';
import { contentAdminRoutes } from './contentAdmin';
// Listing, account and market statistics.
import { statisticsRoutes } from './statistics';
// Promoted listings.
import { promotionRoutes } from './promotion';
// Listing lifecycle (status actions, copy, delete, bulk, CSV export, history).
import { listingLifecycleRoutes } from './listingLifecycle';
import { listingByCaseNumberRoutes } from './listingsByCaseNumber';
// Colleagues by invitation.
import { invitationRoutes } from './invitations';
// The listing index's saved views, per user.
import { listingViewRoutes } from './listingViews';
// API keys per account, for case systems.
import { apiKeyRoutes } from './apiKeys';
import { apiLogRoutes } from './apiLogs';
import { meRoutes } from './me';
// Enquiries from the public site, the inbox and the API for them.
import { enquiryRoutes } from './enquiries';
// Webhooks per account, for case systems and CRMs.
import { webhookRoutes } from './webhooks';

/** The main API: each route declares who may call it (plugins/access.ts). */
export const v2Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(metaRoutes);
  await app.register(contentRoutes);
  await app.register(userRoutes);
  await app.register(configRoutes);
  await app.register(listingRoutes);
  await app.register(addressRoutes);
  await app.register(imageRoutes);
  await app.register(favoriteRoutes);
  await app.register(searchAgentRoutes);
  await app.register(contentAdminRoutes);
  await app.register(statisticsRoutes);
  await app.register(promotionRoutes);
  await app.register(listingLifecycleRoutes);
  await app.register(listingByCaseNumberRoutes);
  await app.register(invitationRoutes);
  await app.register(listingViewRoutes);
  await app.register(apiKeyRoutes);
  await app.register(apiLogRoutes);
  await app.register(meRoutes);
  await app.register(enquiryRoutes);
  await app.register(webhookRoutes);
};

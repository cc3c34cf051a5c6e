import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts';
import { contentRoutes } from './content';
import { metaRoutes } from './meta';
import { userRoutes } from './users';

/** The main API: a bearer token on every call. */
export const v2Routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(accountRoutes);
  await app.register(metaRoutes);
  await app.register(contentRoutes);
  await app.register(userRoutes);
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ClientConfigSchema } from '../../../schemas/config';

/** What the SPA needs to know of the server's configuration: the public site's address, feature flags. */
export const configRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/config',
    {
      config: { access: { caller: 'signedIn' } },
      schema: {
        tags: ['config'],
        security: [{ bearer: [] }],
        description: 'The public site (for the navigation links) and the feature flags.',
        response: { 200: ClientConfigSchema },
      },
    },
    () => ({
      publicSiteUrl: app.config.publicSiteUrl.replace(/\/+$/, ''),
      features: { ...app.config.features },
    }),
  );
  done();
};

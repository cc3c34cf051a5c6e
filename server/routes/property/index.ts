import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountAssociationSchema } from '../../../schemas/accounts';
import { ApiErrorSchema } from '../../../schemas/errors';
import { authOf } from '../../plugins/auth';
import { listAssociations } from '../../repositories/accounts';

/** The property service of SPEC 7. */
export const propertyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/accounts/associations',
    {
      schema: {
        tags: ['property'],
        description: "The caller's accounts with their merged user roles, sorted by name; staff get every account.",
        security: [{ bearer: [] }],
        response: { 200: z.object({ accounts: z.array(AccountAssociationSchema) }), 401: ApiErrorSchema },
      },
      config: { access: { caller: 'signedIn' } },
    },
    async (request) => ({ accounts: await listAssociations(app.db, authOf(request)) }),
  );
  done();
};

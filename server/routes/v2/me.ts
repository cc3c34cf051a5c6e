import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { CallerSchema } from '../../../schemas/caller';
import { authOf } from '../../plugins/auth';
import { callerOf } from '../../services/caller';

export const meRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/me',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        description:
          'Who the credential is. An API key: its id, name, its account and its role there (the account it acts in, so ' +
          'accountId may be left out of its calls). A signed-in user: their name, e-mail, whether they are staff, and each ' +
          'account they are a member of with their roles (1 admin, 2 member, 3 read-only).',
        response: { 200: CallerSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => callerOf(app.db, authOf(request)),
  );
  done();
};

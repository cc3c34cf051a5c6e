import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { ADMIN_ROLES } from '../../../schemas/access';
import { API_KEY_PREFIX, ApiKeyCreateSchema, ApiKeyCreatedSchema, ApiKeySchema } from '../../../schemas/apiKeys';
import { recordIdParameter } from '../../../schemas/fields';
import { authOf } from '../../plugins/auth';
import { reachedOf } from '../../plugins/access';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/apiKeys';
import { IdParams } from './params';

const tags = ['api keys'];
// Only a login manages keys: a key never holds the administrator role these calls ask for.
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const ApiKeyParams = IdParams.extend({ keyId: recordIdParameter('Nøgle-id') });

export const apiKeyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const now = () => new Date(app.tokens.now());

  app.get(
    '/accounts/:id/api-keys',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description: "The account's API keys, revoked ones too, newest first (role admin; staff for any account). The keys themselves are never shown again.",
        params: IdParams,
        response: { 200: z.object({ apiKeys: z.array(ApiKeySchema) }), ...errors },
      },
    },
    async (request) => ({ apiKeys: await listApiKeys(app.db, reachedOf(request).account.id) }),
  );

  app.post(
    '/accounts/:id/api-keys',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description:
          `Creates an API key for the account (role admin): \`key\` (\`${API_KEY_PREFIX}…\`) is in this answer only, the server keeps its SHA-256. ` +
          'Sent as `Authorization: Bearer <key>`, it acts for this account only, with its role: 2 (Bruger: read and write listings) or 3 (read-only). ' +
          'A key cannot manage keys, users, invitations or the account, and has no profile, favourites or search agents.',
        params: IdParams,
        body: ApiKeyCreateSchema,
        response: { 201: ApiKeyCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(app.db, authOf(request), reachedOf(request).account.id, request.body, now())),
  );

  app.delete(
    '/accounts/:id/api-keys/:keyId',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description: 'Revokes the key (role admin; staff for any account): from the next request on it is refused with 401. The key stays listed as revoked.',
        params: ApiKeyParams,
        response: { 200: z.object({ apiKey: ApiKeySchema }), ...errors },
      },
    },
    async (request) => ({ apiKey: await revokeApiKey(app.db, authOf(request), reachedOf(request).account.id, request.params.keyId, now()) }),
  );
  done();
};

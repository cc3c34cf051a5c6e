import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { ADMIN_ROLES } from '../../../schemas/access';
import { MAX_ID } from '../../../schemas/fields';
import { ApiLogPageSchema } from '../../../schemas/apiKeys';
import { reachedOf } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { forbidden } from '../../errors';
import { listApiLog } from '../../services/apiLogs';
import { IdParams, PageQuery, pageOf } from './params';

const tags = ['api keys'];
const STATUS_CLASSES = 'Status skal være 2, 4 eller 5';
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const apiLogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/accounts/:id/api-log',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES, apiKeyOwnEntries: true } },
      schema: {
        tags,
        security,
        description:
          "The account's API log, newest first (role admin; staff for any account): every request made with one of its API keys " +
          'and every feed import, with the key, method, path, query string, status, duration, the error message and the bad ' +
          'fields with their codes, and the request id its answer carried (X-Request-Id), for 90 days. ' +
          'Filters: status (2, 4 or 5: the answers of that class), apiKeyId and requestId. An API key of the account reads its own ' +
          "entries only (apiKeyId left out, or its own; another key's is a 403), so a case system can see what it sent.",
        params: IdParams,
        querystring: PageQuery.extend({
          status: z.coerce
            .number({ error: STATUS_CLASSES })
            .refine((v) => [2, 4, 5].includes(v), STATUS_CLASSES)
            .optional(),
          apiKeyId: z.coerce
            .number({ error: 'Nøgle-id skal være et tal' })
            .int()
            .positive('Nøgle-id skal være positivt')
            .max(MAX_ID, 'Nøgle-id findes ikke')
            .optional(),
          requestId: z.string().trim().min(1).max(128, 'Forespørgslens id må højst være 128 tegn').optional(),
        }),
        response: { 200: ApiLogPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, perPage, status, apiKeyId, requestId } = request.query;
      const { account, roles } = reachedOf(request);
      // A key reads only its own entries, unless its role there is one that reads the whole log.
      const key = authOf(request).apiKey;
      const ownOnly = key && !roles.some((role) => ADMIN_ROLES.includes(role));
      if (ownOnly && apiKeyId !== undefined && apiKeyId !== key.id) throw forbidden('En API-nøgle kan kun læse sin egen log');
      return listApiLog(app.db, account.id, { statusClass: status, apiKeyId: ownOnly ? key.id : apiKeyId, requestId }, pageOf({ page, perPage }));
    },
  );
  done();
};

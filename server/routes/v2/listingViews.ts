import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { ListingViewCreateSchema, ListingViewSchema } from '../../../schemas/listingViews';
import { authOf } from '../../plugins/auth';
import { listViews, removeView, saveView } from '../../services/listingViews';
import { IdParams } from './params';

const tags = ['listing-views'];
const security = [{ bearer: [] }];
const ListingViewAnswer = z.object({ listingView: ListingViewSchema });

/**
 * A user's saved views of the listing index (named filters, sort and columns), kept on the server so that they
 * follow the user to any browser. Each user sees only their own; another user's view is a 404.
 */
export const listingViewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/listing-views',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: "The caller's saved views of the listing index, by name.",
        response: { 200: z.object({ listingViews: z.array(ListingViewSchema), total: z.number().int() }), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const views = await listViews(app.db, authOf(request));
      return { listingViews: views, total: views.length };
    },
  );

  app.post(
    '/listing-views',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description:
          'Saves a view for the caller: a name (1-60 characters, not one they already have: 409), the filters (without the ' +
          'account: a view applies to the active account), the sort and order, and the columns shown. At most 50 a user (409).',
        body: ListingViewCreateSchema,
        response: { 201: ListingViewAnswer, 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ listingView: await saveView(app.db, authOf(request), request.body) }),
  );

  app.delete(
    '/listing-views/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: "Removes one of the caller's views.",
        params: IdParams,
        response: { 200: ListingViewAnswer, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ listingView: await removeView(app.db, authOf(request), request.params.id) }),
  );
  done();
};

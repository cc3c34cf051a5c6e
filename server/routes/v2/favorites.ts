import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FavoriteCreateSchema, FavoriteSchema } from '../../../schemas/favorites';
import { ApiErrorSchema } from '../../../schemas/errors';
import { authOf } from '../../plugins/auth';
import { findFavorite, listFavorites, type StoredFavorite } from '../../repositories/favorites';
import { publicListingUrl } from '../../services/publicSite';
import { markFavorite, unmarkFavorite } from '../../services/favorites';
import { notFound } from '../../errors';
import { IdParams, PageQuery, pageOf } from './params';

const tags = ['favorites'];
const security = [{ bearer: [] }];
const FavoriteAnswer = z.object({ favorite: FavoriteSchema });

/**
 * A signed-in user's favourite listings (SPEC 2 /favorites), for any user, also one without an
 * account. The public site adds and removes them with the same calls. A favourite is keyed by its
 * listing: GET/DELETE /favorites/{listingId}; another user's favourites are never visible (404).
 */
export const favoriteRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const answer = (favorite: StoredFavorite) => ({ ...favorite, publicUrl: publicListingUrl(app.config.publicSiteUrl, favorite.listingId) });
  app.get(
    '/favorites',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: "The caller's favourites, newest first.",
        querystring: PageQuery,
        response: { 200: z.object({ favorites: z.array(FavoriteSchema), total: z.number().int() }), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { favorites, total } = await listFavorites(app.db, authOf(request).userId, pageOf(request.query));
      return { favorites: favorites.map(answer), total };
    },
  );

  app.get(
    '/favorites/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: { tags, security, description: 'One favourite by its listing id.', params: IdParams, response: { 200: FavoriteAnswer, 404: ApiErrorSchema } },
    },
    async (request) => {
      const favorite = await findFavorite(app.db, authOf(request).userId, request.params.id);
      if (!favorite) throw notFound('Favoritten');
      return { favorite: answer(favorite) };
    },
  );

  app.post(
    '/favorites',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'Marks an active listing as a favourite (201; 200 when it already was) and counts the listing action "favorite".',
        body: FavoriteCreateSchema,
        response: { 200: FavoriteAnswer, 201: FavoriteAnswer, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await markFavorite(app.db, authOf(request), request.body.listingId, new Date(app.tokens.now()));
      return reply.status(created ? 201 : 200).send({ favorite: answer(favorite) });
    },
  );

  app.delete(
    '/favorites/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'Removes the favourite of the listing with this id.',
        params: IdParams,
        response: { 200: FavoriteAnswer, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      return { favorite: answer(await unmarkFavorite(app.db, authOf(request), request.params.id)) };
    },
  );
  done();
};

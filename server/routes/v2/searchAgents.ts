import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ListingDemandSchema, SearchAgentInputSchema, SearchAgentSchema } from '../../../schemas/searchAgents';
import { MunicipalitySchema, PostalAreaSchema } from '../../../schemas/postalAreas';
import { ApiErrorSchema } from '../../../schemas/errors';
import { LISTING_STATUSES } from '../../../schemas/enums';
import { authOf } from '../../plugins/auth';
import { READ_ROLES } from '../../../schemas/access';
import { findOwnSearchAgent, listSearchAgents, matchCounts, SEARCH_AGENT_SORTS, toSearchAgent } from '../../repositories/searchAgents';
import { listMunicipalities, listPostalAreas } from '../../repositories/postalAreas';
import {
  changeSearchAgent,
  createSearchAgent,
  listingDemand,
  matchableListing,
  parseSessionCookie,
  removeSearchAgent,
  TRACKING_SESSION_COOKIE,
} from '../../services/searchAgents';
import { notFound } from '../../errors';
import { IdParams, listQuery, pageOf } from './params';
import { etag } from '../../versions';
import { ETAG_HEADER } from '../../openapi';

const tags = ['search agents'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const AgentAnswer = z.object({ searchagent: SearchAgentSchema });
const VersionedAgentAnswer = AgentAnswer.meta({ headers: { ETag: ETAG_HEADER } });
const IfMatch = z.object({ 'if-match': z.string().optional() });

const trackingContext = (request: FastifyRequest) => ({
  session: parseSessionCookie(request.cookies[TRACKING_SESSION_COOKIE]),
  authId: authOf(request).authId,
});

/**
 * Search agents (SPEC 2 /searchagents), for any signed-in user, also one without an account: each
 * user sees and changes only their own (another user's agent is a 404). The resource is named as the
 * SPA's route, so its answers are { searchagents, total } and { searchagent }.
 */
export const searchAgentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/searchagents',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: "The caller's search agents.",
        querystring: listQuery(SEARCH_AGENT_SORTS, 'name'),
        response: { 200: z.object({ searchagents: z.array(SearchAgentSchema), total: z.number().int() }), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { sort, order } = request.query;
      return listSearchAgents(app.db, authOf(request).userId, { ...pageOf(request.query), sort, order });
    },
  );

  app.get(
    '/searchagents/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: "One of the caller's search agents with its match count.",
        params: IdParams,
        response: { 200: VersionedAgentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnSearchAgent(app.db, authOf(request).userId, request.params.id);
      if (!row) throw notFound('Søgeagenten');
      const counts = await matchCounts(app.db, [row.id]);
      reply.header('ETag', etag(row.version));
      return { searchagent: toSearchAgent(row, counts.get(row.id) ?? 0) };
    },
  );

  app.post(
    '/searchagents',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'Creates a search agent; it mails listings that are new or changed from now on. Tracks search agent action 1.',
        body: SearchAgentInputSchema,
        response: { 201: VersionedAgentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createSearchAgent(app.db, authOf(request), request.body, trackingContext(request));
      reply.header('ETag', etag(row.version));
      return reply.status(201).send({ searchagent: toSearchAgent(row, 0) });
    },
  );

  app.put(
    '/searchagents/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'Changes a search agent. Send the version read as If-Match. Tracks search agent action 2.',
        params: IdParams,
        headers: IfMatch,
        body: SearchAgentInputSchema,
        response: { 200: VersionedAgentAnswer, ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await changeSearchAgent(app.db, authOf(request), request.params.id, request.headers['if-match'], request.body, trackingContext(request));
      const counts = await matchCounts(app.db, [row.id]);
      reply.header('ETag', etag(row.version));
      return { searchagent: toSearchAgent(row, counts.get(row.id) ?? 0) };
    },
  );

  app.delete(
    '/searchagents/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'Deletes a search agent. Send the version read as If-Match. Tracks search agent action 3.',
        params: IdParams,
        headers: IfMatch,
        response: { 200: AgentAnswer, ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request) => {
      const { agent, matches } = await removeSearchAgent(app.db, authOf(request), request.params.id, request.headers['if-match'], trackingContext(request));
      return { searchagent: toSearchAgent(agent, matches) };
    },
  );

  app.get(
    '/listings/:id/demand',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          "How many active search agents match the listing (its type, area, floor area, price or rent and facilities), whatever the listing's state, and how many search-agent mails it has gone out in. Any role in the listing's account and the permission of its type.",
        params: IdParams,
        response: { 200: z.object({ demand: ListingDemandSchema }), ...errors, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const listing = await matchableListing(app.db, request.params.id);
      if (!listing || listing.status === LISTING_STATUSES.deleted) throw notFound('Annoncen');
      return { demand: { listingId: listing.id, ...(await listingDemand(app.db, listing)) } };
    },
  );

  app.get(
    '/postal-areas',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags: ['postal areas'],
        security,
        description: 'Every Danish postal code with its city, municipality and region, by zip code.',
        response: { 200: z.object({ postalAreas: z.array(PostalAreaSchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, max-age=3600');
      return { postalAreas: await listPostalAreas(app.db) };
    },
  );

  app.get(
    '/municipalities',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags: ['postal areas'],
        security,
        description: 'Every municipality with its code and region, by name.',
        response: { 200: z.object({ municipalities: z.array(MunicipalitySchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, max-age=3600');
      return { municipalities: await listMunicipalities(app.db) };
    },
  );
  done();
};

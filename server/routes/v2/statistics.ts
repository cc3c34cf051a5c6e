import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import {
  AccountStatisticsSchema,
  ListingBenchmarkSchema,
  ListingStatisticsSchema,
  MarketStatisticsQuerySchema,
  MarketStatisticsSchema,
  StatisticsQuerySchema,
} from '../../../schemas/statistics';
import { READ_ROLES } from '../../../schemas/access';
import { accountStatistics, listingStatistics } from '../../services/statistics';
import { marketStatistics } from '../../services/statisticsMarket';
import { listingBenchmark } from '../../services/statisticsBenchmark';
import { notFound } from '../../errors';
import { builtAnswer } from '../../serializer';
import { IdParams } from './params';

const tags = ['statistics'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
/** SPEC 6: whoever may view a listing or the account may read its statistics. */

/**
 * Statistics: a listing's and an account's visits, leads and conversion rate over a period
 * with the period before it for comparison, and the market's supply, turnover and demand by month.
 */
export const statisticsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/listings/:id/statistics',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          "A listing's visits, leads, conversion rate, promoted impressions and clicks and favourites from `from` to `to` " +
          '(days, both included, at most two years), by day, ISO week or month, and the same for the period of the same ' +
          "length just before it. Any role in the listing's account and the permission of its type.",
        params: IdParams,
        querystring: StatisticsQuerySchema,
        response: { 200: ListingStatisticsSchema, ...errors },
      },
    },
    async (request) => {
      const statistics = await listingStatistics(app.db, request.params.id, request.query);
      if (!statistics) throw notFound('Annoncen');
      return statistics;
    },
  );

  app.get(
    '/listings/:id/benchmark',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          'A listing against its market: its price (per m² where its type says so), visits and leads per week (last four weeks) ' +
          'and days on market against the quartiles of comparable active listings of every account (same type and subcategory, ' +
          'half to twice its floor area, in its postal area when that has five, else in its municipality; at most 200, the ' +
          'closest in floor area). No figures from fewer ' +
          "than five comparables, and never one of them. Whoever may read the listing's statistics.",
        params: IdParams,
        response: { 200: ListingBenchmarkSchema, ...errors },
      },
    },
    async (request) => {
      const benchmark = await listingBenchmark(app.db, request.params.id);
      if (!benchmark) throw notFound('Annoncen');
      return benchmark;
    },
  );

  app.get(
    '/accounts/:id/statistics',
    {
      config: { access: { account: 'params.id', roles: READ_ROLES, permission: 'accountStatistics' } },
      schema: {
        tags,
        security,
        description:
          "The account's statistics over all its listings, and per listing, for a period and the one before it (as for a " +
          'listing). Any role in the account and the permission accountStatistics.',
        params: IdParams,
        querystring: StatisticsQuerySchema,
        response: { 200: builtAnswer(AccountStatisticsSchema), ...errors },
      },
    },
    // The access check has found the account (else 404).
    async (request) => accountStatistics(app.db, request.params.id, request.query),
  );

  app.get(
    '/market-statistics',
    {
      config: { access: { account: 'acting', permission: 'marketStatistics' } },
      schema: {
        tags,
        security,
        description:
          'The market from month `from` to month `to` (YYYY-MM, at most 36 months), optionally of one listing type and one ' +
          'region: supply (listings active at some moment of each month and their floor area, by type and municipality), ' +
          'turnover (listings closed as concluded, and their floor area, by type and month) and demand (visits and leads ' +
          'by type and month). The active account (X-Account-Id) needs the permission marketStatistics.',
        querystring: MarketStatisticsQuerySchema,
        response: { 200: MarketStatisticsSchema, ...errors },
      },
    },
    async (request) => marketStatistics(app.db, request.query),
  );
  done();
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { READ_ROLES, WRITE_ROLES } from '../../../schemas/access';
import {
  AccountPromotionOrdersSchema,
  ListingPromotionSchema,
  PROMOTION_ACCOUNT_TYPES,
  PromotionCancelSchema,
  promotionCreateSchema,
  PromotionProductSchema,
  PromotionRenewSchema,
  PromotionUpdateSchema,
} from '../../../schemas/promotion';
import { copenhagenDay } from '../../../schemas/dates';
import { authOf } from '../../plugins/auth';
import { reachedListingOf, reachedOf } from '../../plugins/access';
import type { LoadedListing } from '../../repositories/listings';
import { listProducts } from '../../repositories/promotion';
import { cancelPromotion, orderPromotion, readListingPromotion, renewPromotion, updatePromotion, type PromotionContext } from '../../services/promotion';
import type { Db } from '../../db';
import { badInput, zodFieldErrors } from '../../errors';
import { IdParams, pageOf } from './params';
import { etag } from '../../versions';
import { csvFileAnswer, documented, ETAG_HEADER } from '../../openapi';
import { accountPromotionOrders, accountPromotionOrdersCsv } from '../../services/promotionOrders';

const tags = ['promotion'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const Answer = z.object({ promotion: ListingPromotionSchema }).meta({
  headers: { ETag: { ...ETAG_HEADER, description: `When the listing has a current promotion: its version. ${ETAG_HEADER.description}` } },
});
/** The body is checked after access, so a caller without access learns nothing from a 400. */
const looseBody = (shown: z.ZodType) => documented(z.record(z.string(), z.unknown()), shown);
const IfMatch = z.object({ 'if-match': z.string().optional() });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badInput(zodFieldErrors(parsed.error, body));
  return parsed.data;
}

/**
 * Promoted listings (SPEC 2 /promotion/{id}, SPEC 4's rules): the products, and a listing's promotion,
 * which is ordered, updated before its start, renewed, and cancelled. Every change is a record with its
 * price and the account's billing id, and is audit-logged. The rules live in schemas/promotion.ts.
 */
export const promotionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const clock = () => {
    const now = new Date(app.tokens.now());
    return { now, today: copenhagenDay(now) };
  };

  async function answer(reply: FastifyReply, listing: LoadedListing, status: 200 | 201 = 200) {
    const promotion = await readListingPromotion(app.db, listing, clock().today);
    if (promotion.current) reply.header('ETag', etag(promotion.current.version));
    return reply.status(status).send({ promotion });
  }

  app.get(
    '/promotion-products',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description: 'The promotion products on sale, in their order: period in days, price per period in øre excluding VAT, renewal discount.',
        response: { 200: z.object({ promotionProducts: z.array(PromotionProductSchema) }), 401: ApiErrorSchema },
      },
    },
    async () => ({ promotionProducts: await listProducts(app.db, { activeOnly: true }) }),
  );

  app.get(
    '/listings/:id/promotion',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES, accountTypes: PROMOTION_ACCOUNT_TYPES } },
      schema: {
        tags,
        security,
        description:
          "The listing's promotion: its state today (none, scheduled, running, endingSoon, ended, cancelled), the actions open now, " +
          "the current (latest) promotion with its records, and the earlier ones. The ETag carries the current promotion's version.",
        params: IdParams,
        response: { 200: Answer, ...errors },
      },
    },
    async (request, reply) => answer(reply, reachedListingOf(request).listing),
  );

  /**
   * One change to a listing's promotion: access first (404, 403), then the body by its schema (400), then
   * the change in one transaction; the answer is the promotion as it now stands.
   */
  function changeRoute<T>(
    method: 'POST' | 'PUT',
    url: string,
    description: string,
    schemaOfBody: () => z.ZodType<T>,
    run: (db: Db, ctx: PromotionContext, input: T, ifMatch: string | undefined) => Promise<unknown>,
    { status, versioned }: { status: 200 | 201; versioned: boolean } = { status: 200, versioned: true },
  ) {
    // An order starts a promotion, so there is no version to name yet.
    const version = versioned ? { headers: IfMatch, errors: { 412: ApiErrorSchema, 428: ApiErrorSchema } } : { errors: {} };
    app.route({
      method,
      url,
      config: { access: { listing: 'params.id', roles: WRITE_ROLES, accountTypes: PROMOTION_ACCOUNT_TYPES } },
      schema: {
        tags,
        security,
        description,
        params: IdParams,
        ...(version.headers ? { headers: version.headers } : {}),
        body: looseBody(schemaOfBody()),
        response: { [status]: Answer, ...errors, 409: ApiErrorSchema, ...version.errors },
      },
      handler: async (request, reply) => {
        const auth = authOf(request);
        const { listing, account } = reachedListingOf(request);
        const input = parse(schemaOfBody(), request.body);
        const { now, today } = clock();
        await run(app.db, { auth, listing, account, now, today }, input, request.headers['if-match']);
        return answer(reply, listing, status);
      },
    });
  }
  const versionNote = 'Send the version read as If-Match.';

  changeRoute(
    'POST',
    '/listings/:id/promotion',
    'Orders a promotion: { productId, startDate (YYYY-MM-DD, today or later; today starts at once), periods, imageUrl (one of the ' +
      "listing's images) }. 409 when the listing already has a current promotion or cannot be promoted; 400 names each bad field.",
    () => promotionCreateSchema(clock().today),
    orderPromotion,
    { status: 201, versioned: false },
  );

  changeRoute(
    'PUT',
    '/listings/:id/promotion',
    'Before the start: a new period and image: { periods, imageUrl, productId?, startDate? }. The product and the start date cannot ' +
      `change (409 naming the rule). ${versionNote}`,
    () => PromotionUpdateSchema,
    updatePromotion,
  );

  changeRoute(
    'POST',
    '/listings/:id/promotion/renew',
    'Before the end date: { periods, productId? } more periods of the same product (only the active product can be renewed), ' +
      `with its renewal discount, from the day after the end date. ${versionNote}`,
    () => PromotionRenewSchema,
    renewPromotion,
  );

  changeRoute(
    'POST',
    '/listings/:id/promotion/cancel',
    `Ends the promotion at once: { acceptForfeit: true } accepts that the rest of the period is forfeited without refund. ${versionNote}`,
    () => PromotionCancelSchema,
    (db, ctx, _accepted, ifMatch) => cancelPromotion(db, ctx, ifMatch),
  );

  // An account's order overview: whoever may see the account's promotions (any role, Broker and PremiumAdvertiser).
  const OrderPage = z.object({
    page: z.coerce.number().int().min(1, 'Side skal være mindst 1').default(1),
    perPage: z.coerce.number().int().min(1, 'Rækker pr. side skal være mindst 1').max(100, 'Højst 100 rækker pr. side').default(25),
  });

  app.get(
    '/accounts/:id/promotion-orders',
    {
      config: { access: { account: 'params.id', roles: READ_ROLES, accountTypes: PROMOTION_ACCOUNT_TYPES } },
      schema: {
        tags,
        security,
        description:
          "The account's promotion orders, changes, renewals and cancellations, newest first, a page at a time: product, period, list price, " +
          'discount, price without VAT, VAT, price with VAT and billing id; `sums` totals every record.',
        params: IdParams,
        querystring: OrderPage,
        response: { 200: AccountPromotionOrdersSchema, ...errors },
      },
    },
    async (request) => {
      const { account } = reachedOf(request);
      return accountPromotionOrders(app.db, account.id, pageOf(request.query));
    },
  );

  app.get(
    '/accounts/:id/promotion-orders.csv',
    {
      config: { access: { account: 'params.id', roles: READ_ROLES, accountTypes: PROMOTION_ACCOUNT_TYPES } },
      schema: {
        tags,
        security,
        description: "Every promotion record of the account as CSV: UTF-8 with a BOM, ';' separated, Danish headers, amounts in kroner.",
        params: IdParams,
        response: { 200: csvFileAnswer("The promotion records as CSV (UTF-8 with a BOM, ';' separated)."), ...errors },
      },
    },
    async (request, reply) => {
      const { account } = reachedOf(request);
      const csv = await accountPromotionOrdersCsv(app.db, account.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="fremhaevninger-${account.id}-${clock().today}.csv"`)
        .send(csv);
    },
  );
  done();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { fieldErrors } from '../../../schemas/fields';
import { LISTING_TYPE_PERMISSION, ROLES, type Role } from '../../../schemas/enums';
import { listingTypeName } from '../../../schemas/listings';
import {
  danishToday,
  ListingPromotionSchema,
  PROMOTION_ACCOUNT_TYPES,
  PromotionCancelSchema,
  promotionCreateSchema,
  PromotionProductSchema,
  PromotionRenewSchema,
  PromotionUpdateSchema,
} from '../../../schemas/promotion';
import { authOf, type AuthContext } from '../../plugins/auth';
import { requireAccount } from '../../services/access';
import { findListing } from '../../repositories/listings';
import { listProducts } from '../../repositories/promotion';
import {
  cancelPromotion,
  orderPromotion,
  readListingPromotion,
  renewPromotion,
  updatePromotion,
  type PromotionContext,
} from '../../services/promotion';
import type { DbOrTx } from '../../db';
import { badInput, notFound } from '../../errors';
import { IdParams } from './params';
import { etag } from './versions';

const tags = ['promotion'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 409: ApiErrorSchema, 412: ApiErrorSchema, 428: ApiErrorSchema };
/** Readers see whether a listing is promoted; only admins and members order, change, renew and cancel. */
const READ_ROLES: readonly Role[] = [ROLES.Admin, ROLES.Member, ROLES.ReadOnly];
const WRITE_ROLES: readonly Role[] = [ROLES.Admin, ROLES.Member];

const Answer = z.object({ promotion: ListingPromotionSchema });
/** The body is checked after access, so a caller without access learns nothing from a 400. */
const Body = z.record(z.string(), z.unknown());
const IfMatch = z.object({ 'if-match': z.string().optional() });

/**
 * The listing and the caller's access to its promotion: 404 when the listing does not exist, 403 when it
 * is another account's, the role or the family's permission is missing, or the account's type has no
 * promotion (SPEC 6: Broker and PremiumAdvertiser only).
 */
async function reach(db: DbOrTx, auth: AuthContext, listingId: number, roles: readonly Role[]) {
  const listing = await findListing(db, listingId);
  if (!listing) throw notFound('Annoncen');
  const type = listingTypeName(listing.row.listingType);
  if (!type) throw new Error(`listing ${listingId} has unknown type ${listing.row.listingType}`);
  const { account } = await requireAccount(db, auth, listing.row.accountId, {
    roles,
    permission: LISTING_TYPE_PERMISSION[type],
    accountTypes: PROMOTION_ACCOUNT_TYPES,
  });
  return { listing, account };
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badInput(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Promoted listings (SPEC 2 /promotion/{id}, SPEC 4's rules): the products, and a listing's promotion,
 * which is ordered, updated before its start, renewed, and cancelled. Every change is a record with its
 * price and the account's billing id, and is audit-logged. The rules live in schemas/promotion.ts.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => {
    const now = new Date();
    return { now, today: danishToday(now) };
  };

  async function answer(reply: FastifyReply, listingId: number, status: 200 | 201 = 200) {
    const listing = await findListing(app.db, listingId);
    if (!listing) throw notFound('Annoncen');
    const promotion = await readListingPromotion(app.db, listing, clock().today);
    if (promotion.current) reply.header('ETag', etag(promotion.current.version));
    return reply.status(status).send({ promotion });
  }

  /** Runs a change in one transaction after access and the body have been checked. */
  async function change(auth: AuthContext, listingId: number, run: (tx: DbOrTx, ctx: PromotionContext) => Promise<unknown>) {
    const { now, today } = clock();
    await app.db.transaction(async (tx) => {
      const { listing, account } = await reach(tx, auth, listingId, WRITE_ROLES);
      await run(tx, { auth, listing, account, now, today });
    });
  }

  app.get(
    '/promotion-products',
    {
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
      schema: {
        tags,
        security,
        description:
          "The listing's promotion: its state today (none, scheduled, running, endingSoon, ended, cancelled), the actions open now, " +
          'the current (latest) promotion with its records, and the earlier ones. The ETag carries the current promotion\'s version.',
        params: IdParams,
        response: { 200: Answer, ...errors },
      },
    },
    async (request, reply) => {
      await reach(app.db, authOf(request), request.params.id, READ_ROLES);
      return answer(reply, request.params.id);
    },
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
    run: (tx: DbOrTx, ctx: PromotionContext, input: T, ifMatch: string | undefined) => Promise<unknown>,
    status: 200 | 201 = 200,
  ) {
    app.route({
      method,
      url,
      schema: { tags, security, description, params: IdParams, headers: IfMatch, body: Body, response: { [status]: Answer, ...writeErrors } },
      handler: async (request, reply) => {
        const auth = authOf(request);
        await reach(app.db, auth, request.params.id, WRITE_ROLES);
        const input = parse(schemaOfBody(), request.body);
        await change(auth, request.params.id, (tx, ctx) => run(tx, ctx, input, request.headers['if-match']));
        return answer(reply, request.params.id, status);
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
    201,
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
    (tx, ctx, _accepted, ifMatch) => cancelPromotion(tx, ctx, ifMatch),
  );
};

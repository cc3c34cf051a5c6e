import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { fieldErrors, messages } from '../../../schemas/fields';
import { LISTING_STATUSES, LISTING_TYPE_PERMISSION, ROLES, type ListingTypeName } from '../../../schemas/enums';
import { listingTypeHasOffMarket, listingTypeName } from '../../../schemas/listings';
import {
  LISTING_SORT_FIELDS,
  ListingCreateEnvelopeSchema,
  ListingFilterSchema,
  ListingRecordSchema,
  type ListingSortField,
} from '../../../schemas/listings/record';
import { authOf, type AuthContext } from '../../plugins/auth';
import { requireAccount } from '../../services/access';
import { diff, recordAudit } from '../../services/audit';
import { listingScopeOf, validateListing, type ListingValidation } from '../../services/listings';
import {
  findListing,
  insertListing,
  listListings,
  toColumns,
  toListingRecord,
  updateListing,
  validPosition,
  type ListingPosition,
  type LoadedListing,
} from '../../repositories/listings';
import type { DbOrTx } from '../../db';
import { badInput, conflict, notFound, staleVersion } from '../../errors';
import { editable, editRefused } from '../../../schemas/listingStatus';
import { IdParams, listQuery, pageOf } from './params';
import { checkVersion, etag } from './versions';
// Issue 6: the index says which listings are promoted, and filters on it.
import { danishToday, PromotedFilterSchema, PromotedListingSummarySchema } from '../../../schemas/promotion';
import { promotedListingCondition } from '../../repositories/promotion';
import { withPromotionMarks } from '../../services/promotion';

const tags = ['listings'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const ANY_ROLE = [ROLES.Admin, ROLES.Member, ROLES.ReadOnly] as const;
/** SPEC 6: read-only users view listings; only admins and members create and update them. */
const WRITE_ROLES = [ROLES.Admin, ROLES.Member] as const;

const ListingBody = z.record(z.string(), z.unknown());
const ListingAnswer = z.object({ listing: ListingRecordSchema });

type Order = 'ASC' | 'DESC';

/** A cursor that is not this list's: garbled, too long, or from another sort or order. */
const BAD_CURSOR = 'Sidemarkøren er ugyldig eller hører til en anden sortering';

/** The next page's cursor: the sort, the order and where the page ended, as one opaque token. */
function cursorOf(sort: ListingSortField, order: Order, position: ListingPosition): string {
  return Buffer.from(JSON.stringify([sort, order, position.key, position.id])).toString('base64url');
}

/** The position a cursor gives, for the same sort and order; anything else is a 400 naming `after`. */
function positionOf(cursor: string, sort: ListingSortField, order: Order): ListingPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (Array.isArray(parts) && parts.length === 4) {
    const [cursorSort, cursorOrder, key, id] = parts as unknown[];
    if (cursorSort === sort && cursorOrder === order && typeof key === 'string' && validPosition(sort, key, id)) return { key, id };
  }
  throw badInput({ after: BAD_CURSOR });
}

/** The listing and the caller's access to it: 404 missing, 403 not theirs or not their family. */
async function reachListing(db: DbOrTx, auth: AuthContext, id: number, roles: readonly (typeof ANY_ROLE)[number][]) {
  const loaded = await findListing(db, id);
  if (!loaded) throw notFound('Annoncen');
  const type = typeOf(loaded);
  await requireAccount(db, auth, loaded.row.accountId, { roles, permission: LISTING_TYPE_PERMISSION[type] });
  return { loaded, type };
}

function typeOf(loaded: LoadedListing): ListingTypeName {
  const type = listingTypeName(loaded.row.listingType);
  if (!type) throw new Error(`listing ${loaded.row.id} has unknown type ${loaded.row.listingType}`);
  return type;
}

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const validation = (): ListingValidation => ({ db: app.db, register: app.addressRegister, images: app.imageStore });
  const record = (loaded: LoadedListing) => toListingRecord(loaded.row, loaded.images, loaded.accountName, app.config.publicSiteUrl);

  app.get(
    '/listings',
    {
      schema: {
        tags,
        security,
        description:
          'The listings of the accounts the caller may reach (staff: all), in the families each account has the permission for. ' +
          'Filters: accountId, caseNumber (case number or shown case number, in part), address (every word), status and listingType ' +
          '(repeatable), offMarket, promoted (true: promoted today; false: not). Deleted listings only when asked for by status. ' +
          'Each row carries its current promotion (scheduled, running or ending soon), or null. `total` is exact for one ' +
          "account's listings filtered by status, type and off-market; with other filters it is exact up to 10,000 " +
          "matches, and beyond that the database's estimate with `totalEstimated` true. A full page in a sort by a column that is " +
          'never empty answers `nextCursor`: sent back as `after` (with the same sort and order), the next page starts right ' +
          'after this one by the index instead of skipping rows, however deep it is; `page` is then not used. A page by number ' +
          "deep into a list whose total is exact from its keys (one account's, filtered by status, type and off-market) is read " +
          'from the nearer end of the list or, sorted by last update, from the start of the month (UTC) it falls in.',
        querystring: listQuery(LISTING_SORT_FIELDS, 'updatedAt').extend({
          ...ListingFilterSchema.shape,
          promoted: PromotedFilterSchema,
          after: z.string({ error: 'Sidemarkøren skal være tekst' }).max(2000, BAD_CURSOR).optional(),
          // Newest first unless asked otherwise.
          order: z.enum(['ASC', 'DESC'], { error: 'Rækkefølge skal være ASC eller DESC' }).default('DESC'),
        }),
        response: {
          200: z.object({
            listings: z.array(PromotedListingSummarySchema),
            total: z.number(),
            totalEstimated: z.boolean(),
            nextCursor: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { sort, order, page, perPage, promoted, after, ...filter } = request.query;
      const position = after === undefined ? undefined : positionOf(after, sort, order);
      const scope = await listingScopeOf(app.db, authOf(request), filter.accountId);
      const today = danishToday();
      const { next, ...result } = await listListings(app.db, scope, filter, { ...pageOf({ page, perPage }), sort, order, after: position }, {
        publicSiteUrl: app.config.publicSiteUrl,
        exactCountLimit: app.config.listingExactCountLimit,
        extra: promoted === undefined ? undefined : (bindings) => promotedListingCondition(bindings.bind(today), promoted === 'true'),
      });
      return {
        ...result,
        listings: await withPromotionMarks(app.db, result.listings, today),
        nextCursor: next === null ? null : cursorOf(sort, order, next),
      };
    },
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags,
        security,
        description: 'One listing with every field and its images; the ETag carries its version.',
        params: IdParams,
        response: { 200: ListingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { loaded } = await reachListing(app.db, authOf(request), request.params.id, ANY_ROLE);
      reply.header('ETag', etag(loaded.row.version));
      return { listing: record(loaded) };
    },
  );

  app.post(
    '/listings',
    {
      schema: {
        tags,
        security,
        description:
          "Creates a listing in the account (role admin or member, the family's permission). The body is accountId, listingType " +
          '(1 rental, 2 investment, 3 sales, 4 office space), offMarket, and the fields of that type\'s schema (schemas/listings). ' +
          'A 400 names every bad field; nothing is stored. The listing starts as pending.',
        body: ListingBody,
        response: { 201: ListingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const envelope = ListingCreateEnvelopeSchema.safeParse(request.body);
      if (!envelope.success) {
        // Say what is wrong with the form fields too, when the type is known.
        const type = listingTypeName(Number(request.body['listingType']));
        const envelopeErrors = fieldErrors(envelope.error);
        if (!type) throw badInput(envelopeErrors);
        await validateListing(validation(), type, 'standard', request.body, new Map(), envelopeErrors);
        throw badInput(envelopeErrors);
      }
      const { accountId, listingType, offMarket } = envelope.data;
      const type = listingTypeName(listingType);
      if (!type) throw badInput({ listingType: messages.invalid('Annoncetype') });
      await requireAccount(app.db, auth, accountId, { roles: WRITE_ROLES, permission: LISTING_TYPE_PERMISSION[type] });
      if (offMarket && !listingTypeHasOffMarket(type)) {
        throw badInput({ offMarket: 'Kontorfællesskaber kan ikke oprettes som off-market' });
      }
      const valid = await validateListing(validation(), type, offMarket ? 'offMarket' : 'standard', request.body);
      const id = await app.db.transaction(async (tx) => {
        await requireAccount(tx, auth, accountId, { roles: WRITE_ROLES, permission: LISTING_TYPE_PERMISSION[type] });
        const newId = await insertListing(tx, {
          accountId,
          listingType,
          offMarket,
          status: LISTING_STATUSES.pending,
          columns: toColumns(type, valid.values),
          images: valid.images,
        });
        await recordAudit(tx, auth, {
          accountId,
          entity: 'listing',
          entityId: newId,
          action: 'create',
          changes: { listingType, offMarket, title: valid.values['title'] },
        });
        return newId;
      });
      const loaded = await findListing(app.db, id);
      if (!loaded) throw new Error(`listing ${id} vanished after create`);
      reply.header('ETag', etag(loaded.row.version));
      return reply.status(201).send({ listing: record(loaded) });
    },
  );

  app.put(
    '/listings/:id',
    {
      schema: {
        tags,
        security,
        description:
          "Replaces the listing's form fields and images (role admin or member, the family's permission). Type, variant and " +
          'account stay. Send the version read as If-Match. A 400 names every bad field; nothing is stored.',
        params: IdParams,
        headers: z.object({ 'if-match': z.string().optional() }),
        body: ListingBody,
        response: { 200: ListingAnswer, ...errors, 409: ApiErrorSchema, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { loaded, type } = await reachListing(app.db, auth, request.params.id, WRITE_ROLES);
      checkVersion(request.headers['if-match'], loaded.row.version);
      // Issue 5: a deleted or archived listing stays as it was (schemas/listingStatus.ts).
      if (!editable(loaded.row.status)) throw conflict(editRefused(loaded.row.status));
      const known = new Map(
        loaded.images.map((image) => [image.url, { url: image.url, width: image.width ?? 0, height: image.height ?? 0 }]),
      );
      const valid = await validateListing(validation(), type, loaded.row.offMarket ? 'offMarket' : 'standard', request.body, known);
      const before = record(loaded);
      await app.db.transaction(async (tx) => {
        await requireAccount(tx, auth, loaded.row.accountId, { roles: WRITE_ROLES, permission: LISTING_TYPE_PERMISSION[type] });
        const written = await updateListing(tx, loaded.row.id, loaded.row.version, toColumns(type, valid.values), valid.images);
        if (!written) throw staleVersion();
        const after = await findListing(tx, loaded.row.id);
        if (!after) throw new Error(`listing ${loaded.row.id} vanished during update`);
        const { version: _v, updatedAt: _u, ...changed } = diff(before, record(after));
        await recordAudit(tx, auth, { accountId: loaded.row.accountId, entity: 'listing', entityId: loaded.row.id, action: 'update', changes: changed });
      });
      const updated = await findListing(app.db, loaded.row.id);
      if (!updated) throw new Error(`listing ${loaded.row.id} vanished after update`);
      reply.header('ETag', etag(updated.row.version));
      return { listing: record(updated) };
    },
  );
};

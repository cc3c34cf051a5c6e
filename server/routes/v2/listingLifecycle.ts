import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { ListingExportQuerySchema } from '../../../schemas/listings/record';
import {
  BulkResultSchema,
  BulkSchema,
  ClosingSchema,
  CopySchema,
  ListingHistoryEntrySchema,
  staffOnly,
  type ListingAction,
} from '../../../schemas/listingStatus';
import { READ_ROLES, WRITE_ROLES } from '../../../schemas/access';
import { authOf } from '../../plugins/auth';
import { reachedListingOf } from '../../plugins/access';
import { confirmCurrent } from '../../services/freshness';
import { ConfirmCurrentSchema } from '../../../schemas/freshness';
import { bulk, copyListing, exportCsv, listingHistory, transition } from '../../services/listingLifecycle';
import { findListing } from '../../repositories/listings';
import { listingScopeOf, toListingRecord } from '../../services/listings';
import { IdParams } from './params';
import { copenhagenDay } from '../../../schemas/dates';
import { etag, versionOf } from '../../versions';
import { csvFileAnswer, ETAG_HEADER } from '../../openapi';
import { answerWithListing } from './listingAnswers';
import { overruleCoverCheck } from '../../services/coverCheck';

const tags = ['listings'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 409: ApiErrorSchema, 412: ApiErrorSchema, 428: ApiErrorSchema };
const VersionedListingAnswer = answerWithListing({}, { ETag: ETAG_HEADER });
const IfMatch = z.object({ 'if-match': z.string().optional() });

/** The actions with a route of their own: POST /listings/{id}/{action}. */
const SIMPLE: { action: ListingAction; description: string }[] = [
  {
    action: 'activate',
    description:
      'Publishes a pending or inactive listing (roles admin, member); 409 naming each field when the listing does not meet ' +
      "its type's full rules (every required field, 3-10 images, at most 1 off-market).",
  },
  { action: 'deactivate', description: 'Takes an active listing off the public site for a while (roles admin, member).' },
  {
    action: 'reopen',
    description:
      "'Genaktiver': makes a closed listing active again; clears the closing reason and closedSince. 409 naming each field " +
      "when the listing does not meet its type's full rules.",
  },
  { action: 'archive', description: 'Archives a closed listing: kept for the record and statistics, never published again.' },
  { action: 'quarantine', description: 'Staff only: puts a pending, active or inactive listing in quarantine.' },
  { action: 'release', description: 'Staff only: lifts the quarantine; the listing becomes inactive.' },
];

/**
 * The listing lifecycle. Every write names the version read (If-Match: 428 without, 412 when
 * stale), follows the transition table of schemas/listingTransitions.ts (409 otherwise) and is audit-logged.
 */
export const listingLifecycleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const answer = async (id: number) => {
    const loaded = await findListing(app.db, id);
    if (!loaded) throw new Error(`listing ${id} vanished`);
    return { etag: etag(loaded.row.version), listing: toListingRecord(loaded.row, loaded.images, loaded.accountName, app.config.publicSiteUrl) };
  };

  for (const { action, description } of SIMPLE) {
    app.post(
      `/listings/:id/${action}`,
      {
        config: { access: { listing: 'params.id', roles: WRITE_ROLES, ...(staffOnly(action) ? { staffOnly: true } : {}) } },
        schema: {
          tags,
          security,
          description: `${description} Send the version read as If-Match.`,
          params: IdParams,
          headers: IfMatch,
          response: { 200: VersionedListingAnswer, ...writeErrors },
        },
      },
      async (request, reply) => {
        await transition(app.db, authOf(request), request.params.id, {
          action,
          version: versionOf(request.headers['if-match'], reachedListingOf(request).listing.row.version),
        });
        const done = await answer(request.params.id);
        reply.header('ETag', done.etag);
        return { listing: done.listing };
      },
    );
  }

  app.put(
    '/listings/:id/cover-check',
    {
      config: { access: { listing: 'params.id', staffOnly: true } },
      schema: {
        tags,
        security,
        description:
          "Staff only: lets this listing's cover stand although the checker found a floor plan or text on it (overruled: true), or applies the check again (false). Recorded in the listing's history.",
        params: IdParams,
        body: z.object({ overruled: z.boolean().meta({ description: 'true: the cover rule is not applied to this listing.' }) }),
        response: { 200: VersionedListingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await overruleCoverCheck(app.db, authOf(request), request.params.id, request.body.overruled);
      const done = await answer(request.params.id);
      reply.header('ETag', done.etag);
      return { listing: done.listing };
    },
  );

  for (const action of ['close', 'reclose'] as const) {
    app.post(
      `/listings/:id/${action}`,
      {
        config: { access: { listing: 'params.id', roles: WRITE_ROLES } },
        schema: {
          tags,
          security,
          description:
            action === 'close'
              ? 'Closes (afmelder) a pending, active or inactive listing with a closing reason (1, 3, 4, 2, 5) and an optional text; sets ' +
                'closedSince. A pending listing is closed without ever being published.'
              : 'Changes the closing reason and text of a closed listing; closedSince stays.',
          params: IdParams,
          headers: IfMatch,
          body: ClosingSchema,
          response: { 200: VersionedListingAnswer, ...writeErrors },
        },
      },
      async (request, reply) => {
        await transition(app.db, authOf(request), request.params.id, {
          action,
          version: versionOf(request.headers['if-match'], reachedListingOf(request).listing.row.version),
          closing: request.body,
        });
        const done = await answer(request.params.id);
        reply.header('ETag', done.etag);
        return { listing: done.listing };
      },
    );
  }

  app.delete(
    '/listings/:id',
    {
      config: { access: { listing: 'params.id', roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Deletes a listing (status deleted, final; it leaves the index unless asked for by status). Roles admin, member; a ' +
          'quarantined listing only by staff. Send the version read as If-Match.',
        params: IdParams,
        headers: IfMatch,
        response: { 200: VersionedListingAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      await transition(app.db, authOf(request), request.params.id, {
        action: 'delete',
        version: versionOf(request.headers['if-match'], reachedListingOf(request).listing.row.version),
      });
      const done = await answer(request.params.id);
      reply.header('ETag', done.etag);
      return { listing: done.listing };
    },
  );

  app.post(
    '/listings/:id/copy',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Copies the listing into a new pending listing in the same account, with its fields and images; keepCaseNumber false ' +
          'leaves the case numbers out. Roles admin, member and read-only (SPEC 2, 6).',
        params: IdParams,
        body: CopySchema,
        response: { 201: answerWithListing({}), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await copyListing(app.db, authOf(request), request.params.id, request.body.keepCaseNumber);
      const done = await answer(id);
      reply.header('ETag', done.etag);
      return reply.status(201).send({ listing: done.listing });
    },
  );

  app.post(
    '/listings/bulk',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description:
          'Activates, deactivates, closes (one closing reason) or deletes the selected listings, each with the version read. ' +
          'Each row is done on its own and answered: { id, ok, status, version } or { id, ok: false, error }.',
        body: BulkSchema,
        response: { 200: z.object({ results: z.array(BulkResultSchema) }), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ results: await bulk(app.db, authOf(request), request.body) }),
  );

  app.post(
    '/listings/confirm-current',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description:
          "'Bekræft aktuel': records that the selected active listings are still current (confirmedCurrentAt), which starts their " +
          "freshness clock anew. Roles admin, member in each listing's account. Each row is done on its own and answered: " +
          '{ id, ok, status, version } or { id, ok: false, error }.',
        body: ConfirmCurrentSchema,
        response: { 200: z.object({ results: z.array(BulkResultSchema) }), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ results: await confirmCurrent(app.db, authOf(request), request.body.ids, new Date(app.tokens.now())) }),
  );

  app.get(
    '/listings/export.csv',
    {
      config: { access: { account: 'query.accountId', optional: true, roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          "Every listing matching GET /listings' filters (not only a page) as CSV: UTF-8 with a BOM, ';' separated, Danish headers. " +
          'With `ids` (repeatable, at most 500), only those of them: the rows selected in the index.',
        querystring: ListingExportQuerySchema,
        response: { 200: csvFileAnswer("The listings as CSV (UTF-8 with a BOM, ';' separated)."), ...errors },
      },
    },
    async (request, reply) => {
      const { ids, ...filter } = request.query;
      const csv = await exportCsv(app.db, listingScopeOf(authOf(request), request.reached), filter, ids);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="annoncer-${copenhagenDay(new Date(app.tokens.now()))}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/listings/:id/history',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: "The listing's history from the audit log: who changed what and when, newest first; actorIsStaff when staff acted.",
        params: IdParams,
        response: { 200: z.object({ history: z.array(ListingHistoryEntrySchema), total: z.number() }), ...errors },
      },
    },
    async (request) => {
      const history = await listingHistory(app.db, reachedListingOf(request).listing.row);
      return { history, total: history.length };
    },
  );
  done();
};

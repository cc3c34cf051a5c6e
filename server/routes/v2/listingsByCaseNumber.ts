import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { ListingFilterSchema } from '../../../schemas/listings/record';
import { ClosingSchema, type Closing } from '../../../schemas/listingStatus';
import { READ_ROLES, WRITE_ROLES } from '../../../schemas/access';
import { authOf } from '../../plugins/auth';
import { reachedListingOf } from '../../plugins/access';
import { transition } from '../../services/listingLifecycle';
import { findListing } from '../../repositories/listings';
import { listingAnswer } from '../../services/listings';
import { etag, versionOf } from '../../versions';
import { ETAG_HEADER } from '../../openapi';
import { answerWithListing } from './listingAnswers';

const tags = ['listings'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const writeErrors = { ...errors, 412: ApiErrorSchema };
const VersionedListingAnswer = answerWithListing({}, { ETag: ETAG_HEADER });

const CaseNumberParams = z.object({ caseNumber: z.string().trim().min(1, 'Sagsnummer er krævet').max(200, 'Sagsnummeret er for langt') });
const AccountQuery = z.object({
  accountId: ListingFilterSchema.shape.accountId.meta({ description: "The listing's account; an API key's own account when left out." }),
});
const IfMatch = z.object({ 'if-match': z.string().optional() });

const BY_CASE_NUMBER =
  "The account's listing with this case number (accountOwnerListingIdentifierID, as the case system gave it; a deleted " +
  'listing is gone): 404 when the account has none, 409 when several listings share it (a copy that kept it; use the id). ' +
  'accountId may be left out with an API key.';
const VERSION =
  'No If-Match needed: the case number names the listing and the change is made at its current version. If-Match, when ' +
  'sent, must name that version (412 otherwise).';

/**
 * A listing read, closed, reopened and deleted by its case system's own reference, with the access and the
 * lifecycle of the by-id routes (listingLifecycle.ts): the access plugin finds the listing by case number.
 */
export const listingByCaseNumberRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const answer = async (id: number) => {
    const loaded = await findListing(app.db, id);
    if (!loaded) throw new Error(`listing ${id} vanished`);
    return { etag: etag(loaded.row.version), listing: await listingAnswer(app.db, loaded, app.config.publicSiteUrl) };
  };

  app.get(
    '/listings/by-case-number/:caseNumber',
    {
      config: { access: { listing: 'params.caseNumber', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: `${BY_CASE_NUMBER} One listing with every field and its images, as GET /listings/{id} answers it; the ETag carries its version.`,
        params: CaseNumberParams,
        querystring: AccountQuery,
        response: { 200: VersionedListingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const done = await answer(reachedListingOf(request).listing.row.id);
      reply.header('ETag', done.etag);
      return { listing: done.listing };
    },
  );

  /** The listing found, changed at the version If-Match names, or else at the one it was found at. */
  const act = async (request: FastifyRequest, ifMatch: string | undefined, change: { action: 'close' | 'reopen' | 'delete'; closing?: Closing }) => {
    const { id, version } = reachedListingOf(request).listing.row;
    await transition(app.db, authOf(request), id, { ...change, version: ifMatch === undefined ? version : versionOf(ifMatch, version) });
    return answer(id);
  };
  const writeSchema = (description: string) => ({
    tags,
    security,
    description: `${description} ${BY_CASE_NUMBER} ${VERSION}`,
    params: CaseNumberParams,
    querystring: AccountQuery,
    headers: IfMatch,
    response: { 200: VersionedListingAnswer, ...writeErrors },
  });
  const access = { listing: 'params.caseNumber', roles: WRITE_ROLES } as const;

  app.post(
    '/listings/by-case-number/:caseNumber/close',
    {
      config: { access },
      schema: {
        ...writeSchema(
          'Closes (afmelder) the listing as POST /listings/{id}/close does: a pending, active or inactive listing, with a ' +
            'closing reason (1, 3, 4, 2, 5) and an optional text; 409 for a listing in another status.',
        ),
        body: ClosingSchema,
      },
    },
    async (request, reply) => {
      const done = await act(request, request.headers['if-match'], { action: 'close', closing: request.body });
      reply.header('ETag', done.etag);
      return { listing: done.listing };
    },
  );

  app.post(
    '/listings/by-case-number/:caseNumber/reopen',
    {
      config: { access },
      schema: writeSchema(
        "'Genaktiver', as POST /listings/{id}/reopen: makes a closed listing active again; 409 when it is not closed, or " +
          "naming each field when it does not meet its type's full rules.",
      ),
    },
    async (request, reply) => {
      const done = await act(request, request.headers['if-match'], { action: 'reopen' });
      reply.header('ETag', done.etag);
      return { listing: done.listing };
    },
  );

  app.delete(
    '/listings/by-case-number/:caseNumber',
    {
      config: { access },
      schema: writeSchema('Deletes the listing as DELETE /listings/{id} does (status deleted, final); afterwards the case number names no listing.'),
    },
    async (request, reply) => {
      const done = await act(request, request.headers['if-match'], { action: 'delete' });
      reply.header('ETag', done.etag);
      return { listing: done.listing };
    },
  );
  done();
};

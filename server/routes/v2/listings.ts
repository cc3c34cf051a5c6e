import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, FieldErrorSchema } from '../../../schemas/errors';
import { READ_ROLES, WRITE_ROLES } from '../../../schemas/access';
import { LISTING_SORT_FIELDS, ListingFilterSchema, ListingUpdateEnvelopeSchema, type ListingSortField } from '../../../schemas/listings/record';
import { authOf } from '../../plugins/auth';
import { reachedListingOf, reachedOf } from '../../plugins/access';
import {
  createListing,
  createListingOnce,
  listingOfIdempotencyKey,
  editListing,
  listingScopeOf,
  listListings,
  listingAnswer,
  knownImages,
  readNewListing,
  readUpsert,
  upsertListingByCaseNumber,
  type UpsertOutcome,
  validateListing,
  type ListingValidation,
} from '../../services/listings';
import { validPosition, type ListingPosition, type LoadedListing } from '../../repositories/listings';
import { badInput, conflict, zodFieldErrors } from '../../errors';
import { answerLanguage } from '../../plugins/errors';
import { CASE_NUMBER_FIELD, importListings, planImport, tooManyToCloseMessage, type ImportedRow } from '../../services/listingImport';
import { CsvFormatError, listingsFromCsv } from '../../../schemas/listingCsv';
import { editable, editRefused } from '../../../schemas/listingStatus';
import { IdParams, listQuery, pageOf } from './params';
import { checkVersion, etag } from '../../versions';
// The index says which listings are promoted, and filters on it.
import { PromotedFilterSchema, PromotedListingSummarySchema } from '../../../schemas/promotion';
import { copenhagenDay } from '../../../schemas/dates';
import { promotedListingCondition } from '../../repositories/promotion';
import { withPromotionMarks } from '../../services/promotion';
import { documented, ETAG_HEADER } from '../../openapi';
import { answerWithListing } from './listingAnswers';
import { ImportedListingBodySchema, ListingUpdateBodySchema, NewListingBodySchema, UpsertedListingBodySchema } from '../../../schemas/listings/apiBodies';
import { IMPORT_EXAMPLES } from '../../../schemas/listings/apiExamples';
import { FieldChangeSchema } from '../../../schemas/listingStatus';

const tags = ['listings'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** A listing body is validated by its type's schema once the type is known (services/listings). */
const listingBody = (shown: z.ZodType) => documented(z.record(z.string(), z.unknown()), shown);
const IdempotencyKeySchema = z.string().trim().min(1, 'Idempotency-Key må ikke være tom').max(255, 'Idempotency-Key må højst være 255 tegn');
const VersionedListingAnswer = answerWithListing({}, { ETag: ETAG_HEADER });
const UPSERT_OUTCOMES = ['created', 'updated', 'unchanged', 'reopened', 'left_closed'] as const satisfies readonly UpsertOutcome[];
const UpsertOutcomeSchema = z.enum(UPSERT_OUTCOMES).meta({
  description:
    'created: made now. updated: its fields changed. unchanged: the push changed nothing (the version stays). reopened: a ' +
    'closed listing the push activates was reopened. left_closed: a closed listing the push activates stays closed (its ' +
    'fields are stored as pushed); the listing says why it was closed (closingReasonId, closingReasonText); send ' +
    '`reopen: true` to reopen it.',
});
/** The fields a push changed that were last changed in the member area, so that a case system can warn. */
const OverwroteSchema = z.array(FieldChangeSchema).meta({
  description:
    'The fields the push changed whose last change was made in the member area (by a user, not with an API key): each by ' +
    'its name and Danish label, with the value it had and the one pushed, as the listing history shows them.',
});
const VersionedUpsertAnswer = answerWithListing(
  {
    outcome: UpsertOutcomeSchema,
    /** Each image of the body: fetched from its URL now, or one the listing had already. */
    images: z.array(z.object({ url: z.string(), fetched: z.boolean() })),
    overwrote: OverwroteSchema,
  },
  { ETag: ETAG_HEADER },
);

/** A feed of 10,000 listings, each a few kilobytes. */
const IMPORT_MAX_ROWS = 10_000;
const IMPORT_BODY_BYTES = 64 * 1024 * 1024;

/** The import's counts, by each row's outcome. */
const IMPORT_COUNTS = {
  created: 'created',
  updated: 'updated',
  unchanged: 'unchanged',
  reopened: 'reopened',
  leftClosed: 'left_closed',
  refused: 'refused',
} as const;
type ImportCount = keyof typeof IMPORT_COUNTS;
const countOf = Object.fromEntries(Object.entries(IMPORT_COUNTS).map(([count, outcome]) => [outcome, count])) as Record<ImportedRow['outcome'], ImportCount>;

const ImportAnswer = z.object({
  /** A dry run: what the import would do; nothing was written. */
  dryRun: z.boolean(),
  ...(Object.fromEntries(Object.keys(IMPORT_COUNTS).map((count) => [count, z.number()])) as Record<ImportCount, z.ZodNumber>),
  closed: z.array(z.object({ listingId: z.number(), caseNumber: z.string() })),
  rows: z.array(
    z.object({
      row: z.number(),
      caseNumber: z.string().nullable(),
      outcome: z.enum([...UPSERT_OUTCOMES, 'refused']),
      listingId: z.number().nullable(),
      message: z.string().nullable(),
      fields: z.record(z.string(), z.string()).nullable(),
      errors: z.array(FieldErrorSchema).nullable(),
      overwrote: OverwroteSchema,
    }),
  ),
});

/** A full feed that would close more than its share of the account's listings from a case system, without `confirm`. */
const TooManyToCloseSchema = ApiErrorSchema.extend({
  code: z.literal('too_many_to_close'),
  wouldClose: z.number().int().meta({ description: 'How many listings the feed would close.' }),
  caseSystemListings: z.number().int().meta({ description: "The account's active and inactive listings from a case system (an API key or a feed)." }),
  maxWithoutConfirm: z.number().int().meta({ description: 'The most a full feed closes without `confirm=true` (20 % of caseSystemListings).' }),
});
const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} skal være true eller false` }).default('false');

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
    if (cursorSort === sort && cursorOrder === order && (typeof key === 'string' || key === null) && validPosition(sort, key, id)) return { key, id };
  }
  throw badInput({ after: BAD_CURSOR });
}

export const listingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const validation = (): ListingValidation => ({ db: app.db, register: app.addressRegister, images: app.imageStore });
  const record = (loaded: LoadedListing) => listingAnswer(app.db, loaded, app.config.publicSiteUrl);

  app.get(
    '/listings',
    {
      config: { access: { account: 'query.accountId', optional: true, roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          'The listings of the accounts the caller may reach (staff: all), in the listing types each account has the permission for. ' +
          'Filters: accountId, caseNumber (exactly this case number, accountOwnerListingIdentifierID), caseNumberContains (the case ' +
          'number or the shown case number, in part, as the member area searches), address (every word), status and listingType ' +
          '(repeatable), offMarket, promoted (true: promoted today; false: not), updatedSince (ISO 8601 time: changed at or after it, to sync by polling). ' +
          'Deleted listings only when asked for by status. ' +
          'Each row carries its current promotion (scheduled, running or ending soon), or null. `total` is exact for one ' +
          "account's listings filtered by status, type and off-market; with other filters it is exact up to 10,000 " +
          "matches, and beyond that the database's estimate with `totalEstimated` true. Every full page, in every sort, answers " +
          '`nextCursor`: sent back as `after` (with the same sort and order), the next page starts right after this one, however ' +
          'deep it is; `page` is then not used. `nextCursor` is null only on the last page (fewer rows than `perPage`; a last ' +
          'page that happens to be full is followed by an empty one). Listings without a value in the sorted column (price, ' +
          'floor area, quality, case number) come last in either order.',
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
      const scope = listingScopeOf(authOf(request), request.reached);
      const today = copenhagenDay(new Date(app.tokens.now()));
      const { next, ...result } = await listListings(
        app.db,
        scope,
        filter,
        { ...pageOf({ page, perPage }), sort, order, after: position },
        {
          publicSiteUrl: app.config.publicSiteUrl,
          exactCountLimit: app.config.listingExactCountLimit,
          extra: promoted === undefined ? undefined : promotedListingCondition(today, promoted === 'true'),
        },
      );
      return {
        ...result,
        listings: await withPromotionMarks(app.db, result.listings, today),
        nextCursor: next === null ? null : cursorOf(sort, order, next),
      };
    },
  );

  // A feed as CSV (schemas/listingCsv, docs/import.md): read as text here, made into listing bodies before validation.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/listings/import',
    {
      config: { access: { account: 'query.accountId', roles: WRITE_ROLES }, apiLog: true },
      bodyLimit: IMPORT_BODY_BYTES,
      // A compressor holds back what it is given, and the rows must leave as they are settled.
      compress: false,
      preValidation: (request, _reply, next) => {
        if (typeof request.body !== 'string') {
          next();
          return;
        }
        try {
          request.body = listingsFromCsv(request.body).map((listing) => listing.body);
          next();
        } catch (error) {
          next(error instanceof CsvFormatError ? badInput({ [error.column ?? '_']: error.message }, error.message) : (error as Error));
        }
      },
      schema: {
        consumes: ['application/json', 'text/csv'],
        tags,
        security,
        description:
          "Imports a case system's feed into the account: a JSON array of listing bodies as POST /listings takes them (accountId " +
          'may be left out), each with its case number (accountOwnerListingIdentifierID). Each row is upserted by its case number ' +
          'as PUT /listings/by-case-number does, on its own: a refused row stores nothing and stops no other. The answer counts ' +
          'the outcomes and gives each row its outcome (created, updated, unchanged, refused) with the Danish message and the ' +
          'fields of a refusal, and `overwrote` as PUT /listings/by-case-number answers it. A listing a row makes comes from the ' +
          "feed. `mode=full`: the feed is all the case system has, so the account's active and inactive listings that came from " +
          'a case system (a feed or an API key, never one made in the member area) with a case number the feed does not name ' +
          'are closed (closing reason 2, "Afmeldt af anden årsag", text "Ikke med i det fulde feed fra sagssystemet"); a ' +
          'refused row still names its case number. A full feed that would close more than 20 % of those is refused before ' +
          'anything is done, 409 `too_many_to_close` with `wouldClose`, unless `confirm=true`. `dryRun=true`: the same answer ' +
          '(with `dryRun: true`) says exactly what the import would create, update, leave unchanged, reopen, leave closed, ' +
          'refuse and close, and nothing is written (each row is tried in a transaction that is rolled back; its pictures are ' +
          'fetched to check them; a row that would be created has no listingId). A row that activates a closed listing follows ' +
          'PUT /listings/by-case-number. ' +
          'The feed may be CSV instead (Content-Type: text/csv, UTF-8, BOM optional): a header row of the schema field names ' +
          "(object fields as `address.id`), ';' or ',' separated, one listing per line; Danish or plain numbers, ja/nej, lists " +
          "of keys separated by '|', image URLs by '|' or spaces, an empty cell is an absent field (docs/import.md). A file " +
          'that cannot be read (an unterminated quote, more cells than the header, an unknown column) is one 400 naming the line. ' +
          'The answer is sent as each row is settled (chunked, uncompressed; the counts and `closed` come after the rows), so a ' +
          'feed of 10,000 listings that takes minutes keeps its connection busy the whole time.',
        querystring: z.object({
          accountId: ListingFilterSchema.shape.accountId.meta({ description: "The feed's account; an API key's own account when left out." }),
          mode: z.enum(['partial', 'full'], { error: 'Tilstand skal være partial eller full' }).default('partial'),
          confirm: flag('Bekræft').meta({ description: 'A full feed may close more than 20 % of the listings from a case system.' }),
          dryRun: flag('Prøvekørsel').meta({ description: 'Answer what the import would do, and write nothing.' }),
        }),
        // Each row is validated on its own, so that a bad row refuses only itself.
        body: documented(
          z
            .array(z.unknown(), { error: 'Importen skal være en liste af annoncer' })
            .min(1, 'Importen har ingen annoncer')
            .max(IMPORT_MAX_ROWS, `Højst ${IMPORT_MAX_ROWS.toLocaleString('da-DK')} annoncer pr. import`),
          z.array(ImportedListingBodySchema).min(1).max(IMPORT_MAX_ROWS).meta({ 'x-examples': IMPORT_EXAMPLES }),
        ),
        response: { 200: ImportAnswer, ...errors, 409: TooManyToCloseSchema },
      },
    },
    async (request, reply) => {
      const { account } = reachedOf(request);
      const { mode, confirm, dryRun } = request.query;
      const plan = await planImport(app.db, account, request.body, { full: mode === 'full', confirm: confirm === 'true' });
      if ('code' in plan) {
        // Answered here rather than thrown: the counts go beside the message, in the client's language as every error is.
        reply.header('Vary', 'Accept-Language');
        if (answerLanguage(request.headers['accept-language']) === 'da') return reply.status(409).send(plan);
        return reply
          .status(409)
          .header('Content-Language', 'en')
          .send({ ...plan, message: tooManyToCloseMessage(plan, 'en') });
      }
      // A feed of thousands takes minutes: the answer is written row by row as each is settled, so bytes flow the
      // whole time and no proxy's idle timeout ends the request, and a client can count the rows as they come.
      const answer = new PassThrough();
      const counts = Object.fromEntries(Object.keys(IMPORT_COUNTS).map((count) => [count, 0])) as Record<ImportCount, number>;
      let separator = '';
      answer.write(`{"dryRun":${dryRun === 'true'},"rows":[`);
      importListings(app.db, authOf(request), validation(), {
        account,
        rows: request.body,
        plan,
        dryRun: dryRun === 'true',
        onRow: (row) => {
          counts[countOf[row.outcome]] += 1;
          answer.write(separator + JSON.stringify(row));
          separator = ',';
        },
      }).then(
        ({ closed }) => answer.end(`],"closed":${JSON.stringify(closed)},${JSON.stringify(counts).slice(1)}`),
        (error: unknown) => {
          // The status has gone: the client sees the answer cut off, and the rows settled so far stay settled.
          request.log.error(error, 'the import stopped');
          answer.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return sendStream(reply, 'application/json; charset=utf-8', answer);
    },
  );

  app.get(
    '/listings/:id',
    {
      config: { access: { listing: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: 'One listing with every field and its images; the ETag carries its version.',
        params: IdParams,
        response: { 200: VersionedListingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const loaded = reachedListingOf(request).listing;
      reply.header('ETag', etag(loaded.row.version));
      return { listing: await record(loaded) };
    },
  );

  app.post(
    '/listings',
    {
      config: { access: { newListing: true, roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          "Creates a listing in the account (role admin or member, the listing type's permission). The body is accountId, listingType " +
          "(1 rental, 2 investment, 3 sales, 4 office space), offMarket, and the fields of that type's schema (schemas/listings). " +
          'A 400 names every bad field; nothing is stored. The listing starts as pending; with `activate: true` it is ' +
          "activated in the same transaction ('Gem og aktivér') when it meets its type's full rules (every required field, 3-10 " +
          'images, at most 1 off-market), else 409 naming each field and nothing is stored. With an Idempotency-Key the listing it ' +
          'makes is kept with the key for a day: the same request again makes nothing and answers that listing (201, with ' +
          '`Idempotency-Replayed: true`); the key with another body is a 422.',
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: listingBody(NewListingBodySchema),
        response: {
          201: answerWithListing(
            {},
            {
              ETag: ETAG_HEADER,
              'Idempotency-Replayed': { type: 'string', const: 'true', description: 'The answer is the one given to the same request before.' },
            },
          ),
          ...errors,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const once = key === undefined ? null : { key, requestHash: createHash('sha256').update(JSON.stringify(request.body)).digest('hex') };
      // A request sent again is answered before its body is validated (and its pictures fetched) again.
      const earlier = once && request.reached ? await listingOfIdempotencyKey(app.db, request.reached.account.id, once) : null;
      const answer = async (listing: LoadedListing, replayed: boolean) => {
        reply.header('ETag', etag(listing.row.version));
        if (replayed) reply.header('Idempotency-Replayed', 'true');
        return reply.status(201).send({ listing: await record(listing) });
      };
      if (earlier) return answer(earlier, true);
      // An unreadable account or type reached nothing: validation names it first.
      const listing = await readNewListing(validation(), request.body);
      const input = { account: reachedOf(request).account, ...listing };
      if (!once) return answer(await createListing(app.db, authOf(request), input), false);
      const made = await createListingOnce(app.db, authOf(request), input, once);
      return answer(made.listing, made.replayed);
    },
  );

  app.put(
    '/listings/by-case-number/:caseNumber',
    {
      config: { access: { newListing: true, roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          "Creates the account's listing with this case number (accountOwnerListingIdentifierID), or replaces the one it has, for a " +
          'case system that pushes its listings. The body is that of POST /listings (plus `reopen`); its case number, if given, ' +
          "must be the path's. A property that is not the type's field, nor one a listing answer carries, is refused by name " +
          "('Ukendt felt: farve'). The body is checked whole before any picture is fetched: a refused push fetches nothing. " +
          'Answers 201 and `created` for a new listing; 200 and `updated`, or `unchanged` when the body changes nothing ' +
          '(the version stays, so the same request can be repeated safely). No If-Match is needed: the case number names the ' +
          'listing; when sent, it must name the current version (412 otherwise, and for a case number without a listing). ' +
          '`overwrote` names the fields the push changed that were last changed in the member area, so that the case system ' +
          'can warn. `images` says of each image whether it was fetched from its URL now or the listing had it already (not ' +
          'fetched again). With `activate: true` a listing not yet active is activated in the same transaction, or nothing is ' +
          'stored; a push without `images`, or with too few, is refused like that (409 naming `images`) for a listing that is or ' +
          'becomes active, while a draft (pending) may wait for its pictures. A closed listing with `activate: true`: reopened ' +
          '(`reopened`) when the body says `reopen: true` or a full feed closed it (the closing text "Ikke med i det fulde feed fra ' +
          'sagssystemet"); otherwise, closed by hand, it stays closed (200 `left_closed`, the fields stored as pushed, and the ' +
          'listing says why it was closed). 409 when the case number belongs to a listing of another type or variant, to one ' +
          'that can no longer be changed, or to several listings, and when a listing to activate or reopen, or an active one, ' +
          "would not meet its type's full rules (naming each field).",
        params: z.object({ caseNumber: z.string().trim().min(1, 'Sagsnummer er krævet').max(200, 'Sagsnummeret er for langt') }),
        headers: z.object({ 'if-match': z.string().optional() }),
        body: listingBody(UpsertedListingBodySchema),
        response: { 200: VersionedUpsertAnswer, 201: VersionedUpsertAnswer, ...errors, 409: ApiErrorSchema, 412: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { caseNumber } = request.params;
      const given = request.body[CASE_NUMBER_FIELD];
      if (given !== undefined && given !== caseNumber) {
        throw badInput({ [CASE_NUMBER_FIELD]: "Sagsnummeret skal være det samme som i URL'en" });
      }
      // An unreadable account or type reached nothing: validation names it.
      const body = { ...request.body, [CASE_NUMBER_FIELD]: caseNumber };
      const input = await readUpsert(validation(), request.reached?.account ?? null, caseNumber, body, request.headers['if-match']);
      const { account } = reachedOf(request);
      const { outcome, listing, overwrote } = await upsertListingByCaseNumber(app.db, authOf(request), { account, ...input });
      reply.header('ETag', etag(listing.row.version));
      const images = input.valid.images.map(({ url }) => ({ url, fetched: !input.known.has(url) }));
      return reply.status(outcome === 'created' ? 201 : 200).send({ outcome, images, overwrote, listing: await record(listing) });
    },
  );

  app.put(
    '/listings/:id',
    {
      config: { access: { listing: 'params.id', roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          "Replaces the listing's form fields and images (role admin or member, the listing type's permission). Type, variant and " +
          'account stay. Send the version read as If-Match. A 400 names every bad field; nothing is stored. With ' +
          "`activate: true` the listing is also activated in the same transaction ('Gem og aktivér'): where its status " +
          "allows it (pending, inactive) and the listing meets its type's full rules, else 409 and nothing is stored. An " +
          'active listing must go on meeting them: an edit that would not is a 409 naming each field.',
        params: IdParams,
        headers: z.object({ 'if-match': z.string().optional() }),
        body: listingBody(ListingUpdateBodySchema),
        response: { 200: VersionedListingAnswer, ...errors, 409: ApiErrorSchema, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const reached = reachedListingOf(request);
      const { listing: loaded, type } = reached;
      const envelope = ListingUpdateEnvelopeSchema.safeParse(request.body);
      if (!envelope.success) throw badInput(zodFieldErrors(envelope.error, request.body));
      checkVersion(request.headers['if-match'], loaded.row.version);
      // A deleted or archived listing stays as it was (schemas/listingTransitions.ts).
      if (!editable(loaded.row.status)) throw conflict(editRefused(loaded.row.status));
      const valid = await validateListing(validation(), type, loaded.row.offMarket ? 'offMarket' : 'standard', request.body, { known: knownImages(loaded) });
      const updated = await editListing(app.db, authOf(request), reached, valid, envelope.data.activate);
      reply.header('ETag', etag(updated.row.version));
      return { listing: await record(updated) };
    },
  );
  done();
};

/** An answer written as it is made; its schema still describes what the whole of it is. */
function sendStream(reply: FastifyReply, contentType: string, stream: Readable): FastifyReply {
  return reply.type(contentType).send(stream);
}

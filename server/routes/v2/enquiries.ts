import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { READ_ROLES, WRITE_ROLES } from '../../../schemas/access';
import { MAX_ID } from '../../../schemas/fields';
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  EnquiryCreateSchema,
  EnquiryDetailSchema,
  EnquiryPatchSchema,
  EnquiryReceivedSchema,
  EnquiryReplyCreateSchema,
  EnquirySchema,
  MAIL_STATUSES,
  StaffEnquiryEraseSchema,
  StaffEnquirySchema,
} from '../../../schemas/enquiries';
import { addDays, copenhagenDay, isIsoDate } from '../../../schemas/dates';
import { reachedOf } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { badInput, notFound, TryLaterError } from '../../errors';
import { ENQUIRY_SORTS, enquiryAccountId, type EnquiryFilter } from '../../repositories/enquiries';
import {
  changeEnquiry,
  createEnquiry,
  decodeEnquiryCursor,
  enquiryDetail,
  exportEnquiriesCsv,
  listEnquiries,
  newEnquiryCount,
  pollEnquiries,
  replyToEnquiry,
  staffEraseEnquiries,
  staffFindEnquiries,
} from '../../services/enquiries';
import { csvFileAnswer, ETAG_HEADER } from '../../openapi';
import { MAX_ATTEMPTS } from '../../services/mailer';
import { etag } from '../../versions';
import { IdParams, listQuery, pageOf } from './params';

const tags = ['enquiries'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const IfMatch = z.object({ 'if-match': z.string().optional() });

const many = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());
const moment = (label: string) => {
  const message = `${label} skal være en dato (2026-11-25) eller et tidspunkt i ISO 8601-format (2026-11-25T08:00:00Z)`;
  return z
    .string({ error: message })
    .trim()
    .refine((text) => isIsoDate(text) || z.iso.datetime({ offset: true }).safeParse(text).success, message)
    .optional();
};
const BAD_CURSOR = 'Sidemarkøren er ugyldig';

/** GET /enquiries and its CSV: the inbox's filters. */
const EnquiryFilterQuery = z.object({
  listingId: z.coerce
    .number({ error: 'Annonce skal være et tal' })
    .int()
    .positive('Annonce skal være korrekt')
    .max(MAX_ID, 'Annonce skal være korrekt')
    .optional(),
  status: many(z.enum(ENQUIRY_STATUSES, { error: 'Status skal være new, read, answered, archived eller spam' })),
  kind: many(z.enum(ENQUIRY_KINDS, { error: 'Henvendelsestype skal være viewing, prospectus eller callback' })),
  createdFrom: moment('Modtaget fra'),
  createdTo: moment('Modtaget til'),
  q: z.string().trim().max(200, 'Søgning må højst være 200 tegn').optional(),
  assignedUserId: z.coerce
    .number({ error: 'Tildelt skal være et tal' })
    .int()
    .positive('Tildelt skal være korrekt')
    .max(MAX_ID, 'Tildelt skal være korrekt')
    .optional(),
  mailStatus: z.enum(MAIL_STATUSES, { error: 'Mailstatus skal være pending, sent, retrying eller failed' }).optional(),
});
type FilterQuery = z.infer<typeof EnquiryFilterQuery>;

/** The first instant of a Danish day: its midnight at UTC+2 (summer) or UTC+1 (winter). */
function danishMidnight(day: string): Date {
  const summer = new Date(`${day}T00:00:00+02:00`);
  return copenhagenDay(new Date(summer.getTime() - 1)) !== day && copenhagenDay(summer) === day ? summer : new Date(`${day}T00:00:00+01:00`);
}

/** A day means its Danish midnight; `to` a day means up to and including it. */
function instantOf(text: string, endOfDay: boolean): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(text);
  return danishMidnight(endOfDay ? addDays(text, 1) : text);
}

function filterOf(query: FilterQuery): EnquiryFilter {
  const { createdFrom, createdTo, mailStatus, ...rest } = query;
  const filter: EnquiryFilter = { ...rest, ...(mailStatus ? { mailStatus: { status: mailStatus, maxAttempts: MAX_ATTEMPTS } } : {}) };
  if (createdFrom) filter.createdFrom = instantOf(createdFrom, false);
  if (createdTo) filter.createdTo = instantOf(createdTo, true);
  if (filter.createdFrom && filter.createdTo && filter.createdTo <= filter.createdFrom)
    throw badInput({ createdTo: 'Modtaget til må ikke være før modtaget fra' });
  return filter;
}

/** The enquiry in the path, in the account the caller acts in; another account's is a 404, as one that does not exist. */
async function ownEnquiry(db: Parameters<typeof enquiryAccountId>[0], accountId: number, id: number): Promise<void> {
  if ((await enquiryAccountId(db, id)) !== accountId) throw notFound('Henvendelsen');
}

const ENQUIRY_EXAMPLE = {
  listingId: 1,
  name: 'Jens Hansen',
  email: 'jens@hansen-logistik.dk',
  phone: '+45 20 30 40 50',
  message: 'Vi søger 400 m² kontor fra 1. marts. Kan vi komme og se lejemålet i næste uge?',
  kind: 'viewing',
  consent: true,
};

/**
 * Enquiries (docs/enquiries.md): posted by the public site without a login, read and handled by the listing's
 * account in the member area (X-Account-Id) or with an API key.
 */
export const enquiryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { perListing, windowMs } = app.config.enquiryRateLimit;
  const countForListing = app.createRateLimit({
    max: perListing,
    timeWindow: windowMs,
    keyGenerator: (request) => {
      const body = request.body as { listingId?: unknown } | undefined;
      return `enquiry-listing:${String(body?.listingId)}`;
    },
  });

  app.post(
    '/enquiries',
    {
      bodyLimit: 32 * 1024,
      config: { access: { caller: 'anyone' }, rateLimit: { max: app.config.enquiryRateLimit.perAddress, timeWindow: windowMs } },
      schema: {
        tags,
        description:
          'An enquiry about a listing, from the public site: no login (CORS as for tracking). Only an active listing that is not ' +
          'off-market takes one; any other is 409 `listing_not_active` with the reason in Danish (closed, deleted, off-market, ' +
          'not active). Limited per client address and per listing (429 with Retry-After). An enquiry judged spam (the honeypot ' +
          '`website` filled in, a link in the name, more than 3 links in the message) is answered as any other, kept with status ' +
          "spam and not mailed; any other is mailed to the listing's contact e-mail (or the account's) with Reply-To the enquirer, " +
          'and counts once as a lead in the statistics.',
        body: EnquiryCreateSchema.meta({ examples: [ENQUIRY_EXAMPLE] }),
        response: {
          201: EnquiryReceivedSchema.meta({ examples: [{ id: 412, message: 'Tak for din henvendelse. Mægleren kontakter dig.' }] }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const counted = await countForListing(request);
      if (!counted.isAllowed && counted.isExceeded) {
        throw new TryLaterError(429, `Annoncen har fået mange henvendelser lige nu. Prøv igen om ${counted.ttlInSeconds} sekunder.`, counted.ttlInSeconds);
      }
      const { enquiry } = await createEnquiry(app.db, request.body, { memberSiteUrl: app.config.memberSiteUrl });
      // Spam is answered as any other enquiry, so that a sender learns nothing of the rules.
      return reply.status(201).send({ id: enquiry.id, message: 'Tak for din henvendelse. Mægleren kontakter dig.' });
    },
  );

  app.get(
    '/enquiries',
    {
      config: { access: { account: 'acting', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          "The enquiries of the account the caller acts in (X-Account-Id; an API key's own account), every role. " +
          'Filters: listingId, status and kind (repeatable), createdFrom and createdTo (a day, Danish time, both included, or an ' +
          'ISO 8601 time), q (name, e-mail, phone, message, listing title or address, in part), assignedUserId, mailStatus (the ' +
          'delivery of the mail to the account: pending, sent, retrying or failed; failed finds the enquiries that did not reach it). ' +
          'Two ways to read it: by page (page, perPage, sort, order; newest first by default, with `total`), as the inbox does; ' +
          'or, for a system that polls (a CRM), with `since` (an ISO 8601 time) or `after` (the `nextCursor` of the last answer): ' +
          'the enquiries from then on, oldest first by the time they came in and their id, perPage at a time (at most 100). ' +
          'Keep the last `nextCursor` and ask with it as `after` next time: each enquiry comes exactly once, however often you ' +
          'poll, since enquiries of an account are stamped one at a time in the order they become visible. ' +
          '`nextCursor` is the same cursor again when nothing is new; `total` is null then.',
        querystring: listQuery(ENQUIRY_SORTS, 'createdAt').extend({
          ...EnquiryFilterQuery.shape,
          order: z.enum(['ASC', 'DESC'], { error: 'Rækkefølge skal være ASC eller DESC' }).default('DESC'),
          since: z
            .string({ error: 'Siden skal være et tidspunkt i ISO 8601-format, fx 2026-11-25T08:00:00Z' })
            .trim()
            .pipe(z.iso.datetime({ offset: true, error: 'Siden skal være et tidspunkt i ISO 8601-format, fx 2026-11-25T08:00:00Z' }))
            .optional(),
          after: z.string({ error: BAD_CURSOR }).max(200, BAD_CURSOR).optional(),
        }),
        response: {
          200: z.object({ enquiries: z.array(EnquirySchema), total: z.number().int().nullable(), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { page, perPage, sort, order, since, after, ...query } = request.query;
      const accountId = reachedOf(request).account.id;
      const filter = filterOf(query);
      if (since !== undefined || after !== undefined) {
        const position = after === undefined ? undefined : (decodeEnquiryCursor(after) ?? undefined);
        if (after !== undefined && !position) throw badInput({ after: BAD_CURSOR });
        return pollEnquiries(app.db, accountId, { ...filter, since: since === undefined ? undefined : new Date(since) }, position, perPage);
      }
      return listEnquiries(app.db, accountId, filter, { ...pageOf({ page, perPage }), sort, order });
    },
  );

  app.get(
    '/enquiries/summary',
    {
      config: { access: { account: 'acting', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: "How many of the account's enquiries are new: the navigation's count. Every role.",
        response: { 200: z.object({ new: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ new: await newEnquiryCount(app.db, reachedOf(request).account.id) }),
  );

  app.get(
    '/enquiries/export.csv',
    {
      config: { access: { account: 'acting', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          "Every enquiry of the account matching GET /enquiries' filters as CSV (UTF-8 with a BOM, ';' separated, Danish headers), " +
          'newest first. Every role.',
        querystring: EnquiryFilterQuery,
        response: { 200: csvFileAnswer("The enquiries as CSV (UTF-8 with a BOM, ';' separated)."), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportEnquiriesCsv(app.db, reachedOf(request).account.id, filterOf(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="henvendelser-${copenhagenDay(new Date(app.tokens.now()))}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/enquiries/:id',
    {
      config: { access: { account: 'acting', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description:
          'One enquiry of the account with its listing, the delivery of the mail that told the account of it (pending, sent, ' +
          'retrying, failed, with attempts and the last error), whom it is assigned to and the replies. Reading it does not ' +
          'change its status: PATCH status read does. Every role.',
        params: IdParams,
        response: { 200: z.object({ enquiry: EnquiryDetailSchema }).meta({ headers: { ETag: ETAG_HEADER } }), ...errors },
      },
    },
    async (request, reply) => {
      await ownEnquiry(app.db, reachedOf(request).account.id, request.params.id);
      const enquiry = await enquiryDetail(app.db, request.params.id);
      reply.header('ETag', etag(enquiry.version));
      return { enquiry };
    },
  );

  app.patch(
    '/enquiries/:id',
    {
      config: { access: { account: 'acting', roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Changes the status (new, read, answered, archived, spam) or whom the enquiry is assigned to (a user of the account; ' +
          'null: nobody). Send the version read as If-Match (`*` for any). Roles admin and member.',
        params: IdParams,
        headers: IfMatch,
        body: EnquiryPatchSchema.meta({ examples: [{ status: 'read' }, { assignedUserId: 2 }] }),
        response: {
          200: z.object({ enquiry: EnquiryDetailSchema }).meta({ headers: { ETag: ETAG_HEADER } }),
          ...errors,
          412: ApiErrorSchema,
          428: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await ownEnquiry(app.db, reachedOf(request).account.id, request.params.id);
      await changeEnquiry(app.db, authOf(request), request.params.id, request.headers['if-match'], request.body);
      const enquiry = await enquiryDetail(app.db, request.params.id);
      reply.header('ETag', etag(enquiry.version));
      return { enquiry };
    },
  );

  app.post(
    '/enquiries/:id/replies',
    {
      config: { access: { account: 'acting', roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Answers the enquirer by mail (through the outbox, Reply-To the user answering, the enquiry quoted below), keeps the ' +
          'answer on the enquiry and sets its status to answered. 409 when its personal data has been erased. Roles admin and member.',
        params: IdParams,
        body: EnquiryReplyCreateSchema.meta({ examples: [{ body: 'Tak for din henvendelse. Passer det tirsdag kl. 10?' }] }),
        response: { 201: z.object({ enquiry: EnquiryDetailSchema }).meta({ headers: { ETag: ETAG_HEADER } }), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await ownEnquiry(app.db, reachedOf(request).account.id, request.params.id);
      await replyToEnquiry(app.db, authOf(request), request.params.id, request.body.body);
      const enquiry = await enquiryDetail(app.db, request.params.id);
      reply.header('ETag', etag(enquiry.version));
      return reply.status(201).send({ enquiry });
    },
  );

  app.get(
    '/staff/enquiries',
    {
      config: { access: { caller: 'staff' } },
      schema: {
        tags,
        security,
        description: "Staff: one person's enquiries across every account, by their e-mail (any case), for a request to see or erase them.",
        querystring: StaffEnquiryEraseSchema,
        response: {
          200: z.object({ enquiries: z.array(StaffEnquirySchema), total: z.number().int() }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const enquiries = await staffFindEnquiries(app.db, request.query.email);
      return { enquiries, total: enquiries.length };
    },
  );

  app.post(
    '/staff/enquiries/erase',
    {
      config: { access: { caller: 'staff' } },
      schema: {
        tags,
        security,
        description:
          "Staff: erases one person's name, e-mail, phone and messages from every enquiry they made, in every account, and the " +
          'replies to them; the enquiries stay as counts. Audited.',
        body: StaffEnquiryEraseSchema,
        response: { 200: z.object({ erased: z.number().int() }), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ erased: (await staffEraseEnquiries(app.db, authOf(request), request.body.email)).length }),
  );
  done();
};

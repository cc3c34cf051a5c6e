import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_ZONES,
  AnnouncementInputSchema,
  AnnouncementSchema,
  CmsPageInputSchema,
  CmsPageRecordSchema,
  OutboxMailSchema,
} from '../../../schemas/contentAdmin';
import { ApiErrorSchema } from '../../../schemas/errors';
import { authOf } from '../../plugins/auth';
import { diff, recordAudit } from '../../services/audit';
import {
  ANNOUNCEMENT_SORTS,
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  toAnnouncement,
  updateAnnouncement,
} from '../../repositories/announcements';
import {
  CMS_PAGE_SORTS,
  deleteCmsPage,
  findCmsPage,
  insertCmsPage,
  listCmsPages,
  toCmsPageRecord,
  updateCmsPage,
} from '../../repositories/cmsPages';
import { findOutboxMail, listOutbox, OUTBOX_SORTS, toOutboxMail } from '../../repositories/outbox';
import { notFound } from '../../errors';
import { IdParams, listQuery, pageOf } from './params';
import { checkVersion, etag } from './versions';
import { requireStaff } from './staffOnly';

const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema };
const IfMatch = z.object({ 'if-match': z.string().optional() });

/**
 * Staff content admin: site announcements and CMS pages (CRUD, audit-logged) and the mail outbox
 * (read). Everyone else gets 403. Members read announcements and pages through /site-announcements
 * and /content/online-pages (routes/v2/content.ts).
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a non-staff caller learns nothing about what the body should be.
  app.addHook('preValidation', async (request) => requireStaff(authOf(request)));

  // --- Site announcements -------------------------------------------------------------------
  const announcementTags = ['content admin'];
  const AnnouncementAnswer = z.object({ announcement: AnnouncementSchema });

  app.get(
    '/announcements',
    {
      schema: {
        tags: announcementTags,
        security,
        description: 'Every site announcement, also those outside their active period (staff).',
        querystring: listQuery(ANNOUNCEMENT_SORTS, 'id').extend({
          zone: z.enum(ANNOUNCEMENT_ZONES, { error: 'Zone skal være korrekt' }).optional(),
        }),
        response: { 200: z.object({ announcements: z.array(AnnouncementSchema), total: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { sort, order, zone } = request.query;
      return listAnnouncements(app.db, { ...pageOf(request.query), sort, order, ...(zone ? { zone } : {}) });
    },
  );

  app.get(
    '/announcements/:id',
    { schema: { tags: announcementTags, security, params: IdParams, response: { 200: AnnouncementAnswer, ...errors } } },
    async (request, reply) => {
      const row = await findAnnouncement(app.db, request.params.id);
      if (!row) throw notFound('Meddelelsen');
      reply.header('ETag', etag(row.version));
      return { announcement: toAnnouncement(row) };
    },
  );

  app.post(
    '/announcements',
    { schema: { tags: announcementTags, security, body: AnnouncementInputSchema, response: { 201: AnnouncementAnswer, ...errors } } },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const created = await insertAnnouncement(tx, request.body);
        await recordAudit(tx, auth, { accountId: null, entity: 'site_announcement', entityId: created.id, action: 'create', changes: diff({}, toAnnouncement(created)) });
        return created;
      });
      reply.header('ETag', etag(row.version));
      return reply.status(201).send({ announcement: toAnnouncement(row) });
    },
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        tags: announcementTags,
        security,
        description: 'Send the version read as If-Match.',
        params: IdParams,
        headers: IfMatch,
        body: AnnouncementInputSchema,
        response: { 200: AnnouncementAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await findAnnouncement(tx, request.params.id);
        if (!before) throw notFound('Meddelelsen');
        checkVersion(request.headers['if-match'], before.version);
        const after = await updateAnnouncement(tx, before.id, request.body);
        await recordAudit(tx, auth, {
          accountId: null,
          entity: 'site_announcement',
          entityId: after.id,
          action: 'update',
          changes: diff(toAnnouncement(before), toAnnouncement(after)),
        });
        return after;
      });
      reply.header('ETag', etag(row.version));
      return { announcement: toAnnouncement(row) };
    },
  );

  app.delete(
    '/announcements/:id',
    {
      schema: {
        tags: announcementTags,
        security,
        description: 'Send the version read as If-Match.',
        params: IdParams,
        headers: IfMatch,
        response: { 200: AnnouncementAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return app.db.transaction(async (tx) => {
        const before = await findAnnouncement(tx, request.params.id);
        if (!before) throw notFound('Meddelelsen');
        checkVersion(request.headers['if-match'], before.version);
        await deleteAnnouncement(tx, before.id);
        await recordAudit(tx, auth, { accountId: null, entity: 'site_announcement', entityId: before.id, action: 'delete', changes: diff(toAnnouncement(before), {}) });
        return { announcement: toAnnouncement(before) };
      });
    },
  );

  // --- CMS pages -----------------------------------------------------------------------------
  const pageTags = ['content admin'];
  const PageAnswer = z.object({ cmsPage: CmsPageRecordSchema });

  app.get(
    '/cms-pages',
    {
      schema: {
        tags: pageTags,
        security,
        description: 'Every CMS page, online or not; sorted by path, the list reads as the tree (staff).',
        querystring: listQuery(CMS_PAGE_SORTS, 'path').extend({ q: z.string().trim().max(100).optional() }),
        response: { 200: z.object({ cmsPages: z.array(CmsPageRecordSchema), total: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { sort, order, q } = request.query;
      return listCmsPages(app.db, { ...pageOf(request.query), sort, order, ...(q ? { q } : {}) });
    },
  );

  app.get(
    '/cms-pages/:id',
    { schema: { tags: pageTags, security, params: IdParams, response: { 200: PageAnswer, ...errors } } },
    async (request, reply) => {
      const row = await findCmsPage(app.db, request.params.id);
      if (!row) throw notFound('Siden');
      reply.header('ETag', etag(row.version));
      return { cmsPage: toCmsPageRecord(row) };
    },
  );

  app.post(
    '/cms-pages',
    {
      schema: {
        tags: pageTags,
        security,
        description: 'Creates a page under its parent (none: a new root); its path is the parent\'s path and its path segment.',
        body: CmsPageInputSchema,
        response: { 201: PageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const created = await insertCmsPage(tx, request.body);
        await recordAudit(tx, auth, { accountId: null, entity: 'cms_page', entityId: created.id, action: 'create', changes: diff({}, toCmsPageRecord(created)) });
        return created;
      });
      reply.header('ETag', etag(row.version));
      return reply.status(201).send({ cmsPage: toCmsPageRecord(row) });
    },
  );

  app.put(
    '/cms-pages/:id',
    {
      schema: {
        tags: pageTags,
        security,
        description: 'A new parent or path segment moves the page and the pages under it. Send the version read as If-Match.',
        params: IdParams,
        headers: IfMatch,
        body: CmsPageInputSchema,
        response: { 200: PageAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await findCmsPage(tx, request.params.id);
        if (!before) throw notFound('Siden');
        checkVersion(request.headers['if-match'], before.version);
        const after = await updateCmsPage(tx, before, request.body);
        await recordAudit(tx, auth, {
          accountId: null,
          entity: 'cms_page',
          entityId: after.id,
          action: 'update',
          changes: diff(toCmsPageRecord(before), toCmsPageRecord(after)),
        });
        return after;
      });
      reply.header('ETag', etag(row.version));
      return { cmsPage: toCmsPageRecord(row) };
    },
  );

  app.delete(
    '/cms-pages/:id',
    {
      schema: {
        tags: pageTags,
        security,
        description: 'Deletes the page and the pages under it. Send the version read as If-Match.',
        params: IdParams,
        headers: IfMatch,
        response: { 200: PageAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return app.db.transaction(async (tx) => {
        const before = await findCmsPage(tx, request.params.id);
        if (!before) throw notFound('Siden');
        checkVersion(request.headers['if-match'], before.version);
        const removed = await deleteCmsPage(tx, before);
        await recordAudit(tx, auth, {
          accountId: null,
          entity: 'cms_page',
          entityId: before.id,
          action: 'delete',
          changes: { ...diff(toCmsPageRecord(before), {}), pagesRemoved: removed },
        });
        return { cmsPage: toCmsPageRecord(before) };
      });
    },
  );

  // --- Mail outbox ---------------------------------------------------------------------------
  const outboxTags = ['content admin'];

  app.get(
    '/outbox-mails',
    {
      schema: {
        tags: outboxTags,
        security,
        description: 'The mail outbox, newest first by default (staff): what was and will be mailed.',
        querystring: listQuery(OUTBOX_SORTS, 'id').extend({
          order: z.enum(['ASC', 'DESC'], { error: 'Rækkefølge skal være ASC eller DESC' }).default('DESC'),
          to: z.string().trim().max(200).optional(),
          q: z.string().trim().max(200).optional(),
          sent: z.enum(['true', 'false'], { error: 'Sendt skal være true eller false' }).optional(),
        }),
        response: { 200: z.object({ outboxMails: z.array(OutboxMailSchema), total: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { sort, order, to, q, sent } = request.query;
      return listOutbox(app.db, {
        ...pageOf(request.query),
        sort,
        order,
        ...(to ? { to } : {}),
        ...(q ? { q } : {}),
        ...(sent ? { sent: sent === 'true' } : {}),
      });
    },
  );

  app.get(
    '/outbox-mails/:id',
    { schema: { tags: outboxTags, security, params: IdParams, response: { 200: z.object({ outboxMail: OutboxMailSchema }), ...errors } } },
    async (request) => {
      const row = await findOutboxMail(app.db, request.params.id);
      if (!row) throw notFound('Mailen');
      return { outboxMail: toOutboxMail(row) };
    },
  );
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_ZONES,
  AnnouncementInputSchema,
  AnnouncementSchema,
  CmsPageInputSchema,
  CmsPageRecordSchema,
  JobFailureSchema,
  OutboxMailSchema,
} from '../../../schemas/contentAdmin';
import { ApiErrorSchema } from '../../../schemas/errors';
import {
  ANNOUNCEMENT_SORTS,
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  toAnnouncement,
  updateAnnouncement,
} from '../../repositories/announcements';
import { CMS_PAGE_SORTS, deleteCmsPage, findCmsPage, insertCmsPage, listCmsPages, toCmsPageRecord, updateCmsPage } from '../../repositories/cmsPages';
import { findOutboxMail, listOutbox, OUTBOX_SORTS, toOutboxMail } from '../../repositories/outbox';
import { notFound } from '../../errors';
import { listJobFailures } from '../../services/jobFailures';
import { IdParams, listQuery, PageQuery, pageOf } from './params';
import { registerStaffCrud } from './staffCrud';

const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Staff content admin: site announcements and CMS pages (CRUD, audit-logged) and the mail outbox
 * (read). Everyone else gets 403. Members read announcements and pages through /site-announcements
 * and /content/online-pages (routes/v2/content.ts).
 */
export const contentAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // --- Site announcements -------------------------------------------------------------------
  const announcementTags = ['content admin'];

  app.get(
    '/announcements',
    {
      config: { access: { caller: 'staff' } },
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

  registerStaffCrud(app, {
    path: '/announcements',
    key: 'announcement',
    entity: 'site_announcement',
    noun: 'Meddelelsen',
    tags: announcementTags,
    record: AnnouncementSchema,
    input: AnnouncementInputSchema,
    find: findAnnouncement,
    toRecord: (row) => toAnnouncement(row),
    insert: insertAnnouncement,
    update: (tx, before, input) => updateAnnouncement(tx, before.id, input),
    remove: async (tx, before) => {
      await deleteAnnouncement(tx, before.id);
      return {};
    },
  });

  // --- CMS pages -----------------------------------------------------------------------------
  const pageTags = ['content admin'];

  app.get(
    '/cms-pages',
    {
      config: { access: { caller: 'staff' } },
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

  registerStaffCrud(app, {
    path: '/cms-pages',
    key: 'cmsPage',
    entity: 'cms_page',
    noun: 'Siden',
    tags: pageTags,
    record: CmsPageRecordSchema,
    input: CmsPageInputSchema,
    descriptions: {
      create: "Creates a page under its parent (none: a new root); its path is the parent's path and its path segment.",
      update: 'A new parent or path segment moves the page and the pages under it.',
      remove: 'Deletes the page and the pages under it.',
    },
    find: findCmsPage,
    toRecord: toCmsPageRecord,
    insert: insertCmsPage,
    update: updateCmsPage,
    remove: async (tx, before) => ({ pagesRemoved: await deleteCmsPage(tx, before) }),
  });

  // --- Mail outbox ---------------------------------------------------------------------------
  const outboxTags = ['content admin'];

  app.get(
    '/outbox-mails',
    {
      config: { access: { caller: 'staff' } },
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
    {
      config: { access: { caller: 'staff' } },
      schema: {
        tags: outboxTags,
        security,
        description: 'One mail of the outbox with its text and sending state (staff).',
        params: IdParams,
        response: { 200: z.object({ outboxMail: OutboxMailSchema }), ...errors },
      },
    },
    async (request) => {
      const row = await findOutboxMail(app.db, request.params.id);
      if (!row) throw notFound('Mailen');
      return { outboxMail: toOutboxMail(row) };
    },
  );

  app.get(
    '/job-failures',
    {
      config: { access: { caller: 'staff' } },
      schema: {
        tags: outboxTags,
        security,
        description: 'Failed attempts of background jobs (search agents, the mail outbox, pruning), newest first, with their error (staff).',
        querystring: PageQuery,
        response: { 200: z.object({ jobFailures: z.array(JobFailureSchema), total: z.number().int() }), ...errors },
      },
    },
    async (request) => listJobFailures(app.db, pageOf(request.query)),
  );
  done();
};

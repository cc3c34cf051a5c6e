import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CmsPageTreeSchema, SiteAnnouncementSchema, type CmsPage } from '../../../schemas/meta';
import { ApiErrorSchema } from '../../../schemas/errors';
import { currentAnnouncements } from '../../repositories/announcements';
import { findOnlinePage, onlinePagesFrom } from '../../repositories/cmsPages';
import { notFound } from '../../errors';

const security = [{ bearer: [] }];
const PathQuery = z.object({
  path: z.string({ error: 'Sti er krævet' }).regex(/^\/[\w\-/]*$/, 'Sti skal være korrekt'),
});

/** Site announcements and the CMS pages of SPEC 2 and 7. */
export const contentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/site-announcements',
    {
      config: { access: { caller: 'signedIn' } },
      schema: {
        tags: ['content'],
        security,
        description: 'The announcements shown now in a zone (Member: the member area).',
        querystring: z.object({ zone: z.string().min(1, 'Zone er krævet').default('Member') }),
        response: { 200: z.object({ siteAnnouncements: z.array(SiteAnnouncementSchema) }) },
      },
    },
    async (request) => {
      const rows = await currentAnnouncements(app.db, request.query.zone);
      return { siteAnnouncements: rows };
    },
  );

  app.get(
    '/content/online-pages',
    {
      config: { access: { caller: 'signedIn' } },
      schema: {
        tags: ['content'],
        security,
        description: 'The online pages below a path, as a tree.',
        querystring: PathQuery,
        response: { 200: CmsPageTreeSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const rows = await onlinePagesFrom(app.db, request.query.path);
      const root = rows.find((r) => r.path === request.query.path);
      if (!root) throw notFound('Siden');
      const childrenOf = (parentId: number): CmsPage[] =>
        rows.filter((r) => r.parentId === parentId).map((r) => ({ id: r.id, pathNode: r.pathNode, title: r.title, children: childrenOf(r.id) }));
      return { children: childrenOf(root.id) };
    },
  );

  app.get(
    '/content/online-pages/render',
    {
      config: { access: { caller: 'signedIn' } },
      schema: {
        tags: ['content'],
        security,
        description: "One online page's content.",
        querystring: PathQuery,
        response: {
          200: z.object({ id: z.number(), path: z.string(), title: z.string(), content: z.string() }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const page = await findOnlinePage(app.db, request.query.path);
      if (!page) throw notFound('Siden');
      return page;
    },
  );
  done();
};

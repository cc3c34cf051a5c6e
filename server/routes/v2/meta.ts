import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClosingReasonSchema, EnergyLabelSchema, NamedItemSchema, SubcategorySchema } from '../../../schemas/meta';
import { CLOSING_REASON_ORDER } from '../../../schemas/enums';
import { listClosingReasons, listEnergyLabels, listFacilities, listSubcategories, listUsageProposals } from '../../repositories/meta';

const tags = ['meta'];
const security = [{ bearer: [] }];

/** The meta lists of SPEC 3, each under the name the spec gives it. */
export const metaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/closing-reasons',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: { tags, security, description: 'In the order 1, 3, 4, 2, 5.', response: { 200: z.object({ closingReasons: z.array(ClosingReasonSchema) }) } },
    },
    async () => {
      const rows = await listClosingReasons(app.db);
      const rank = (id: number) => (CLOSING_REASON_ORDER as readonly number[]).indexOf(id);
      return { closingReasons: rows.sort((a, b) => rank(a.id) - rank(b.id)) };
    },
  );
  app.get(
    '/subcategories',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description: 'The subcategories of every listing type.',
        response: { 200: z.object({ subcategories: z.array(SubcategorySchema) }) },
      },
    },
    async () => ({
      subcategories: await listSubcategories(app.db),
    }),
  );
  app.get(
    '/usage-proposals',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description: 'The usage proposals a listing can name.',
        response: { 200: z.object({ usageProposals: z.array(NamedItemSchema) }) },
      },
    },
    async () => ({ usageProposals: await listUsageProposals(app.db) }),
  );
  app.get(
    '/facilities',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: { tags, security, description: 'The facilities a listing can name.', response: { 200: z.object({ facilities: z.array(NamedItemSchema) }) } },
    },
    async () => ({ facilities: await listFacilities(app.db) }),
  );
  app.get(
    '/energy-labels',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: { tags, security, description: 'The energy labels, best first.', response: { 200: z.object({ energyLabels: z.array(EnergyLabelSchema) }) } },
    },
    async () => ({ energyLabels: await listEnergyLabels(app.db) }),
  );
  done();
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClosingReasonSchema, EnergyLabelSchema, NamedItemSchema, SubcategorySchema } from '../../../schemas/meta';
import { metaLists } from '../../services/meta';

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
    async () => ({ closingReasons: (await metaLists(app.db)).closingReasons }),
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
      subcategories: (await metaLists(app.db)).subcategories,
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
    async () => ({ usageProposals: (await metaLists(app.db)).usageProposals }),
  );
  app.get(
    '/facilities',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: { tags, security, description: 'The facilities a listing can name.', response: { 200: z.object({ facilities: z.array(NamedItemSchema) }) } },
    },
    async () => ({ facilities: (await metaLists(app.db)).facilities }),
  );
  app.get(
    '/energy-labels',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: { tags, security, description: 'The energy labels, best first.', response: { 200: z.object({ energyLabels: z.array(EnergyLabelSchema) }) } },
    },
    async () => ({ energyLabels: (await metaLists(app.db)).energyLabels }),
  );
  done();
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { ADMIN_ROLES } from '../../../schemas/access';
import {
  WEBHOOK_EVENT_TYPES,
  WebhookDeliverySchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
  WebhookEndpointWithSecretSchema,
} from '../../../schemas/webhooks';
import { authOf } from '../../plugins/auth';
import { reachedOf } from '../../plugins/access';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  readWebhookEndpoint,
  redeliver,
  sendTestEvent,
  updateWebhookEndpoint,
} from '../../services/webhooks';
import { IdParams } from './params';

const tags = ['webhooks'];
// Only a login manages webhooks: a key never holds the administrator role these calls ask for.
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// The account acted in (X-Account-Id), by its administrators; an endpoint of another account is not found.
const access = { account: 'acting', roles: ADMIN_ROLES } as const;
const events = WEBHOOK_EVENT_TYPES.map((type) => `\`${type}\``).join(', ');

export const webhookRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const now = () => new Date(app.tokens.now());
  const rules = { allowPrivateHosts: app.config.images.allowPrivateHosts };

  app.get(
    '/webhooks',
    {
      config: { access },
      schema: {
        tags,
        security,
        description: "The account's webhook endpoints (role admin), each with its latest delivery. Secrets are never shown again.",
        response: { 200: z.object({ webhooks: z.array(WebhookEndpointSchema) }), ...errors },
      },
    },
    async (request) => ({ webhooks: await listWebhookEndpoints(app.db, reachedOf(request).account.id) }),
  );

  app.post(
    '/webhooks',
    {
      config: { access },
      schema: {
        tags,
        security,
        description:
          `Registers an endpoint (role admin): an HTTPS URL and the events it wants (${events}). ` +
          'The answer holds its `secret` (`whsec_…`), this once: every delivery is signed with it per the Standard Webhooks specification ' +
          '(`webhook-id`, `webhook-timestamp`, `webhook-signature`). 409 past 10 endpoints.',
        body: WebhookEndpointCreateSchema,
        response: { 201: WebhookEndpointWithSecretSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(app.db, authOf(request), reachedOf(request).account.id, request.body, rules, now())),
  );

  app.get(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        description: 'One endpoint of the account (role admin).',
        params: IdParams,
        response: { 200: z.object({ webhook: WebhookEndpointSchema }), ...errors },
      },
    },
    async (request) => ({ webhook: await readWebhookEndpoint(app.db, reachedOf(request).account.id, request.params.id) }),
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        description:
          'Changes an endpoint (role admin): its URL, events, description, or `enabled` (turning on again one the server turned off after a day of failures). ' +
          '`rotateSecret: true` makes a new secret, in this answer only; the old one signs nothing from then on.',
        params: IdParams,
        body: WebhookEndpointUpdateSchema,
        response: { 200: z.object({ webhook: WebhookEndpointSchema, secret: z.string().optional() }), ...errors },
      },
    },
    async (request) => updateWebhookEndpoint(app.db, authOf(request), reachedOf(request).account.id, request.params.id, request.body, rules),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        description: 'Deletes an endpoint and its deliveries (role admin).',
        params: IdParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await deleteWebhookEndpoint(app.db, authOf(request), reachedOf(request).account.id, request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { access },
      schema: {
        tags,
        security,
        description:
          'Sends the endpoint a `webhook.test` event (role admin), whatever events it wants; the answer is its delivery, sent by the job queue at once. 409 while the endpoint is turned off.',
        params: IdParams,
        response: { 201: z.object({ delivery: WebhookDeliverySchema }), 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ delivery: await sendTestEvent(app.db, reachedOf(request).account.id, request.params.id, now()) }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        security,
        description:
          "The endpoint's latest 50 deliveries, newest first (role admin), each with its attempts: when, the HTTP status or error, how long, and the answer's first bytes.",
        params: IdParams,
        response: { 200: z.object({ deliveries: z.array(WebhookDeliverySchema) }), ...errors },
      },
    },
    async (request) => ({ deliveries: await listWebhookDeliveries(app.db, reachedOf(request).account.id, request.params.id) }),
  );

  app.post(
    '/webhook-deliveries/:id/redeliver',
    {
      config: { access },
      schema: {
        tags,
        security,
        description:
          'Sends a delivery again (role admin), with the same webhook-id, as soon as the job queue gets to it. 409 while its endpoint is turned off.',
        params: IdParams,
        response: { 200: z.object({ delivery: WebhookDeliverySchema }), 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ delivery: await redeliver(app.db, authOf(request), reachedOf(request).account.id, request.params.id, now()) }),
  );
  done();
};

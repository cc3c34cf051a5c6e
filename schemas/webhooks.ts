import { z } from 'zod';
import { messages, text } from './fields';

/**
 * Webhooks tell an account's case system or CRM of what happens, signed per the Standard Webhooks specification
 * (webhook-id, webhook-timestamp, webhook-signature). An endpoint chooses its events; 'webhook.test' is sent only
 * when asked for from the member area or the API.
 */
export const WEBHOOK_EVENT_TYPES = ['enquiry.created', 'listing.status_changed', 'promotion.ended'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The Standard Webhooks secret's prefix: 'whsec_' and 24 random bytes in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** At most this many endpoints per account. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const URL_LABEL = 'URL';
const URL_MAX = 2000;

/** An absolute http(s) URL; whether http is allowed and the host may be reached is the server's to say. */
const endpointUrl = z
  .string({ error: messages.required(URL_LABEL) })
  .trim()
  .min(1, messages.required(URL_LABEL))
  .max(URL_MAX, messages.maxLength(URL_LABEL, URL_MAX))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'URL skal være en fuld adresse, der begynder med https://')
  .meta({ title: URL_LABEL });

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Hændelsen findes ikke' }), { error: messages.required('Hændelser') })
  .min(1, 'Vælg mindst én hændelse')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'Hver hændelse højst én gang')
  .meta({ title: 'Hændelser' });

const descriptionField = text('Beskrivelse', { max: 200 }).nullable().optional();

export const WebhookEndpointCreateSchema = z.object({
  url: endpointUrl,
  events: eventsField,
  description: descriptionField,
});
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreateSchema>;

/** A change: any of the fields; `enabled: true` turns an endpoint the server turned off on again; `rotateSecret` makes a new secret. */
export const WebhookEndpointUpdateSchema = z.object({
  url: endpointUrl.optional(),
  events: eventsField.optional(),
  description: descriptionField,
  enabled: z.boolean({ error: 'Aktiv skal være sand eller falsk' }).optional(),
  rotateSecret: z.literal(true, { error: 'rotateSecret kan kun være true' }).optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdateSchema>;

/** What is shown of an endpoint: never its secret, except in the answer that made it. */
export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** 'failing' when the server turned it off after a day of failures. */
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  /** The last of its deliveries: when and how it went. */
  lastDelivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), createdAt: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** A create's or a rotation's answer: the secret this once, beside the endpoint. */
export const WebhookEndpointWithSecretSchema = z.object({ webhook: WebhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  /** The endpoint's HTTP status; null when there was no answer. */
  httpStatus: z.number().int().nullable(),
  /** Why there was no answer, or what was refused ('timeout', a refused redirect). */
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** The answer's first bytes. */
  response: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  /** The webhook-id header, the same on every attempt. */
  eventId: z.string(),
  eventType: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
  payload: z.unknown(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attemptLog: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

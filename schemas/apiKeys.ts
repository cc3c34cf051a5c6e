import { z } from 'zod';
import { RoleCode } from './codes';
import { FieldErrorSchema } from './errors';
import { ROLES, type Role } from './enums';
import { messages, text } from './fields';

/**
 * API keys let a broker's case system call the API for one account without a person's password. A key is
 * sent as `Authorization: Bearer ma_live_…`; the fixed prefix tells it from a login token (and lets secret
 * scanners find a leaked one). Only its SHA-256 is kept, so it is shown once, when it is created.
 */
export const API_KEY_PREFIX = 'ma_live_';

/** A key acts with the Bruger role or read-only, never as the account's administrator. */
export const API_KEY_ROLES = [ROLES.Member, ROLES.ReadOnly] as const satisfies readonly Role[];
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** 'Sidst brugt' is written at most this often per key, so that a busy integration does not write on every call. */
export const API_KEY_LAST_USED_EVERY_MS = 60_000;

/** What the list shows of a key: never the key itself, nor its hash. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  name: z.string(),
  role: RoleCode,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** POST /accounts/{id}/api-keys: a name to know it by and the role it acts with. */
export const ApiKeyCreateSchema = z.object({
  name: text('Navn', { max: 100 }),
  role: z
    .number({ error: messages.required('Rolle') })
    .refine((v): v is ApiKeyRole => (API_KEY_ROLES as readonly number[]).includes(v), 'Rolle skal være Bruger eller Kun læse'),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;

/** The answer to a create: the key, this once, next to what the list shows of it. */
export const ApiKeyCreatedSchema = z.object({ apiKey: ApiKeySchema, key: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

/** Whether a bearer credential is an API key rather than a login token. */
export const isApiKey = (credential: string): boolean => credential.startsWith(API_KEY_PREFIX);

/** One entry of an account's API log (GET /accounts/{id}/api-log). */
export const ApiLogEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  apiKeyId: z.number().nullable(),
  /** The key's name at the time; null for a person's import. */
  keyName: z.string().nullable(),
  /** Who imported, for an import made in the member area. */
  userEmail: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  durationMs: z.number(),
  /** The answer's Danish message when it failed. */
  error: z.string().nullable(),
  /** The bad fields of a failed answer, with their codes and Danish messages. */
  fieldErrors: z.array(FieldErrorSchema).nullable(),
  /** The query string as sent (without the `?`). */
  query: z.string().nullable(),
  /** The answer's X-Request-Id. */
  requestId: z.string().nullable(),
});

export const ApiLogPageSchema = z.object({ entries: z.array(ApiLogEntrySchema), total: z.number() });
export type ApiLogPage = z.infer<typeof ApiLogPageSchema>;

/** The API log's filters: the class of the answers (2xx, 4xx, 5xx) and the key. */
export interface ApiLogQuery {
  status?: 2 | 4 | 5;
  apiKeyId?: number;
  page: number;
  perPage: number;
}

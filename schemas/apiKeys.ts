import { z } from 'zod';
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
  role: z.number().int(),
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

import { z } from 'zod';

/** Every error answer of the API: `{ code, message, fields? }` with a Danish message. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ERROR_CODES = {
  badInput: 'bad_input',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  stale: 'stale_version',
  tooMany: 'too_many_requests',
  busy: 'server_busy',
  timeout: 'timeout',
  unknownUserOrPassword: 'unknown_user_or_password',
  notVerified: 'not_verified',
  internal: 'internal',
  notReady: 'not_ready',
} as const;

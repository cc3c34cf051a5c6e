import { z } from 'zod';

export const ERROR_CODES = {
  badInput: 'bad_input',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  lastAdmin: 'last_admin',
  stale: 'stale_version',
  idempotencyKeyReused: 'idempotency_key_reused',
  versionRequired: 'version_required',
  tooMany: 'too_many_requests',
  busy: 'server_busy',
  timeout: 'timeout',
  unknownUserOrPassword: 'unknown_user_or_password',
  notVerified: 'not_verified',
  addressRegisterUnavailable: 'address_register_unavailable',
  internal: 'internal',
  notReady: 'not_ready',
  listingNotActive: 'listing_not_active',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * What each top-level code means, in English: the OpenAPI document lists these, and an answer asked for in
 * English (`Accept-Language: en`) carries this as its message.
 */
export const ERROR_CODE_MEANINGS: Record<ErrorCode, string> = {
  bad_input: 'The request has errors: each bad field is named in `errors` (and `fields`).',
  unauthorized: 'You are not logged in: no token, or an expired, revoked or unknown one.',
  forbidden: 'You do not have access to this.',
  not_found: 'What the request names does not exist.',
  conflict: 'The request cannot be done in the current state (e.g. a listing that is not complete cannot be active).',
  last_admin: 'The account must keep at least one administrator.',
  stale_version: 'Someone else changed this since you read it (If-Match names another version). Read it again and repeat the change.',
  idempotency_key_reused: 'The Idempotency-Key was already used for another request.',
  version_required: 'The change lacks the version it builds on (If-Match).',
  too_many_requests: 'Too many requests. Try again after Retry-After seconds.',
  server_busy: 'The server is busy. Try again after Retry-After seconds.',
  timeout: 'The request took too long.',
  unknown_user_or_password: 'Wrong e-mail or password.',
  not_verified: 'The e-mail address is not verified yet.',
  address_register_unavailable: 'The address register could not be reached. Try again later.',
  internal: 'Something went wrong on our side. Contact our support if it persists.',
  not_ready: 'The server is not ready yet.',
  listing_not_active: 'The listing takes no enquiries: it is closed, deleted, off-market or not active (the message says which).',
};

/**
 * The machine codes of field errors, one small stable set, with what each means. Limits come beside the code:
 * `min`/`max` characters (too_short, too_long), value (too_small, too_big) or items (too_few, too_many).
 */
export const FIELD_ERROR_CODE_MEANINGS = {
  required: 'A value is required and is missing (or empty).',
  too_short: 'The text has fewer than `min` characters.',
  too_long: 'The text has more than `max` characters.',
  too_small: 'The number or date is below `min`.',
  too_big: 'The number or date is above `max`.',
  too_few: 'The list has fewer than `min` items.',
  too_many: 'The list has more than `max` items.',
  invalid_type: 'The value has the wrong JSON type (e.g. text where a number belongs).',
  invalid_format: 'The text does not have the form asked for (e-mail, URL, phone number with country code, date, pattern).',
  invalid_value: 'The value is not one of those allowed, names nothing that exists, or is otherwise not valid.',
  unknown_field: 'The property is not part of the input.',
  not_allowed: 'The value is valid, but the caller or the account may not set it.',
  duplicate: 'The value is already used (the same picture twice, a case number twice, a name taken).',
  cover_content: "The listing's first picture (its cover) is a floor plan or shows text, which an active listing's cover may not.",
} as const;
export type FieldErrorCode = keyof typeof FIELD_ERROR_CODE_MEANINGS;
const FIELD_ERROR_CODES = Object.keys(FIELD_ERROR_CODE_MEANINGS) as [FieldErrorCode, ...FieldErrorCode[]];

const list = (meanings: Record<string, string>) =>
  Object.entries(meanings)
    .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
    .join('\n- ');

/** One bad field: which, a stable code, its limits and the message (Danish unless asked for in English). */
export const FieldErrorSchema = z
  .object({
    field: z.string().meta({ description: "The field's path in the input, dotted (`images.2.url`); `_` for the input as a whole." }),
    code: z.enum(FIELD_ERROR_CODES).meta({
      description: `What is wrong, as a stable code:\n- ${list(FIELD_ERROR_CODE_MEANINGS)}`,
      'x-enum-descriptions': FIELD_ERROR_CODES.map((code) => FIELD_ERROR_CODE_MEANINGS[code]),
    }),
    min: z.number().optional().meta({ description: 'The least allowed: characters, value or items, by the code.' }),
    max: z.number().optional().meta({ description: 'The most allowed: characters, value or items, by the code.' }),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every error answer of the API: `{ code, message, fields?, errors? }`, the message in Danish unless English is asked for. */
export const ApiErrorSchema = z
  .object({
    code: z.string().meta({ description: `What went wrong, as a stable code:\n- ${list(ERROR_CODE_MEANINGS)}`, examples: ['bad_input'] }),
    message: z.string(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Each bad field's message by its path (what the member area shows beside the field); the same as `errors`." }),
    errors: z.array(FieldErrorSchema).optional().meta({ description: 'Each bad field with its code and limits, in the order found.' }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

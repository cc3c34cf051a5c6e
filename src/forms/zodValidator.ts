import type { ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { z } from 'zod';
import { fieldErrors } from 'schemas/fields';
import { errorTree } from './errorTree';

export type FieldErrorMap = Record<string, string>;

/** The first message per field, keyed by its dotted path ('address.id', 'images.1.url'), as the API answers. */
export function zodFieldErrors(schema: z.ZodType, data: unknown): FieldErrorMap {
  const result = schema.safeParse(data ?? {});
  return result.success ? {} : fieldErrors(result.error);
}

/** `{ 'address.id': 'msg' }` → rjsf's nested `{ address: { id: { __errors: ['msg'] } } }`. */
export function toErrorSchema(fields: FieldErrorMap): ErrorSchema {
  return errorTree(fields, (message) => ({ __errors: [message] })) as ErrorSchema;
}

/**
 * A minimal structural check for rjsf's own uses of `isValid` (choosing among anyOf/oneOf options):
 * the value's type and, for objects, the required keys. Field rules are zod's alone.
 */
function matches(schema: RJSFSchema, value: unknown): boolean {
  if (schema.const !== undefined) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value as never);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const typeOf = (v: unknown) =>
    v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;
  if (types.length && !types.some((t) => t === typeOf(value) || (t === 'number' && typeOf(value) === 'integer'))) return false;
  if (typeOf(value) === 'object' && Array.isArray(schema.required)) {
    return schema.required.every((key) => (value as Record<string, unknown>)[key] !== undefined);
  }
  return true;
}

/**
 * rjsf's validator. SchemaForm checks the fields with the zod schema itself (a field when it is left, every
 * field on submit) and shows zod's messages as extra errors, so rjsf's own validation finds nothing; what
 * rjsf still asks, `isValid` for choosing among anyOf/oneOf options, gets the structural check above.
 */
export function schemaFormValidator<T = unknown>(): ValidatorType<T> {
  return {
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    isValid: (subSchema, formData) => matches(subSchema, formData),
    rawValidation: () => ({}),
  };
}

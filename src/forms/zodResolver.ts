import type { FormProps } from 'react-admin';
import type { z } from 'zod';
import { fieldErrors } from 'schemas/fields';
import { errorTree } from './errorTree';

type FormResolver = NonNullable<FormProps<Record<string, unknown>>['resolver']>;
type ResolverErrors = Awaited<ReturnType<FormResolver>>['errors'];

/**
 * A react-hook-form resolver over a zod schema, so that a react-admin form validates with the very
 * schema the server validates with, and shows its Danish messages on the fields. A valid form submits
 * the parsed values (trimmed, empty optional fields left out).
 */
export function zodResolver(schema: z.ZodType<Record<string, unknown>>): FormResolver {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors = errorTree(fieldErrors(result.error), (message) => ({ type: 'zod', message }), 'root');
    return { values: {}, errors: errors as ResolverErrors };
  };
}

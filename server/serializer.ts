import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Answer schemas whose answers are written without being checked again (see `builtAnswer`). */
const built = new WeakSet<ZodType>();

/**
 * Marks an answer schema whose answers the server builds field by field from its own typed rows, so that the
 * types already hold what a check would: they are written as they are. The schema stays the route's, so the
 * OpenAPI document and the handler's type are the same. For large answers read often, where the check costs as
 * much as writing and compressing; a test holds each such answer to its schema, no key more or fewer.
 */
export function builtAnswer<T extends ZodType>(schema: T): T {
  built.add(schema);
  return schema;
}

/**
 * Every other answer is checked against its route's schema, then written as JSON. zod's `parse`, where
 * fastify-type-provider-zod uses `encode`: no answer schema has a codec (the one thing encode does that
 * parse does not) or a transform (encode refuses those), so the two give the same answer, and encode runs
 * every check twice (a canary pass first): five times the time on the listing index's 25 rows.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  if (built.has(schema)) return (data) => JSON.stringify(data);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

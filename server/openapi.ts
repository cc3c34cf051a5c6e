import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../schemas/errors';
import { API_KEY_PREFIX } from '../schemas/apiKeys';
import type { Access } from './plugins/access';

/**
 * The OpenAPI document as generated from the routes' zod schemas, plus what every route has in common
 * and a client generator needs: an operationId and a summary per operation, and the error answers the
 * server's plugins give that the routes do not declare themselves (no token, a body too large or of
 * another type, too many requests).
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Medlemsområde API', version: '2' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A login token (POST /auth/login).' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description:
            "An account's API key, made on the account page: it acts for that account only, as Bruger or read-only. " +
            'Without X-Account-Id it acts in its own account; X-Account-Id of another account is a 403.',
        },
      },
    },
  },
  transform: (document) => {
    // Routes without a schema (the static files) have none, whatever the type says.
    const schema = document.schema as FastifySchema | undefined;
    const { url, route } = document;
    if (!schema || schema.hide) return jsonSchemaTransform(document);
    const config = route.config as { access?: Access; rateLimit?: unknown } | undefined;
    const errors: Record<number, typeof ApiErrorSchema> = {};
    if (config?.access && !('caller' in config.access && config.access.caller === 'anyone')) errors[401] = ApiErrorSchema;
    if (schema.body) Object.assign(errors, { 413: ApiErrorSchema, 415: ApiErrorSchema });
    if (config?.rateLimit) errors[429] = ApiErrorSchema;
    const method = [route.method].flat()[0] ?? 'GET';
    const described = {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      summary: schema.summary ?? summaryOf(schema.description),
      response: { ...errors, ...(schema.response as object | undefined) },
    };
    const transformed = jsonSchemaTransform({ ...document, schema: described });
    return withCsvBody(transformed, schema);
  },
  // Schemas with an id (the recursive ones) become components that the operations refer to.
  transformObject: jsonSchemaTransformObject,
};

/**
 * A route that also consumes text/csv (the feed import) declares its JSON body and a CSV text beside it:
 * the body becomes a content map, which @fastify/swagger writes as requestBody.content per media type.
 */
function withCsvBody<T extends { schema: unknown }>(transformed: T, schema: FastifySchema): T {
  const consumes = (schema as { consumes?: unknown }).consumes;
  const body = (transformed.schema as { body?: unknown } | undefined)?.body;
  if (!Array.isArray(consumes) || !consumes.includes('text/csv') || !body) return transformed;
  const csv = {
    type: 'string',
    description: "A header row of the schema field names, ';' or ',' separated, then one listing per line (docs/import.md).",
  };
  const content = { 'application/json': { schema: body }, 'text/csv': { schema: csv } };
  return { ...transformed, schema: { ...(transformed.schema as object), body: { content } } };
}

/** 'GET', '/api/v2/listings/{id}/images' → 'getListingsByIdImages', '/export.csv' → 'getListingsExportCsv': unique per operation, stable with the path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v2\//, '/')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') || part.startsWith('{') ? `by-${part.replace(/^[:{]|}$/g, '')}` : part))
    .flatMap((part) => part.split(/[-_.]/));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

/** The description's first sentence. */
function summaryOf(description: unknown): string | undefined {
  if (typeof description !== 'string') return undefined;
  const end = description.search(/\.(\s|$)/);
  return end === -1 ? description : description.slice(0, end);
}

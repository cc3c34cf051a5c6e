import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../schemas/errors';
import { API_KEY_PREFIX } from '../schemas/apiKeys';
import { ACCOUNT_ID_HEADER, ACT_AS_ROLES_HEADER } from '../schemas/access';
import { ROLE_MEANING } from '../schemas/codes';
import type { Access } from './plugins/access';
import { IMPORT_CSV_EXAMPLES } from '../schemas/listings/apiExamples';

/**
 * The schemas a route reads or writes loosely (a body it validates itself after access or row by row, an answer
 * that holds any listing type), with the schema the document shows for each.
 */
const documentedSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** Declares a route's loose body or answer schema (a fresh one per use) and what the document shows for it. */
export function documented<T extends z.ZodType>(loose: T, shown: z.ZodType): T {
  documentedSchemas.set(loose, shown);
  return loose;
}

/** What the document shows for a route's body or answer schema. */
const shownFor = (schema: unknown) => (schema instanceof z.ZodType && documentedSchemas.get(schema)) || schema;

/** The answer carries the version it shows, for the next change's If-Match. */
export const ETAG_HEADER = { type: 'string', description: 'The version of what the answer shows (a weak ETag, W/"7"): send it as If-Match to change it.' };

/** An answer of text, not JSON: what the document declares as its content type. */
export const textAnswer = (mediaType: 'text/plain' | 'text/csv', description: string) => z.string().meta({ description, contentMediaType: mediaType });

/** A CSV file to save, named by the server. */
export const csvFileAnswer = (description: string) =>
  textAnswer('text/csv', description).meta({
    headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="…csv"' } },
  });

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type Transformed = ReturnType<typeof jsonSchemaTransform>;

const RATE_LIMIT_HEADERS = {
  'x-ratelimit-limit': { type: 'integer', description: 'Requests allowed in the window.' },
  'x-ratelimit-remaining': { type: 'integer', description: 'Requests left in the window.' },
  'x-ratelimit-reset': { type: 'integer', description: 'Seconds until the window starts again.' },
};
const RETRY_AFTER = { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' } };
/** What every answer to an API key says of the key's rate limit (plugins/apiKeyRateLimit.ts), as the IETF draft writes it. */
const API_KEY_RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': { type: 'string', description: 'To an API key: its limit, `"api-key";q=<calls>;w=<seconds>`.' },
  RateLimit: { type: 'string', description: 'To an API key: what is left of it, `"api-key";r=<calls left>;t=<seconds until the window ends>`.' },
};
const REQUEST_ID = {
  'X-Request-Id': {
    type: 'string',
    description: "The request's id: the client's own X-Request-Id when it sent a sane one, else a new UUID. The API log finds the call by it.",
  },
};

/** Headers every operation reads. */
const COMMON_REQUEST_HEADERS: Record<string, JsonSchema> = {
  'x-request-id': {
    type: 'string',
    pattern: '^[A-Za-z0-9._:@/+=-]{1,128}$',
    description: "The caller's own id for the request, answered back as X-Request-Id and kept in the API log (another value is replaced by a new id).",
  },
  'accept-language': {
    type: 'string',
    description: '`en` for English error messages (built from each code and its limits); Danish otherwise.',
    examples: ['en'],
  },
};
const IF_MATCH: JsonSchema = {
  type: 'string',
  description:
    'The version the change builds on (RFC 9110): the ETag read (W/"7" or "7"), a comma-separated list of them (any current one will do), or * ' +
    '(whatever the current version is). Weak and strong tags compare alike: both name an exact version.',
};
const IF_NONE_MATCH: JsonSchema = {
  type: 'string',
  description: 'The ETag (or a comma-separated list of them, or *) of the copy the caller holds: when it is current, the answer is a 304 without a body.',
};

const SIGNED_IN_HEADERS: Record<string, JsonSchema> = {
  [ACCOUNT_ID_HEADER.toLowerCase()]: {
    type: 'string',
    pattern: '^\\d{1,9}$',
    description:
      'The account the caller acts in (the SPA sends the chosen account). Routes about the acting account need it with a ' +
      "login token (400 without); an API key acts in its own account without it, and another account's id is a 403. " +
      'A malformed id is a 400.',
  },
  [ACT_AS_ROLES_HEADER.toLowerCase()]: {
    type: 'string',
    pattern: '^\\d(,\\d)*$',
    description: `Staff only (ignored for others): the roles to act with in the account, comma-separated. ${ROLE_MEANING.description}`,
  },
};

const API_DESCRIPTION = [
  'The API of the member area of Ejendomsportal, the Danish marketplace for commercial property: listings (rental, investment, ' +
    'sales, office space) with their images, lifecycle, promotion and statistics, and the accounts and users behind them. The ' +
    "member area itself uses it, and so does a broker's case system with an API key.",
  '- **Signing in**: `Authorization: Bearer …` with a login token (`POST /auth/login`) or an API key (`ma_live_…`), which an ' +
    "account's administrator makes on the account page. A key acts in its own account only.",
  '- **Errors** answer `{ code, message, fields?, errors? }`: a stable code, a message (Danish; English with `Accept-Language: en`), each bad field with its message, and each with its machine code and limits. `X-Request-Id` names the call in the API log.',
  '- **Versions**: what can be changed answers its version as a weak ETag; send it back as If-Match to change it.',
  '- **Case systems** push listings by their case number (`PUT /api/v2/listings/by-case-number/{caseNumber}`) or send a whole ' +
    'feed (`POST /api/v2/listings/import`). The integration guide (docs/integration.md) goes from the first key to a full sync.',
].join('\n');

/** Every tag an operation may carry, in the order a reader of the document meets them. */
const TAGS = [
  { name: 'listings', description: 'Listings: the index, creating, pushing by case number, importing a feed, editing, the lifecycle and the history.' },
  { name: 'images', description: "A listing's images: uploaded, or fetched from a URL and checked." },
  { name: 'promotion', description: 'Promoted listings: the products, ordering, changing, renewing and cancelling, and the orders of an account.' },
  { name: 'statistics', description: 'Visits, leads and their rates per listing and account, a listing against its market, and market statistics.' },
  { name: 'api keys', description: "An account's API keys for its case system, and the API log of what they did." },
  { name: 'webhooks', description: "An account's webhook endpoints, signed per Standard Webhooks, their deliveries and attempts." },
  { name: 'addresses', description: 'The national address register: the address a listing is at.' },
  { name: 'meta', description: 'The fixed lists a listing names values from: subcategories, facilities, usage proposals, energy labels, closing reasons.' },
  { name: 'postal areas', description: 'Postal codes and municipalities.' },
  { name: 'accounts', description: 'Company accounts: their settings, users, roles and invitations.' },
  { name: 'users', description: 'The signed-in user: profile, accounts, sessions; finding users to add to an account.' },
  { name: 'auth', description: 'Logging in, renewing and ending a session, resetting a password, accepting an invitation.' },
  { name: 'property', description: "The property service: the caller's accounts and roles." },
  { name: 'favorites', description: "The user's favourite listings." },
  { name: 'search agents', description: 'Saved searches that mail new and changed listings, and the demand they show for a listing.' },
  { name: 'listing-views', description: "The user's saved views of the listing index." },
  { name: 'content', description: 'Site announcements and online pages shown in the member area.' },
  { name: 'content admin', description: 'Staff: site announcements, CMS pages, the mail outbox and failed background jobs.' },
  { name: 'config', description: 'The public site and feature flags the member area reads.' },
  { name: 'tracking', description: 'Events from the public site: visits, leads, clicks.' },
  { name: 'enquiries', description: "Enquiries about a listing from the public site, the account's inbox of them, replies, and polling for a CRM." },
];

/**
 * The OpenAPI document as generated from the routes' zod schemas, plus what every route has in common
 * and a client generator needs: an operationId and a summary per operation, the headers the server reads
 * and sends around the routes (X-Account-Id, If-Match where it is required, the rate limit's), and the
 * error answers its plugins give that the routes do not declare themselves.
 */
export const openApiOptions = (publicSiteUrl: string): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Medlemsområde API', version: '2', description: API_DESCRIPTION, contact: { name: 'Ejendomsportal', url: publicSiteUrl } },
    tags: TAGS,
    // The API is served by the same origin as the member area.
    servers: [{ url: '/', description: 'This server' }],
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
    const access = config?.access;
    const signedIn = access !== undefined && !('caller' in access && access.caller === 'anyone');
    const errors: Record<number, typeof ApiErrorSchema> = {};
    // A bad input, and for a signed-in caller a malformed X-Account-Id.
    if (signedIn || schema.body || schema.querystring || schema.params || schema.headers) errors[400] = ApiErrorSchema;
    // No or a bad token; an API key where keys may not go, or with another account's X-Account-Id.
    if (signedIn) Object.assign(errors, { 401: ApiErrorSchema, 403: ApiErrorSchema });
    if (access && !('caller' in access)) errors[404] = ApiErrorSchema;
    if (schema.body) Object.assign(errors, { 413: ApiErrorSchema, 415: ApiErrorSchema });
    // An API key is limited wherever it may call (the access plugin has added it to the route's security).
    const forKeys = Array.isArray(schema.security) && (schema.security as Record<string, unknown>[]).some((scheme) => 'apiKey' in scheme);
    if (config?.rateLimit || forKeys) errors[429] = ApiErrorSchema;
    // Any call can meet a fault of the server's own: the same Danish error shape, with nothing of the cause.
    errors[500] = ApiErrorSchema;
    const method = [route.method].flat()[0] ?? 'GET';
    const answers = Object.entries((schema.response as Record<string, unknown> | undefined) ?? {}).map(([status, answer]): [string, unknown] => [
      status,
      shownFor(answer),
    ]);
    const described = {
      ...schema,
      ...(schema.body ? { body: shownFor(schema.body) } : {}),
      operationId: schema.operationId ?? operationIdOf(method, url),
      summary: schema.summary ?? summaryOf(schema.description),
      // Say so explicitly where no token is asked for.
      security: signedIn ? schema.security : [],
      response: { ...errors, ...Object.fromEntries(answers) },
    };
    const transformed = jsonSchemaTransform({ ...document, schema: described });
    const responses = responsesOf(transformed);
    for (const [status, answer] of Object.entries(responses)) {
      const headers = {
        ...(config?.rateLimit ? RATE_LIMIT_HEADERS : {}),
        ...(forKeys ? API_KEY_RATE_LIMIT_HEADERS : {}),
        ...(status === '429' || status === '503' ? RETRY_AFTER : {}),
        ...REQUEST_ID,
        ...(answer['headers'] as object | undefined),
      };
      responses[status] = withTextContent(Object.keys(headers).length ? { ...answer, headers } : answer);
    }
    // A GET that answers an ETag answers 304 when If-None-Match names it.
    const etagHeader = (responses['200']?.['headers'] as Record<string, unknown> | undefined)?.['ETag'];
    const conditionalGet = method === 'GET' && etagHeader !== undefined;
    if (conditionalGet) {
      responses['304'] = {
        description: 'Not modified: If-None-Match names the current ETag. No body.',
        headers: { ETag: etagHeader, ...(forKeys ? API_KEY_RATE_LIMIT_HEADERS : {}), ...REQUEST_ID },
      };
    }
    const headers = (transformed.schema as { headers?: JsonSchema }).headers;
    const requestHeaders = {
      type: 'object',
      ...headers,
      properties: {
        ...COMMON_REQUEST_HEADERS,
        ...(signedIn ? SIGNED_IN_HEADERS : {}),
        ...(conditionalGet ? { 'if-none-match': IF_NONE_MATCH } : {}),
        ...headers?.properties,
        ...(headers?.properties?.['if-match'] ? { 'if-match': IF_MATCH } : {}),
      },
      // Without If-Match a change is a 428.
      required: [...(headers?.required ?? []), ...('428' in responses ? ['if-match'] : [])],
    };
    const withHeaders = {
      ...transformed,
      schema: { ...(transformed.schema as object), response: responses, ...(Object.keys(requestHeaders.properties).length ? { headers: requestHeaders } : {}) },
    };
    return withCsvBody(withHeaders, schema);
  },
  // Schemas with an id (the recursive ones, the listing bodies) become components that the operations refer to.
  transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
});

/**
 * The components no operation refers to, directly or through another component, are left out: each schema
 * with an id yields an input and an output component, and the listing bodies are only ever input.
 */
function withoutUnusedComponents<T>(document: T): T {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
  const used = new Set(refsIn(rest));
  for (const name of used) for (const ref of refsIn(schemas[name])) used.add(ref);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...rest, components: { ...components, schemas: kept } } as T;
}

function responsesOf(transformed: Transformed): Record<string, JsonSchema> {
  return { ...((transformed.schema as { response?: Record<string, JsonSchema> } | undefined)?.response ?? {}) };
}

/** A text answer (its schema names the media type) is declared as that content, not as JSON. */
function withTextContent(answer: JsonSchema): JsonSchema {
  const { contentMediaType, description, headers, ...schema } = answer;
  if (typeof contentMediaType !== 'string') return answer;
  return { description, ...(headers ? { headers } : {}), content: { [contentMediaType]: { schema } } };
}

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
    'x-examples': IMPORT_CSV_EXAMPLES,
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

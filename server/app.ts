import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import { join, sep } from 'node:path';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db';
import { dbPlugin } from './plugins/db';
import { rateLimitsPlugin } from './plugins/rateLimits';
import { apiKeyRateLimitPlugin } from './plugins/apiKeyRateLimit';
import { apiLogPlugin } from './plugins/apiLog';
import { requestIdOf, requestIdPlugin } from './plugins/requestId';
import { notModifiedPlugin } from './plugins/notModified';
import { serializerCompiler } from './serializer';
import { openApiOptions } from './openapi';
import { authPlugin } from './plugins/auth';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { storableTextPlugin } from './plugins/storableText';
import { crossOriginPlugin } from './plugins/crossOrigin';
import { inlineScriptHashes, securityHeadersPlugin } from './securityHeaders';
import { answerClientError } from './clientErrors';
import { listingServicesPlugin } from './plugins/listingServices';
import { createTokens } from './services/tokens';
import { authRoutes } from './routes/auth';
import { invitationAuthRoutes } from './routes/auth/invitations';
import { propertyRoutes } from './routes/property';
import { v2Routes } from './routes/v2';
import { trackingRoutes } from './routes/tracking';
import { healthRoutes } from './routes/health';
import { freshnessRoutes } from './routes/freshness';
import { ApiHttpError, badInput } from './errors';
import { ERROR_CODES } from '../schemas/errors';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: Uint8Array;
  logger?: boolean | { level: string };
  /** The app's clock in milliseconds (tests set it): tokens and sessions, and the dates routes stamp, go by it. */
  clock?: () => number;
  /**
   * Why the server cannot serve yet (its database is not there, or is being migrated), or undefined once it can:
   * meanwhile every request but /healthz is answered 503 with the reason and Retry-After.
   */
  notReady?: () => string | undefined;
}

const API_PREFIXES = ['/api/', '/auth/', '/property/', '/uploads/', '/demo-images/', '/thumbnails/'];

/**
 * A URL the router cannot read (a malformed %-escape, a path segment past its limit, an absolute URL without a
 * host it can read) would be answered by Fastify itself, in English and without the hooks that set the security
 * headers; it is sent here instead, and answered like any other request.
 */
const UNREADABLE_URL = '/api/unreadable-url';
const MAX_PATH_SEGMENT = 500;
/** The scheme and host of an absolute-form request target ('http://host/path'), as a proxy may send it. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/** The request target as the router is to read it: its path and query, or UNREADABLE_URL. */
function routableUrl(url: string): string {
  const absolute = ABSOLUTE_FORM.exec(url);
  if (absolute && !URL.canParse(absolute[0])) return UNREADABLE_URL;
  const target = absolute ? `/${url.slice(absolute[0].length).replace(/^\//, '')}` : url;
  const path = target.split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
  } catch {
    return UNREADABLE_URL;
  }
  return path.split('/').every((segment) => segment.length <= MAX_PATH_SEGMENT) ? target : UNREADABLE_URL;
}

/**
 * Large answers travel compressed as the client accepts them; register it before the routes. Request bodies
 * are never inflated, so the body limit stays what arrives. Answers are compressed as they are made, so with
 * brotli's fastest quality (the SPA's files come compressed at the best one from the build), and in the
 * request's own turn: on two cores the plugin would stream anything past 8 KB through zlib's thread pool,
 * whose streams and thread hops cost more than the compressing itself.
 */
export const compressAnswers = fp(async (app) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    syncThreshold: 512 * 1024,
  });
});

/** A Vite build's files under `root`, as the browser should get them; `reply.sendFile` serves them alike. */
export const builtFiles = fp<{ root: string }>(async (app, { root }) => {
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each file; the browser gets the one it accepts.
    preCompressed: true,
    cacheControl: false,
    // Files under assets/ are named by their content hash, so they never change; the rest (index.html
    // above all) is checked with the server on every load so a new release is seen at once.
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('Vary', 'Accept-Encoding');
    },
  });
});

/** Builds the whole server; never listens, so every route is testable with `app.inject`. */
export async function buildApp({ config, db, jwtSecret, logger = false, clock, notReady }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT },
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
    rewriteUrl: (request) => routableUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // The built SPA, where there is one: the tests serve the API alone.
  const spaDir = config.staticDir !== undefined && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : undefined;

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { scriptHashes: spaDir ? inlineScriptHashes(readFileSync(join(spaDir, 'index.html'), 'utf8')) : [] });
  if (notReady) {
    app.addHook('onRequest', async (request, reply) => {
      const reason = notReady();
      if (reason === undefined || request.url === '/healthz') return;
      reply.header('Retry-After', '5');
      throw new ApiHttpError(503, ERROR_CODES.notReady, reason);
    });
  }
  // Before compression: a 304 has nothing to compress.
  await app.register(notModifiedPlugin);
  await app.register(compressAnswers);
  await app.register(crossOriginPlugin, { extraOrigins: config.corsOrigins });
  await app.register(cookie);
  await app.register(rateLimitsPlugin, { db, redisUrl: config.redisUrl });
  await app.register(apiKeyRateLimitPlugin, config.apiKeyRateLimit);
  await app.register(swagger, openApiOptions(config.publicSiteUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  await app.register(dbPlugin, { db });
  await app.register(apiLogPlugin);
  await app.register(authPlugin, { tokens: createTokens(jwtSecret, clock) });
  await app.register(accessPlugin);
  await app.register(listingServicesPlugin);

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(invitationAuthRoutes, { prefix: '/auth' });
  await app.register(propertyRoutes, { prefix: '/property' });
  await app.register(v2Routes, { prefix: '/api/v2' });
  await app.register(trackingRoutes, { prefix: '/api/v2' });
  await app.register(healthRoutes);
  await app.register(freshnessRoutes);

  app.all(UNREADABLE_URL, { schema: { hide: true } }, () => {
    throw badInput({ url: 'Adressen kan ikke læses' }, 'Adressen kan ikke læses');
  });

  if (spaDir) await app.register(builtFiles, { root: spaDir });

  // The SPA's URLs are real paths (/listings, /account, ...): any other GET that wants HTML gets the SPA.
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && spaDir && request.method === 'GET') {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new ApiHttpError(404, ERROR_CODES.notFound, `Adressen ${request.method} ${request.url.split('?')[0]} findes ikke`);
  });

  return app;
}

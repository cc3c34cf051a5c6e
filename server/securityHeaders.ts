import fp from 'fastify-plugin';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { apiConnectSource } from './plugins/crossOrigin';

/**
 * The security headers of every answer: what a page may load, never in a frame, no sniffing. Scripts come from
 * the server, but for the inline scripts given by their hashes (index.html's, see inlineScriptHashes).
 */
const setSecurityHeaders = (connectSource: string, scriptHashes: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...scriptHashes],
        connectSrc: [connectSource],
        frameAncestors: ["'none'"],
      },
    },
    // The same as frame-ancestors 'none', for browsers that predate it.
    frameguard: { action: 'deny' },
  });

/** Answers under these are per user, or about the signed-in user: no cache, shared or the browser's, keeps them. */
const UNCACHED_PREFIXES = ['/api/', '/auth/', '/property/'];

/** connect-src values whose headers are kept; the host is the client's, so the set is bounded. */
const KEPT_SOURCES = 32;

/**
 * Sets them before anything else runs, so errors, 404s and the SPA's files carry them too. What helmet gives
 * is kept by the one thing in it that depends on the request, the CSP's connect-src (building the CSP anew
 * on every request was a noticeable cost on the listing index). The host it comes from is Fastify's, which
 * believes X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).
 */
export const securityHeadersPlugin = fp<{ scriptHashes?: readonly string[] }>(
  (app, { scriptHashes = [] }, done) => {
    const kept = new Map<string, [name: string, value: string][]>();
    app.addHook('onRequest', (request, reply, done) => {
      const source = apiConnectSource(request.host);
      let headers = kept.get(source);
      if (!headers) {
        if (kept.size >= KEPT_SOURCES) kept.clear();
        kept.set(source, (headers = securityHeaders(source, scriptHashes)));
      }
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // In one place, so no route can forget it; a route that sets its own Cache-Control keeps it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control') && UNCACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        reply.header('Cache-Control', 'no-store');
      }
      done(null, payload);
    });
    done();
  },
  { name: 'security-headers' },
);

/** The headers, as name and value, for a CSP connect-src (outside a request 'self') and the inline scripts allowed. */
export function securityHeaders(connectSource = "'self'", scriptHashes: readonly string[] = []): [name: string, value: string][] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  setSecurityHeaders(connectSource, scriptHashes)(request, response, (error) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** As raw header lines, for an answer Node's HTTP parser gives before there is a request. */
export function securityHeaderLines(): string {
  return securityHeaders()
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

/** The CSP sources ('sha256-…') of the inline scripts of a page the server sends: the SPA's index.html. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

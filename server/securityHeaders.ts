import fp from 'fastify-plugin';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { apiConnectSource } from './plugins/crossOrigin';

/** The security headers of every answer (issue 9): what a page may load, never in a frame, no sniffing. */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: [apiConnectSource],
      frameAncestors: ["'none'"],
    },
  },
  // The same as frame-ancestors 'none', for browsers that predate it.
  frameguard: { action: 'deny' },
});

/** connect-src values whose headers are kept; the Host header is the client's, so the set is bounded. */
const KEPT_SOURCES = 32;

/**
 * Sets them before anything else runs, so errors, 404s and the SPA's files carry them too. helmet is set up
 * once here (@fastify/helmet set it up again on every request), and what it gives is kept by the one thing in
 * it that depends on the request, the CSP's connect-src (building the CSP anew was about 1 % of the server's CPU
 * on the listing index).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const kept = new Map<string, [name: string, value: string][]>();
    app.addHook('onRequest', (request, reply, done) => {
      const source = apiConnectSource(request.raw);
      let headers = kept.get(source);
      if (!headers) {
        if (kept.size >= KEPT_SOURCES) kept.clear();
        kept.set(source, (headers = securityHeaders(request.raw)));
      }
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);

/** The headers for a request, as name and value; outside a request (no host) connect-src is 'self'. */
export function securityHeaders(request = new IncomingMessage(new Socket())): [name: string, value: string][] {
  const response = new ServerResponse(request);
  setSecurityHeaders(request, response, (error) => {
    if (error) throw error;
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** As raw header lines, for an answer Node's HTTP parser gives before there is a request. */
export function securityHeaderLines(): string {
  return securityHeaders()
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

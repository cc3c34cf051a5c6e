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

/**
 * Sets them before anything else runs, so errors, 404s and the SPA's files carry them too. helmet is set up
 * once here (@fastify/helmet set it up again on every request).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);

/** The same headers as name and value, set outside a request (no host: connect-src is 'self'). */
export function securityHeaders(): [name: string, value: string][] {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  setSecurityHeaders(response.req, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** As raw header lines, for an answer Node's HTTP parser gives before there is a request. */
export function securityHeaderLines(): string {
  return securityHeaders()
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

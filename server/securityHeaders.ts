import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { apiConnectSource } from './plugins/crossOrigin';

/** The security headers of every answer (issue 9): what a page may load, never in a frame, no sniffing. */
// Not typed as HelmetOptions: @fastify/helmet sees helmet's CommonJS types, this module its ES ones.
export const SECURITY_HEADERS = {
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
  frameguard: { action: 'deny' as const },
};

/**
 * The same headers as raw header lines, for an answer Node's HTTP parser gives before there is a request
 * (no host: connect-src is 'self').
 */
export function securityHeaderLines(): string {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(SECURITY_HEADERS)(response.req, response, () => undefined);
  return Object.entries(response.getHeaders())
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join('');
}

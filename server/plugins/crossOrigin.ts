import fp from 'fastify-plugin';
import { ACCOUNT_ID_HEADER, ACT_AS_ROLES_HEADER } from '../../schemas/access';
import { siteHost } from '../../schemas/siteHost';

/**
 * SPEC 7: away from localhost the member area (member.example.dk, admin.example.dk) calls the API on the
 * public site's host (example.dk), and the public site (www.example.dk) posts tracking events there. So
 * the API answers cross-origin calls from the HTTPS sites of its own site host, and from the origins in
 * CORS_ORIGINS; anyone else gets no CORS headers and the browser keeps the answer from them. Calls carry
 * a bearer token, never cookies, so credentials are not allowed.
 */
export const crossOriginPlugin = fp<{ extraOrigins: readonly string[] }>(
  (app, { extraOrigins }, done) => {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !mayCall(origin, request.hostname, extraOrigins)) return;
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        reply.header('Access-Control-Max-Age', '600');
        return reply.status(204).send();
      }
    });
    done();
  },
  { name: 'cross-origin' },
);

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'X-Request-Id', ACCOUNT_ID_HEADER, ACT_AS_ROLES_HEADER].join(', ');
const EXPOSED_HEADERS = ['ETag', 'Content-Disposition', 'X-Request-Id'].join(', ');

function mayCall(origin: string, ownHostname: string, extraOrigins: readonly string[]): boolean {
  if (extraOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && siteHost(url.hostname) === siteHost(ownHostname);
}

/**
 * The CSP's connect-src for the SPA's pages: the page's own origin, and the public site's host that the
 * SPA calls away from localhost (src/providers/apiBase.ts). `host` is the request's (Fastify's request.host:
 * X-Forwarded-Host only from a trusted proxy); a host that is not a plain DNS name gets 'self' alone.
 */
export function apiConnectSource(host: string): string {
  const hostname = host.trim().replace(/:\d+$/, '').toLowerCase();
  const site = siteHost(hostname);
  return DNS_NAME.test(site) && site !== hostname ? `'self' https://${site}` : "'self'";
}

const DNS_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

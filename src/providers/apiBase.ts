import { siteHost } from 'schemas/siteHost';

/** The part of `window.location` the API base depends on. */
export interface PageLocation {
  hostname: string;
  protocol: string;
  port: string;
}

/** Where the three services live (SPEC 7). */
export interface ApiBase {
  api: string;
  auth: string;
  property: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Vite's dev server proxies /api, /auth and /property to :8000, so it counts as same origin. */
const VITE_DEV_PORT = '5173';

/**
 * SPEC 7 says localhost:8000 locally, but the SPA is served by the API server itself (and by
 * test servers on other ports), so locally the page's own origin is the API's origin.
 * Elsewhere the member site runs on a sub-domain of the public site, which hosts the API.
 */
export function resolveApiBase(location: PageLocation): ApiBase {
  const local = LOCAL_HOSTS.has(location.hostname) || location.port === VITE_DEV_PORT;
  const origin = local ? `${location.protocol}//${location.hostname}${location.port ? `:${location.port}` : ''}` : `https://${siteHost(location.hostname)}`;
  return { api: `${origin}/api/v2`, auth: `${origin}/auth`, property: `${origin}/property` };
}

export function currentApiBase(): ApiBase {
  return resolveApiBase(window.location);
}

import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Secret for signing tokens; without one a random secret is kept in DATA_DIR. */
  jwtSecret?: string;
  /** The public site, for links to listings and the navigation (SPEC 2). */
  publicSiteUrl: string;
  /** Login attempts per IP and username per window. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Tracking events per IP per minute. */
  trackingRateLimitMax: number;
  /** Where the built SPA is; absent: the server serves only the APIs. */
  staticDir?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicSiteUrl: env.PUBLIC_SITE_URL ?? 'https://www.ejendomsportal.dk',
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    trackingRateLimitMax: Number(env.TRACKING_RATE_LIMIT_MAX ?? 600),
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
  };
}

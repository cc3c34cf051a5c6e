/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error reporting (src/monitoring/sentry.ts): the Sentry DSN, given at build time; none switches it off. */
  readonly VITE_SENTRY_DSN?: string;
  /** The environment name Sentry reports, e.g. 'production'. */
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  /** Tracking (src/tracking): where events are posted; default the API's /tracking (SPEC 7 does not show it). */
  readonly VITE_TRACKING_ENDPOINT?: string;
}

import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/react';
import { hasConsent, onConsentChange, type ConsentCategory } from '../consent/state';

/** SPEC 8: errors the user caused and was told about, not faults: never reported. */
export const IGNORED_ERRORS = ['not_verified', 'unknown_user_or_password'] as const;
/** SPEC 9: traces are sampled at 10%. */
export const TRACES_SAMPLE_RATE = 0.1;
/** Error reporting waits for consent to statistics cookies, like tracking. */
export const ERROR_REPORTING_CONSENT: ConsentCategory = 'statistic';

/** An error whose code (our HttpError's body, AuthError's code) or message is one of the ignored. */
export function isIgnoredError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && IGNORED_ERRORS.some((c) => error.includes(c));
  const record = error as { code?: unknown; message?: unknown; body?: unknown };
  const codes = [record.code, typeof record.body === 'object' && record.body !== null ? (record.body as { code?: unknown }).code : undefined];
  if (codes.some((c) => typeof c === 'string' && (IGNORED_ERRORS as readonly string[]).includes(c))) return true;
  return typeof record.message === 'string' && IGNORED_ERRORS.some((c) => record.message === c);
}

type SentryModule = typeof import('@sentry/react');

export function sentryOptions(Sentry: Pick<SentryModule, 'browserTracingIntegration'>, dsn: string, environment?: string): BrowserOptions {
  return {
    dsn,
    ...(environment ? { environment } : {}),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    ignoreErrors: [...IGNORED_ERRORS],
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event: ErrorEvent, hint: EventHint) => (isIgnoredError(hint.originalException) ? null : event),
  };
}

export interface ErrorReportingOptions {
  /** The DSN; VITE_SENTRY_DSN at build time by default. Without one nothing is loaded. */
  dsn?: string;
  environment?: string;
  hasConsent?: (category: ConsentCategory) => boolean;
  onConsentChange?: typeof onConsentChange;
  /** Loads @sentry/react (in its own chunk, only when reporting starts). */
  load?: () => Promise<Pick<SentryModule, 'init' | 'close' | 'browserTracingIntegration'>>;
}

/**
 * Error reporting with @sentry/react (SPEC 8 and 9), only when a DSN is configured, and only once
 * the visitor consents to statistics cookies; withdrawing that consent stops it again.
 * Answers a function that stops listening.
 */
export function startErrorReporting({
  dsn = import.meta.env.VITE_SENTRY_DSN,
  environment = import.meta.env.VITE_SENTRY_ENVIRONMENT,
  hasConsent: consented = hasConsent,
  onConsentChange: subscribe = onConsentChange,
  load = () => import('./sentryClient'),
}: ErrorReportingOptions = {}): () => void {
  if (!dsn) return () => undefined;
  let running: Promise<Pick<SentryModule, 'close'>> | null = null;
  const begin = () => {
    running ??= load().then((Sentry) => {
      Sentry.init(sentryOptions(Sentry, dsn, environment));
      return Sentry;
    });
  };
  if (consented(ERROR_REPORTING_CONSENT)) begin();
  return subscribe((accepted) => {
    if (accepted.includes(ERROR_REPORTING_CONSENT)) {
      begin();
    } else if (running) {
      const stopping = running;
      running = null;
      void stopping.then((Sentry) => Sentry.close());
    }
  });
}

import { describe, expect, it, vi } from 'vitest';
import type { ConsentCategory } from 'src/consent/state';
import { IGNORED_ERRORS, isIgnoredError, sentryOptions, startErrorReporting, TRACES_SAMPLE_RATE } from 'src/monitoring/sentry';
import { AuthError } from 'src/providers/authProvider';
import { toHttpError } from 'src/providers/httpClient';

function fakeSentry() {
  return {
    init: vi.fn(),
    close: vi.fn(() => Promise.resolve(true)),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing', setup: () => undefined, afterAllSetup: () => undefined })),
  };
}

/** A consent store the test controls. */
function consentStore(initial: ConsentCategory[]) {
  let accepted = initial;
  const listeners = new Set<(a: readonly ConsentCategory[]) => void>();
  return {
    hasConsent: (c: ConsentCategory) => c === 'necessary' || accepted.includes(c),
    onConsentChange: (l: (a: readonly ConsentCategory[]) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next: ConsentCategory[]) {
      accepted = next;
      for (const l of listeners) l(next);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error reporting (SPEC 8 and 9)', () => {
  it('samples traces at 10% and ignores not_verified and unknown_user_or_password', () => {
    const Sentry = fakeSentry();
    const options = sentryOptions(Sentry, 'https://key@sentry.example/1');
    expect(options).toMatchObject({ dsn: 'https://key@sentry.example/1', tracesSampleRate: 0.1 });
    expect(TRACES_SAMPLE_RATE).toBe(0.1);
    expect(options.ignoreErrors).toEqual(['not_verified', 'unknown_user_or_password']);
    const event = { event_id: '1', type: undefined };
    expect(options.beforeSend?.(event, { originalException: new AuthError('Forkert e-mail eller adgangskode', 401, 'unknown_user_or_password') })).toBeNull();
    expect(
      options.beforeSend?.(event, { originalException: toHttpError({ status: 403, body: { code: 'not_verified', message: 'Bekræft din e-mail' } }) }),
    ).toBeNull();
    expect(options.beforeSend?.(event, { originalException: new Error('boom') })).toBe(event);
  });

  it('knows the ignored errors by code or message', () => {
    for (const code of IGNORED_ERRORS) expect(isIgnoredError({ code })).toBe(true);
    expect(isIgnoredError(new Error('unknown_user_or_password'))).toBe(true);
    expect(isIgnoredError(new Error('TypeError: x is undefined'))).toBe(false);
    expect(isIgnoredError(null)).toBe(false);
  });

  it('loads nothing without a DSN', () => {
    const load = vi.fn(() => Promise.resolve(fakeSentry()));
    startErrorReporting({ dsn: '', hasConsent: () => true, load });
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for consent to statistics cookies, starts when it is given, and stops when it is withdrawn', async () => {
    const Sentry = fakeSentry();
    const load = vi.fn(() => Promise.resolve(Sentry));
    const consent = consentStore(['necessary']);
    startErrorReporting({ dsn: 'https://key@sentry.example/1', hasConsent: consent.hasConsent, onConsentChange: consent.onConsentChange, load });
    await flush();
    expect(load).not.toHaveBeenCalled();

    consent.set(['necessary', 'functional']);
    await flush();
    expect(Sentry.init).not.toHaveBeenCalled();

    consent.set(['necessary', 'statistic']);
    await flush();
    expect(Sentry.init).toHaveBeenCalledTimes(1);
    expect(Sentry.init.mock.calls[0]![0]).toMatchObject({ tracesSampleRate: 0.1 });

    consent.set(['necessary']);
    await flush();
    expect(Sentry.close).toHaveBeenCalledTimes(1);
  });

  it('starts at once when consent was given before', async () => {
    const Sentry = fakeSentry();
    const consent = consentStore(['necessary', 'statistic']);
    startErrorReporting({
      dsn: 'https://key@sentry.example/1',
      hasConsent: consent.hasConsent,
      onConsentChange: consent.onConsentChange,
      load: () => Promise.resolve(Sentry),
    });
    await flush();
    expect(Sentry.init).toHaveBeenCalledTimes(1);
  });
});

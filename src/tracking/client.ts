import type { EventContext, TrackingEvent, TrackingEventInput } from 'schemas/tracking';
import { readCookie, writeCookie } from '../lib/cookies';
import { acquisitionSource } from './acquisition';
import { nextSession, parseSession, serialiseSession, SESSION_INACTIVITY_MS, type Session } from './session';

export const SESSION_COOKIE = 'session_id';
const SESSION_COOKIE_MINUTES = 30;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface TrackerOptions {
  /** Where events are posted (SPEC 7 does not show it); same-origin /api/v2/tracking by default. */
  endpoint: string;
  /** Tracking waits for the 'statistic' consent category. */
  hasConsent: () => boolean;
  /** Who is logged in (the token's subject), or '' for nobody. */
  userToken: () => string;
  /**
   * The address the visitor opened the page with, whose ad click id or utm_* parameters tell where they came from:
   * the SPA moves on from it (a logged-out visitor to the login page) before the first event is sent.
   */
  landingUrl: string;
  now?: () => number;
  newId?: () => string;
  sendBeacon?: (url: string, body: Blob) => boolean;
  fetch?: typeof fetch;
}

export interface Tracker {
  /** Sends the event with the session context; answers it, or null when consent is missing and nothing was sent. */
  track(event: TrackingEventInput): TrackingEvent | null;
}

/** JSON to base64 through UTF-8, so Danish letters survive (btoa alone takes Latin-1 only). */
export function encodeEvent(event: TrackingEvent): string {
  const bytes = new TextEncoder().encode(JSON.stringify(event));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? (() => Date.now());
  const newId = options.newId ?? (() => crypto.randomUUID());

  function session(): Session {
    const current = nextSession(parseSession(readCookie(SESSION_COOKIE)), now(), () => ({
      id: newId(),
      acquisition: acquisitionSource(options.landingUrl, document.referrer),
    }));
    writeCookie(SESSION_COOKIE, serialiseSession(current), { minutes: SESSION_COOKIE_MINUTES });
    return current;
  }

  function send(event: TrackingEvent) {
    const body = JSON.stringify({ rawData: encodeEvent(event) });
    const beacon = options.sendBeacon ?? ('sendBeacon' in navigator ? navigator.sendBeacon.bind(navigator) : undefined);
    // A beacon survives the page being closed; where it is missing or refused, fetch with keepalive.
    // text/plain needs no CORS preflight, so the events reach the API on the public site's host (SPEC 7);
    // the endpoint reads it as JSON.
    if (beacon?.(options.endpoint, new Blob([body], { type: 'text/plain' }))) return;
    void (options.fetch ?? fetch)(options.endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain' },
      keepalive: true,
    }).catch(() => undefined);
  }

  return {
    track(input) {
      if (!options.hasConsent()) return null;
      const { id, acquisition } = session();
      const context: EventContext = { SessionID: id, SessionAcquisition: acquisition, UserToken: options.userToken() };
      const event = { ...input, ...context, occurredAt: new Date(now()).toISOString() } as TrackingEvent;
      (window.dataLayer ??= []).push(event);
      send(event);
      return event;
    },
  };
}

/** The id of the session in the cookie while it is still running (active within 30 minutes); null otherwise. */
export function runningSessionId(now: number = Date.now()): string | null {
  const session = parseSession(readCookie(SESSION_COOKIE));
  return session && now - session.lastActivity < SESSION_INACTIVITY_MS ? session.id : null;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSession, SESSION_INACTIVITY_MS } from 'src/tracking/session';
import { acquisitionSource } from 'src/tracking/acquisition';
import { createTracker, SESSION_COOKIE } from 'src/tracking/client';
import { clearCookie, readCookie } from 'src/lib/cookies';
import { LISTING_ACTIONS, TrackingEventSchema } from 'schemas/tracking';

const MIN = 60_000;

describe('the session rule', () => {
  const fresh = () => ({ id: 'new-session', acquisition: 'direct' });
  const previous = { id: 'old-session', acquisition: 'referral', lastActivity: 0 };

  it('keeps the session after 29 minutes without activity, and moves its last activity', () => {
    expect(nextSession(previous, 29 * MIN, fresh)).toEqual({ ...previous, lastActivity: 29 * MIN });
  });

  it('starts a new session after 31 minutes without activity', () => {
    expect(nextSession(previous, 31 * MIN, fresh)).toEqual({ id: 'new-session', acquisition: 'direct', lastActivity: 31 * MIN });
  });

  it('starts a new one at exactly 30 minutes, and when there is none', () => {
    expect(nextSession(previous, SESSION_INACTIVITY_MS, fresh).id).toBe('new-session');
    expect(nextSession(null, 5, fresh).id).toBe('new-session');
  });
});

describe('the acquisition source', () => {
  const page = 'https://member.ejendomsportal.dk/listings';
  it.each([
    [`${page}?gclid=abc`, 'https://www.google.com/', 'Google Ads'],
    [`${page}?fbclid=abc&utm_source=nyhedsbrev`, '', 'FB Ads'],
    [`${page}?msclkid=abc`, '', 'Bing Ads'],
    [`${page}?utm_source=nyhedsbrev&utm_medium=email`, 'https://www.google.com/', 'nyhedsbrev / email'],
    [`${page}?utm_source=partner`, '', 'partner'],
    [page, '', 'direct'],
    [page, 'https://www.ejendomsportal.dk/soeg', 'Internal'],
    [page, 'https://member.ejendomsportal.dk/account', 'Internal'],
    [page, 'https://www.google.dk/', 'organic search'],
    [page, 'https://duckduckgo.com/', 'organic search'],
    [page, 'https://www.bing.com/search?q=kontor', 'organic search'],
    [page, 'https://www.boligsiden.dk/artikel', 'referral'],
    [page, 'ikke en adresse', 'direct'],
  ])('%s from %s is %s', (url, referrer, expected) => {
    expect(acquisitionSource(url, referrer)).toBe(expected);
  });
});

describe('the tracker', () => {
  let now = Date.parse('2026-11-22T10:00:00Z');
  beforeEach(() => {
    clearCookie(SESSION_COOKIE);
    window.dataLayer = [];
  });
  afterEach(() => vi.restoreAllMocks());

  const decode = (body: string) => {
    const { rawData } = JSON.parse(body) as { rawData: string };
    const bytes = Uint8Array.from(atob(rawData), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  };

  function tracker(overrides: Partial<Parameters<typeof createTracker>[0]> = {}) {
    return createTracker({
      endpoint: '/api/v2/tracking',
      hasConsent: () => true,
      userToken: () => 'user-sub-1',
      now: () => now,
      newId: () => 'session-0001',
      ...overrides,
    });
  }

  it('posts {rawData: base64 of the event} by beacon, with the session context, and pushes to the data layer', async () => {
    const beacons: { url: string; body: Blob }[] = [];
    tracker({ sendBeacon: (url, body) => (beacons.push({ url, body }), true) }).track({
      event: 'listing',
      action: LISTING_ACTIONS.pageVisit,
      target_listing_id: 42,
      click_target: 'Kontor på Østerbro',
    });
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/v2/tracking');
    const event = decode(await beacons[0]!.body.text());
    expect(event).toMatchObject({
      event: 'listing',
      action: 6,
      target_listing_id: 42,
      click_target: 'Kontor på Østerbro',
      SessionID: 'session-0001',
      SessionAcquisition: 'direct',
      UserToken: 'user-sub-1',
    });
    expect(TrackingEventSchema.safeParse(event).success).toBe(true);
    expect(window.dataLayer).toEqual([event]);
    expect(readCookie(SESSION_COOKIE)).toContain('session-0001');
  });

  it('falls back to fetch when the beacon is refused', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    tracker({ sendBeacon: () => false, fetch: fetchMock }).track({ event: 'user', action: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/tracking');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(decode(init.body as string)).toMatchObject({ event: 'user', action: 4 });
  });

  it('keeps one session id across events within 30 minutes, and sends nothing without consent', () => {
    const ids: string[] = [];
    let n = 0;
    const t = tracker({ newId: () => `session-${++n}`, sendBeacon: () => true });
    t.track({ event: 'user', action: 4 });
    now += 10 * MIN;
    t.track({ event: 'user', action: 5 });
    for (const e of window.dataLayer as { SessionID: string }[]) ids.push(e.SessionID);
    expect(ids).toEqual(['session-1', 'session-1']);
    const beacon = vi.fn(() => true);
    tracker({ hasConsent: () => false, sendBeacon: beacon }).track({ event: 'user', action: 4 });
    expect(beacon).not.toHaveBeenCalled();
    expect(window.dataLayer).toHaveLength(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSession, SESSION_INACTIVITY_MS } from 'src/tracking/session';
import { acquisitionSource } from 'src/tracking/acquisition';
import { createTracker, SESSION_COOKIE } from 'src/tracking/client';
import { clearCookie, readCookie, writeCookie } from 'src/lib/cookies';
import { LISTING_ACTIONS, TrackingEventSchema, USER_ACTIONS } from 'schemas/tracking';
import { createElement, Fragment } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { trackMemberSiteVisit, trackUserAction, withCreateTracking, withLoginTracking, withTracking } from 'src/tracking/member';
import { clearToken, writeToken } from 'src/providers/authCookie';
import { makeToken } from './helpers/tokens';
import { markFirstContentShown, resetFirstContent } from 'src/lib/afterFirstContent';

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
      landingUrl: window.location.href,
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
    // A CORS-safelisted type: the beacon reaches the API on another host without a preflight.
    expect(beacons[0]!.body.type).toBe('text/plain');
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

  it('takes the acquisition source from the address the visitor landed on, which the login page no longer shows', () => {
    const landed = 'https://member.ejendomsportal.dk/listings/rental/147?utm_source=nyhedsbrev&utm_medium=email';
    window.history.replaceState(null, '', '/login');
    const event = tracker({ landingUrl: landed, sendBeacon: () => true }).track({ event: 'user', action: USER_ACTIONS.login });
    expect(event).toMatchObject({ SessionAcquisition: 'nyhedsbrev / email' });
    window.history.replaceState(null, '', '/');
  });

  it('falls back to fetch when the beacon is refused', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
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

describe('the member area wiring (user actions, with consent)', () => {
  const decodeBody = (body: unknown) => {
    const { rawData } = body as { rawData: string };
    const bytes = Uint8Array.from(atob(rawData), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  };
  const giveConsent = (categories: string[]) => writeCookie('cc_cookie', JSON.stringify({ categories, revision: 1 }), { days: 1 });
  let posted: Record<string, unknown>[];

  beforeEach(() => {
    clearCookie(SESSION_COOKIE);
    clearCookie('cc_cookie');
    localStorage.clear();
    window.dataLayer = [];
    posted = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        if (url.endsWith('/api/v2/tracking') && typeof init.body === 'string') posted.push(decodeBody(JSON.parse(init.body)));
        return Promise.resolve(new Response(null, { status: 202 }));
      }),
    );
    writeToken(makeToken({ sub: 'auth-sub-42', user: 2, email: 'maegler.admin@demo.test' }));
  });
  afterEach(() => {
    clearToken();
    clearCookie('cc_cookie');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends nothing without consent to statistics cookies, and the signed-in user as UserToken with it', () => {
    giveConsent(['necessary', 'marketing']);
    expect(trackUserAction(USER_ACTIONS.login)).toBeNull();
    expect(posted).toEqual([]);
    expect(readCookie(SESSION_COOKIE)).toBeNull();
    giveConsent(['necessary', 'statistic']);
    trackUserAction(USER_ACTIONS.login);
    expect(posted).toEqual([expect.objectContaining({ event: 'user', action: USER_ACTIONS.login, UserToken: 'auth-sub-42' })]);
    expect(TrackingEventSchema.safeParse(posted[0]).success).toBe(true);
  });

  it('sends "visit member site" once per session, and again in a new session after 30 minutes', () => {
    giveConsent(['statistic']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    trackMemberSiteVisit();
    vi.setSystemTime(new Date('2026-11-22T10:29:00Z'));
    trackMemberSiteVisit();
    expect(posted.map((e) => e.action)).toEqual([USER_ACTIONS.visitMemberSite]);
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    trackMemberSiteVisit();
    expect(posted.map((e) => e.action)).toEqual([USER_ACTIONS.visitMemberSite, USER_ACTIONS.visitMemberSite]);
    expect(posted[0]!.SessionID).not.toBe(posted[1]!.SessionID);
  });

  it('tracks the favourites and search agent lists as they are opened, once the page has shown its content', async () => {
    giveConsent(['statistic']);
    resetFirstContent();
    const Tracked = withTracking(({ children }) => createElement(Fragment, null, children));
    render(
      createElement(
        MemoryRouter,
        { initialEntries: ['/favorites'] },
        createElement(Tracked, null, createElement(Link, { to: '/searchagents' }, 'Søgeagenter')),
      ),
    );
    // The visit waits for the page's content: nothing is sent before it, so the page's own calls go first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
    markFirstContentShown();
    await waitFor(() => expect(posted.map((e) => e.action)).toEqual([USER_ACTIONS.visitMemberSite, USER_ACTIONS.favoritesList]));
    fireEvent.click(screen.getByRole('link', { name: 'Søgeagenter' }));
    await waitFor(() => expect(posted.map((e) => e.action)).toEqual([USER_ACTIONS.visitMemberSite, USER_ACTIONS.favoritesList, USER_ACTIONS.searchAgentList]));
  });

  it('tracks a login and a created listing through the providers, and nothing when they fail', async () => {
    giveConsent(['statistic']);
    const auth = withLoginTracking({
      login: vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Forkert adgangskode')),
      logout: () => Promise.resolve(),
      checkAuth: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
    });
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.login({ username: 'a', password: 'c' })).rejects.toThrow('Forkert adgangskode');
    const data = withCreateTracking({
      create: vi.fn((_resource: string, params: { data: Record<string, unknown> }) => Promise.resolve({ data: { id: 1, ...params.data } })),
    } as unknown as DataProvider);
    await data.create('listings', { data: { listingType: 2, title: 'Investering' } });
    await data.create('favorites', { data: { listingId: 5 } });
    expect(posted.map((e) => [e.action, e.listing_type])).toEqual([
      [USER_ACTIONS.login, undefined],
      [USER_ACTIONS.createAdvertisement, 2],
    ]);
  });
});

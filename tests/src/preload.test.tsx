import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { preload } from 'src/preload';
import { activeAccountKey } from 'src/access/activeAccount';
import { forgetClientConfig } from 'src/access/clientConfig';
import { clearToken, readToken, writeToken } from 'src/providers/authCookie';
import { replayFirstCalls } from 'src/providers/firstCalls';
import { authProvider } from 'src/providers/authProvider';
import { store } from 'src/providers/store';
import { json, type Call } from './helpers/fetch';
import { LISTING_PAGE_ROUTES, LISTING_RECORD, LISTING_SUMMARY } from './helpers/listingSummary';
import { makeToken } from './helpers/tokens';
import { association, BROKER, headerOf, PREMIUM, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  window.memberAreaFirstCalls?.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const SUMMARY = { ...LISTING_SUMMARY, coverImageUrl: null };

/** The broker admin, signed in, who chose the Broker account on an earlier visit (or has a second account). */
function broker({ chosen = true, alsoPremium = false } = {}) {
  const server = signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: alsoPremium ? [association(BROKER, [1, 2]), association(PREMIUM, [1])] : [association(BROKER, [1, 2])],
    accounts: alsoPremium ? [BROKER, PREMIUM] : [BROKER],
    routes: {
      'GET /api/v2/listings': () => json({ listings: [SUMMARY], total: 1 }),
      'GET /api/v2/site-announcements': () => json({ siteAnnouncements: [] }),
    },
  });
  if (chosen) localStorage.setItem(activeAccountKey(2), JSON.stringify({ accountId: 1 }));
  return server;
}

const gets = (calls: Call[]) => calls.filter((c) => c.method === 'GET').map((c) => `${new URL(c.url).pathname}${new URL(c.url).search}`);

async function openIndex(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
}

describe('opening the listing index afresh', () => {
  it('asks for its first page, the accounts, the user, the configuration and the announcements before the app runs, and once', async () => {
    const { calls } = broker();
    void preload({ pathname: '/listings', search: '' });
    const early = gets(calls);
    expect(early).toEqual(
      expect.arrayContaining([
        '/property/accounts/associations',
        '/api/v2/users/me',
        '/api/v2/config',
        '/api/v2/site-announcements?zone=Member',
        '/api/v2/listings?page=1&perPage=25&sort=updatedAt&order=DESC&accountId=1',
      ]),
    );
    await openIndex('/listings');
    // The app's own calls got the answers asked for early: nothing was asked twice.
    const all = gets(calls);
    expect(all.filter((url) => early.includes(url))).toEqual(early);
  });

  it("from '/', where a login goes on to, asks for the index's first page too, which '/' then shows without asking again", async () => {
    const { calls } = broker();
    void preload({ pathname: '/', search: '' });
    const early = gets(calls);
    expect(early).toContain('/api/v2/listings?page=1&perPage=25&sort=updatedAt&order=DESC&accountId=1');
    await openIndex('/');
    const all = gets(calls);
    expect(all.filter((url) => early.includes(url))).toEqual(early);
  });

  it('asks for the page the index will show: the sort and filters kept for the account', async () => {
    const { calls } = broker();
    store.setItem('listings.1', { sort: 'title', order: 'ASC', page: 1, perPage: 25, filter: { accountId: 1, status: 2 } });
    void preload({ pathname: '/listings', search: '' });
    const kept = '/api/v2/listings?page=1&perPage=25&sort=title&order=ASC&accountId=1&status=2';
    expect(gets(calls)).toContain(kept);
    await openIndex('/listings');
    expect(gets(calls).filter((url) => url.startsWith('/api/v2/listings?'))).toEqual([kept]);
  });

  it('follows the address over what was kept', async () => {
    const { calls } = broker();
    store.setItem('listings.1', { sort: 'title', order: 'ASC', page: 1, perPage: 25, filter: { accountId: 1 } });
    const search = `?filter=${encodeURIComponent(JSON.stringify({ accountId: 1, listingType: 3 }))}&order=ASC&page=1&perPage=25&sort=price`;
    void preload({ pathname: '/listings', search });
    const linked = '/api/v2/listings?page=1&perPage=25&sort=price&order=ASC&accountId=1&listingType=3';
    expect(gets(calls)).toContain(linked);
    await openIndex(`/listings${search}`);
    expect(gets(calls).filter((url) => url.startsWith('/api/v2/listings?'))).toEqual([linked]);
  });

  it('on a first visit, asks for it all at once when the token names the one account the user has', async () => {
    const { calls } = broker({ chosen: false });
    void preload({ pathname: '/listings', search: '' });
    const early = gets(calls);
    expect(early).toEqual(
      expect.arrayContaining([
        '/property/accounts/associations',
        '/api/v2/users/me',
        '/api/v2/config',
        '/api/v2/site-announcements?zone=Member',
        '/api/v2/listings?page=1&perPage=25&sort=updatedAt&order=DESC&accountId=1',
      ]),
    );
    expect(calls.every((c) => c.url.includes('/property/') || headerOf(c, 'X-Account-Id') === '1')).toBe(true);
    await openIndex('/listings');
    expect(gets(calls).filter((url) => early.includes(url))).toEqual(early);
  });

  it('on a first visit with a token from before the user joined their account, asks for the rest as soon as the accounts show it', async () => {
    const { calls } = broker({ chosen: false });
    writeToken(makeToken({ user: 2, email: 'maegler.admin@demo.test', permissions: 'user', accounts: [] }));
    void preload({ pathname: '/listings', search: '' });
    expect(gets(calls)).toEqual(['/property/accounts/associations']);
    await vi.waitFor(() => expect(gets(calls)).toContain('/api/v2/listings?page=1&perPage=25&sort=updatedAt&order=DESC&accountId=1'));
    const early = gets(calls);
    expect(early).toEqual(expect.arrayContaining(['/api/v2/users/me', '/api/v2/config', '/api/v2/site-announcements?zone=Member']));
    expect(calls.every((c) => c.url.includes('/property/') || headerOf(c, 'X-Account-Id') === '1')).toBe(true);
    await openIndex('/listings');
    expect(gets(calls).filter((url) => early.includes(url))).toEqual(early);
  });

  it('asks for no data that carries the account while the user has more than one to choose from', async () => {
    const { calls } = broker({ chosen: false, alsoPremium: true });
    void preload({ pathname: '/listings', search: '' });
    await authProvider.getPermissions();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gets(calls)).toEqual(['/property/accounts/associations']);
  });

  it('asks for nothing when no one is signed in', () => {
    const { calls } = broker();
    clearToken();
    void preload({ pathname: '/listings', search: '' });
    expect(calls).toEqual([]);
  });
});

describe('opening an address afresh again', () => {
  /** The first visit's calls made, then a new page of the same browser: nothing asked yet, nothing kept. */
  function secondVisit(calls: Call[]) {
    calls.length = 0;
    window.memberAreaFirstCalls?.clear();
    authProvider.forgetAccounts();
  }

  /** As index.html's script does as the document starts. */
  function documentStarts(path: string) {
    replayFirstCalls(2, path, readToken() ?? '');
  }

  it("makes the first visit's calls as the document starts, and the app asks for none of them again", async () => {
    const { calls } = broker();
    void preload({ pathname: '/listings', search: '' });
    const first = gets(calls);
    secondVisit(calls);
    documentStarts('/listings');
    expect(gets(calls)).toEqual(first);
    // With the session of this visit.
    expect(calls.every((c) => headerOf(c, 'Authorization') === `Bearer ${readToken() ?? ''}`)).toBe(true);
    void preload({ pathname: '/listings', search: '' });
    await openIndex('/listings');
    expect(gets(calls).filter((url) => first.includes(url))).toEqual(first);
  });

  it('asks the app for the page it shows now when the kept sort has changed since', async () => {
    const { calls } = broker();
    void preload({ pathname: '/listings', search: '' });
    secondVisit(calls);
    store.setItem('listings.1', { sort: 'title', order: 'ASC', page: 1, perPage: 25, filter: { accountId: 1 } });
    documentStarts('/listings');
    void preload({ pathname: '/listings', search: '' });
    await openIndex('/listings');
    expect(gets(calls).filter((url) => url.startsWith('/api/v2/listings?'))).toEqual([
      '/api/v2/listings?page=1&perPage=25&sort=updatedAt&order=DESC&accountId=1',
      '/api/v2/listings?page=1&perPage=25&sort=title&order=ASC&accountId=1',
    ]);
  });

  it('forgets them at logout: the addresses and filters the user opened are not kept for the next person', async () => {
    const { calls } = broker();
    void preload({ pathname: '/listings', search: '' });
    const token = readToken() ?? '';
    await authProvider.logout({});
    secondVisit(calls);
    replayFirstCalls(2, '/listings', token);
    expect(calls).toEqual([]);
  });

  it("makes no calls for an address not opened before, another user's, or from what it cannot read", () => {
    const { calls } = broker();
    void preload({ pathname: '/listings', search: '' });
    secondVisit(calls);
    documentStarts('/account');
    replayFirstCalls(3, '/listings', readToken() ?? '');
    localStorage.setItem('memberArea.firstCalls.2', JSON.stringify({ '/listings': [{ url: 5 }, 'x'] }));
    documentStarts('/listings');
    localStorage.setItem('memberArea.firstCalls.2', '{not json');
    documentStarts('/listings');
    expect(calls).toEqual([]);
  });
});

describe("opening a listing's page afresh", () => {
  it('asks for the listing before the app runs, and the page shows it without asking again', async () => {
    const { calls } = signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: {
        ...LISTING_PAGE_ROUTES,
        'GET /api/v2/listings/5': () => json({ listing: LISTING_RECORD }),
        'GET /api/v2/site-announcements': () => json({ siteAnnouncements: [] }),
      },
    });
    localStorage.setItem(activeAccountKey(2), JSON.stringify({ accountId: 1 }));
    void preload({ pathname: '/listings/rental/5', search: '' });
    expect(gets(calls)).toContain('/api/v2/listings/5');
    render(
      <MemoryRouter initialEntries={['/listings/rental/5']}>
        <App />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: LISTING_RECORD.title }, { timeout: 10_000 });
    expect(gets(calls).filter((url) => url === '/api/v2/listings/5')).toHaveLength(1);
  });
});

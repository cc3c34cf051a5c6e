import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { apiToken, bearer } from './session';
import { notDanishIn } from '../../tests/fixtures/notDanish';

/** The WCAG levels every screen must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A response with a status of 400 or more that a screen is meant to get, and why. */
export interface ExpectedResponse {
  status: number;
  /** The request's pathname. */
  path: string | RegExp;
  why: string;
}

const pathMatches = (pattern: string | RegExp, pathname: string) => (typeof pattern === 'string' ? pattern === pathname : pattern.test(pathname));

/**
 * Everything that goes wrong in a page while a screen is open: console errors (a missing Danish text is
 * one, see i18n/index.ts), uncaught errors, requests that fail, and responses of 400 or more that the
 * screen does not expect.
 */
export class PageProblems {
  private problems: string[] = [];
  private expected: readonly ExpectedResponse[] = [];
  /** The requests made since start(). */
  private requests = new Set<Request>();

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs every response of 400 or more once more as a console error; those are judged below.
      const failedLoad = message.text().startsWith('Failed to load resource: the server responded with a status of');
      if (failedLoad && this.isExpected(Number(/status of (\d+)/.exec(message.text())?.[1]), message.location().url)) return;
      this.problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught error: ${error.message}`));
    page.on('request', (request) => this.requests.add(request));
    page.on('requestfailed', (request) => {
      // Leaving a page cuts off what it was still loading (say, a chunk fetched ahead of need), before or
      // even after start() until the next document commits: the browser's own abort, not this screen's
      // failure. A server that fails answers with a status (judged below) or breaks the connection.
      if (!this.requests.has(request) || request.failure()?.errorText === 'net::ERR_ABORTED') return;
      this.problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !this.isExpected(response.status(), response.url())) {
        this.problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
  }

  /** Starts a new screen: forgets what was seen, and expects these responses only. */
  start(expected: readonly ExpectedResponse[] = []) {
    this.problems = [];
    this.expected = expected;
    this.requests = new Set();
  }

  /** What went wrong since start(). */
  seen(): readonly string[] {
    return this.problems;
  }

  private isExpected(status: number, url: string): boolean {
    if (!url) return false;
    const { pathname } = new URL(url);
    return this.expected.some((e) => e.status === status && pathMatches(e.path, pathname));
  }
}

/**
 * Every WCAG 2.2 A/AA violation axe finds in the page, one line each with the elements it names. The page is
 * checked settled and from its top: a menu fading in has colours between its own and the page's, and after a
 * scroll a control half under the sticky app bar reads as an obscured target, wherever the test left it.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
  // Legacy mode runs axe in the page alone; the default also opens a blank page per scan to merge the results of
  // frames from other origins, which these screens do not have.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`).join(' | ')}`,
  );
}

/**
 * What a Danish screen must not show (tests/fixtures/notDanish.ts: English words, jargon, raw field names),
 * in its visible text and the window's title, and in the names screen readers read out (aria-label,
 * title, placeholder, alt). Code shown as code (a debug block) is not UI text. Also what the browser would
 * say or write in its own language: a date field it fills in (mm/dd/yyyy in an English browser), and a
 * field it checks itself when the form is sent ('Value must be greater than or equal to 0.').
 */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const { texts, browserOwned } = await page.evaluate(() => {
    const code = [...document.querySelectorAll<HTMLElement>('pre, code')].map((el) => el.innerText);
    const text = code.reduce((rest, block) => rest.replace(block, ' '), document.body.innerText);
    const named = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')];
    const names = named.flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''));
    const nameOf = (el: Element) => el.getAttribute('name') ?? el.id;
    const dates = [...document.querySelectorAll('input[type=date], input[type=datetime-local], input[type=month], input[type=time], input[type=week]')];
    const checked = [
      ...document.querySelectorAll(
        'form:not([novalidate]) :is(input, select, textarea):is([required], [min], [max], [pattern], [minlength], [type=number], [type=email], [type=url])',
      ),
    ];
    return {
      texts: [document.title, text, ...names],
      browserOwned: [...dates.map((el) => `the browser's date format: ${nameOf(el)}`), ...checked.map((el) => `the browser's own validation: ${nameOf(el)}`)],
    };
  });
  return [...new Set([...texts.flatMap((text) => notDanishIn(text)), ...browserOwned])];
}

/** The requests under way in a page that settle() watches, and when one last started or ended. */
const traffic = new WeakMap<Page, { open: Set<Request>; changed: number }>();

function watchTraffic(page: Page) {
  const watched = { open: new Set<Request>(), changed: Date.now() };
  const ended = (request: Request) => {
    watched.open.delete(request);
    watched.changed = Date.now();
  };
  page.on('request', (request) => {
    watched.open.add(request);
    watched.changed = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  traffic.set(page, watched);
}

/** How long no request may start or end before a watched page counts as settled. */
const QUIET_MS = 150;

/**
 * Waits until the screen has settled: no requests under way and no progress indicator left. The first time for
 * a page it waits for the browser's network idle (half a second without requests), since what started before
 * is not known; from then on it counts the page's requests itself and needs a shorter quiet spell.
 */
export async function settle(page: Page) {
  const watched = traffic.get(page);
  if (watched) {
    await expect
      .poll(() => watched.open.size === 0 && Date.now() - watched.changed >= QUIET_MS, { message: 'requests still under way', intervals: [50] })
      .toBe(true);
  } else {
    watchTraffic(page);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The demo data's ids the journeys open screens with; looked up through the API, as a client would. */
export interface DemoIds {
  /** An active listing of each listing type in the Broker account (Nordhavn Erhvervsmægler ApS). */
  broker: Record<'rental' | 'investment' | 'sales' | 'officespace', number>;
  /** An active off-market rental listing of the Broker account. */
  brokerOffMarket: number;
  /** A user of the Broker account (Mette Nordahl, maegler.admin@). */
  brokerUser: number;
  /** One of maegler.bruger@'s search agents. */
  searchAgent: number;
  /** An enquiry in the Broker account's inbox (one is posted to its first active rental when it has none). */
  enquiry: number;
}

const FAMILY_TYPES = { rental: 1, investment: 2, sales: 3, officespace: 4 } as const;

/** The Broker account's listings as its administrator lists them through the API; `query` filters, orders and pages. */
export async function brokerListings<T extends { id: number } = { id: number }>(request: APIRequestContext, query: string): Promise<T[]> {
  const url = `/api/v2/listings?accountId=1&${query}`;
  const response = await request.get(url, { headers: bearer(await apiToken(request, 'maegler.admin@demo.test')) });
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { listings: T[] }).listings;
}

/**
 * The `skip`+1th active listing of the type in the Broker account that has never been promoted, for a spec
 * that changes a listing or orders a promotion and must not meet an earlier promotion, ended or not.
 */
export async function neverPromoted(request: APIRequestContext, listingType: number, skip = 0): Promise<number> {
  const headers = bearer(await apiToken(request, 'maegler.admin@demo.test'));
  const listings = await brokerListings(request, `status=2&listingType=${listingType}&offMarket=false&perPage=100&sort=id&order=ASC`);
  const found: number[] = [];
  for (const { id } of listings) {
    const { promotion } = (await (await request.get(`/api/v2/listings/${id}/promotion`, { headers })).json()) as { promotion: { state: string } };
    if (promotion.state === 'none') found.push(id);
    if (found.length > skip) return id;
  }
  throw new Error('The demo data has too few never-promoted active listings of that type');
}

/** The newest enquiry of the Broker account, posted to the listing as the public site does when there is none. */
async function anEnquiry(request: APIRequestContext, listingId: number): Promise<number> {
  const headers = { ...bearer(await apiToken(request, 'maegler.admin@demo.test')), 'X-Account-Id': '1' };
  const inbox = await request.get('/api/v2/enquiries?perPage=1&sort=createdAt&order=DESC', { headers });
  expect(inbox.ok(), `the inbox: ${inbox.status()}`).toBe(true);
  const [newest] = ((await inbox.json()) as { enquiries: { id: number }[] }).enquiries;
  if (newest) return newest.id;
  const posted = await request.post('/api/v2/enquiries', {
    data: { listingId, name: 'Jens Hansen', email: 'jens@hansen-logistik.dk', message: 'Kan vi komme og se lejemålet?', kind: 'viewing', consent: true },
  });
  expect(posted.status(), `an enquiry is posted: ${await posted.text()}`).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

export async function lookUpDemoIds(request: APIRequestContext): Promise<DemoIds> {
  const token = await apiToken(request, 'maegler.admin@demo.test');
  const headers = bearer(token);
  const get = async <T>(url: string): Promise<T> => {
    const response = await request.get(url, { headers });
    expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const firstListing = async (query: string) => {
    const [listing] = await brokerListings(request, `status=2&perPage=1&sort=id&order=ASC&${query}`);
    if (!listing) throw new Error(`The demo data has no listing for ${query}`);
    return listing.id;
  };
  const broker = {
    rental: await firstListing(`listingType=${FAMILY_TYPES.rental}&offMarket=false`),
    investment: await firstListing(`listingType=${FAMILY_TYPES.investment}&offMarket=false`),
    sales: await firstListing(`listingType=${FAMILY_TYPES.sales}&offMarket=false`),
    officespace: await firstListing(`listingType=${FAMILY_TYPES.officespace}&offMarket=false`),
  };
  const brokerOffMarket = await firstListing(`listingType=${FAMILY_TYPES.rental}&offMarket=true`);
  const { users } = await get<{ users: { userId: number | null; email: string }[] }>('/api/v2/accounts/1/users');
  const brokerUser = users.find((u) => u.email === 'maegler.admin@demo.test')?.userId;
  if (!brokerUser) throw new Error('maegler.admin@ is not a user of the Broker account');
  const memberToken = await apiToken(request, 'maegler.bruger@demo.test');
  const agents = await request.get('/api/v2/searchagents?perPage=1', { headers: bearer(memberToken) });
  const { searchagents } = (await agents.json()) as { searchagents: { id: number }[] };
  const searchAgent = searchagents[0]?.id;
  if (!searchAgent) throw new Error('maegler.bruger@ has no search agent in the demo data');
  const enquiry = await anEnquiry(request, broker.rental);
  return { broker, brokerOffMarket, brokerUser, searchAgent, enquiry };
}

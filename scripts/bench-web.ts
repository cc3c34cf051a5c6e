/**
 * `npm run bench:web`: what a user waits for in the browser, in the product and in a bare react-admin app
 * (bench/bare-react-admin: react-admin, ra-data-simple-rest, one List of 25 rows and one Edit behind react-admin's
 * login page, built with the same Vite and served with the same compression and cache headers).
 *
 * The npm script builds the product; this builds the bare app, starts both servers (the product as
 * `npm start` does, on a fresh embedded database with the demo data) and drives Chromium through the screens,
 * the two apps taking turns, for --rounds rounds: each screen cold (a new browser context: empty cache; for a
 * signed-in screen a returning user's, with the cookies and local storage one earlier visit to it left) and
 * warm (a new tab in that context: the second visit), on a desktop (1280 px) and, for the listing index, the
 * edit page ('Rediger') and the show page, on a phone profile too (390 px, the CPU slowed 4 times through the
 * DevTools protocol); and login to rows: from submitting the login form to the listing index's rows laid out
 * (the bare app: its login page to its list), in a new context, cookie dialog answered. Per screen and visit it
 * prints the medians of
 *   - content visible: navigation start to the screen's content laid out (a row or card with text, the
 *     description field, a chart's line; the login form's e-mail field), taken in an animation frame's
 *     callback once the content is there, alike for both apps,
 *   - KB and requests over the network (headers included; KB = 1024 bytes), until the network has been
 *     quiet for half a second after the content, and the requests started before the content showed,
 *   - LCP and CLS (the sum of layout shifts not caused by input) from the page's PerformanceObservers;
 * and the listing index's, the edit and show pages' and the login's time beside the bare app's (its List; its
 * Edit for the edit and show pages; its login to its List) as a ratio, with the spread of the rounds' own ratios;
 * the listing index's first page of data back (cold, desktop) beside its floor: the same call started by the
 * page as its HTML arrives, before any of the app's code, in a visit of its own each round;
 * then the typing latency in the description field (41 characters; per key from keydown to the next
 * animation frame and a task after it), Lighthouse's performance scores for login and the listing index
 * (desktop and mobile; --lighthouse runs each, 0 to skip), and the issue's targets as MET / NOT MET.
 * The signed-in screens are visited as maegler.admin@demo.test who has answered the cookie dialog; login
 * as a first-time visitor, dialog included. The bare app has no login and no statistics: "—".
 *
 *   npm run bench:web [-- --rounds 3 --lighthouse 1 --screens 'listing index,login']
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { BARE_PASSWORD, startBareServer } from '../bench/bare-react-admin/server';
import { freePort, logInAs, startServer, stopServer } from './benchServer';
import { startLighthouseBrowser, type FormFactor, type LighthouseScore } from '../bench/lighthouse';
import { loginToContent, typingLatencies, visit, type Content, type Visit } from './benchWebPage';
import { DEMO_PASSWORD } from '../server/db/seed/personas';
import { LISTING_TYPE_DEFINITIONS } from '../schemas/listingTypes';
import { editable } from '../schemas/listingStatus';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, lighthouse: { type: 'string', default: '1' }, screens: { type: 'string' } },
});
const ROUNDS = Number(options.rounds);
const LIGHTHOUSE_RUNS = Number(options.lighthouse);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || !Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 0) {
  throw new Error('--rounds takes a whole number from 1, --lighthouse from 0');
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PERSONA = 'maegler.admin@demo.test';
const TYPED = 'Lyse kontorlokaler med udsigt over havnen';
const KB = 1024;
/** Where the bare app is built: beside the product's dist/, never in it. */
const bareDir = resolve('.tmp/bench-web/bare');

type ProfileName = 'desktop' | 'phone';
interface Profile {
  viewport: { width: number; height: number };
  isMobile: boolean;
  cpuSlowdown: number;
}
const PROFILES: Record<ProfileName, Profile> = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, cpuSlowdown: 1 },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, cpuSlowdown: 4 },
};

const TARGET = {
  rowsRatio: 1.0,
  /** The edit and show pages beside the bare app's Edit, and login to rows beside its login to its list. */
  pageRatio: 1.2,
  lighthouse: { desktop: 95, mobile: 80 } satisfies Record<FormFactor, number>,
  loginKb: 250,
  /** The listing index's data back at most this many times its floor. */
  dataRatio: 2,
  listingKb: 500,
  listingRequestsBefore: 12,
  typingRatio: 1.2,
};

type App = 'product' | 'bare';
interface AppPage {
  path: string;
  content: Content;
  /** The page's data call (its URL's path and query), whose answer is timed on a cold desktop visit. */
  data?: RegExp;
}
interface Screen {
  name: string;
  product: AppPage;
  bare?: AppPage;
  signedIn: boolean;
  /** The screen's content is the field typed into. */
  typing?: boolean;
  /** Measured on the phone profile as well as on the desktop. */
  phone?: boolean;
  /** The figure's target as a ratio to the bare app's. */
  ratioTarget?: number;
}

/** A table row, or on a phone a card of the list. */
const LISTING_ROW: Content = { selector: 'tbody tr, main ul > li', withText: true };
const CHART_LINE: Content = { selector: '.MuiLineElement-root' };
const SCREENS: Screen[] = [
  { name: 'login', product: { path: '/login', content: { selector: 'input[type="email"]' } }, signedIn: false },
  {
    name: 'listing index',
    product: { path: '/listings', content: LISTING_ROW, data: /^\/api\/v2\/listings\?/ },
    bare: { path: '/#/posts', content: LISTING_ROW },
    signedIn: true,
    phone: true,
    ratioTarget: TARGET.rowsRatio,
  },
  // {listing}: an editable listing of the persona's account, found when the bench starts.
  {
    name: 'edit page',
    product: { path: '/listings/{listing}/update', content: { selector: 'textarea[name="root.description"]' } },
    bare: { path: '/#/posts/1', content: { selector: 'textarea[name="body"]' } },
    signedIn: true,
    phone: true,
    ratioTarget: TARGET.pageRatio,
  },
  {
    name: 'show page',
    product: { path: '/listings/{listing}', content: { selector: 'main h1.MuiTypography-h5', withText: true } },
    bare: { path: '/#/posts/1', content: { selector: 'textarea[name="body"]' } },
    signedIn: true,
    phone: true,
    ratioTarget: TARGET.pageRatio,
  },
  {
    name: 'create form',
    product: { path: '/listings/rental/create', content: { selector: 'textarea[name="root.description"]' } },
    bare: { path: '/#/posts/1', content: { selector: 'textarea[name="body"]' } },
    signedIn: true,
    typing: true,
  },
  { name: 'account statistics', product: { path: '/account/statistics', content: CHART_LINE }, signedIn: true },
  { name: 'market statistics', product: { path: '/market-statistics', content: CHART_LINE }, signedIn: true },
];
// --screens measures only the screens named (comma-separated), for a quicker run on one of them.
const LOGIN_TO_ROWS = 'login to rows';
const ONLY = options.screens?.split(',').map((name) => name.trim());
const MEASURED = ONLY ? SCREENS.filter((s) => ONLY.includes(s.name)) : SCREENS;
const MEASURE_LOGIN = !ONLY || ONLY.includes(LOGIN_TO_ROWS);
if (MEASURED.length === 0 && !MEASURE_LOGIN) throw new Error(`--screens names none of: ${[...SCREENS.map((s) => s.name), LOGIN_TO_ROWS].join(', ')}`);
const LIGHTHOUSE_SCREENS = MEASURED.filter((s) => s.name === 'login' || s.name === 'listing index');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const verdict = (met: boolean) => (met ? 'MET    ' : 'NOT MET');

/** The cookies of a signed-in user who has answered the cookie dialog: the token and the consent, as the SPA writes them. */
function signedInCookies(base: string, token: string) {
  const now = new Date().toISOString();
  const categories = ['necessary', 'functional', 'statistic', 'marketing'];
  const consent = {
    categories,
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-00000000be0c',
    services: Object.fromEntries(categories.map((c) => [c, []])),
    languageCode: 'da',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 365 * 24 * 3600 * 1000,
  };
  return [
    { name: 'token', value: encodeURIComponent(token), url: base },
    { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(consent)), url: base },
  ];
}

interface Measured {
  cold: Visit[];
  warm: Visit[];
  keys: number[];
  /** The data call's answer on the cold desktop visits: navigation start to its last byte, ms. */
  data: DataCall[];
}

interface DataCall {
  url: string;
  backMs: number;
}

/** The first call of `page` whose path and query `matches`, as its resource timing has it. */
async function dataCall(page: Page, matches: (pathAndQuery: string) => boolean): Promise<DataCall> {
  const calls = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ url: e.name, startMs: e.startTime, backMs: (e as PerformanceResourceTiming).responseEnd })),
  );
  const call = calls
    .filter((c) => matches(pathAndQuery(c.url)))
    .sort((a, b) => a.startMs - b.startMs)
    .at(0);
  if (!call) throw new Error(`${page.url()}: no such call`);
  return { url: call.url, backMs: call.backMs };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A returning user's browser for a signed-in screen: the cookies (the session, the cookie consent) and the local
 * storage one earlier visit to `path` left. A cold visit starts from it with an empty HTTP cache.
 */
async function earlierVisit(browser: Browser, base: string, path: string, content: Content, token: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: PROFILES.desktop.viewport });
  try {
    await context.addCookies(signedInCookies(base, token));
    const page = await context.newPage();
    await page.goto(base + path);
    await page.locator(content.selector).first().waitFor();
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * One cold and one warm visit to `page` of `base` in a new context (a signed-in screen's from `earlier`); the keys
 * typed if `screen.typing`.
 */
async function measure(
  browser: Browser,
  base: string,
  screen: Screen,
  page: AppPage,
  profile: Profile,
  earlier: StorageState | undefined,
  into: Measured,
  path: string,
) {
  const context: BrowserContext = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    ...(earlier ? { storageState: earlier } : {}),
  });
  try {
    const cold = await visit(context, base + path, page.content, profile.cpuSlowdown);
    into.cold.push(cold.visit);
    const data = page.data;
    if (data && profile === PROFILES.desktop) into.data.push(await dataCall(cold.page, (call) => data.test(call)));
    await cold.page.close();
    const warm = await visit(context, base + path, page.content, profile.cpuSlowdown);
    into.warm.push(warm.visit);
    if (screen.typing) into.keys.push(...(await typingLatencies(warm.page, page.content.selector, TYPED)));
  } finally {
    await context.close();
  }
}

/**
 * The floor of a data call: `url` asked for by the page `path` itself as its document starts (an init script, as
 * a script in its HTML would), before any of the app's code has loaded, with the headers the app sends (the
 * session and the active account); navigation start to its answer's last byte, ms. Cold, on the desktop.
 */
async function measureFloor(browser: Browser, base: string, path: string, url: string, token: string): Promise<number> {
  const context = await browser.newContext({ viewport: PROFILES.desktop.viewport });
  try {
    await context.addCookies(signedInCookies(base, token));
    const page = await context.newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    const headers = { Accept: 'application/json', 'Accept-Language': 'da', ...apiHeaders(token) };
    await page.addInitScript(`fetch(${JSON.stringify(url)}, { headers: ${JSON.stringify(headers)} }).then((res) => res.text());`);
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    return (await dataCall(page, (call) => call === pathAndQuery(url))).backMs;
  } finally {
    await context.close();
  }
}

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** The first account the token names (the persona's only one). */
const accountOf = (token: string): number | undefined =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { accounts?: number[] }).accounts?.[0];

/** The session and the active account (the token's first), as the app sends them with every signed-in call. */
const apiHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Account-Id': String(accountOf(token) ?? '') });

const LOGIN_FORMS: Record<App, { path: string; userSelector: string; passwordSelector: string; user: string; password: string }> = {
  product: { path: '/login', userSelector: 'input[type="email"]', passwordSelector: 'input[type="password"]', user: PERSONA, password: DEMO_PASSWORD },
  bare: { path: '/#/login', userSelector: 'input[name="username"]', passwordSelector: 'input[name="password"]', user: 'bench', password: BARE_PASSWORD },
};

/** Login to rows in a new context with the cookie dialog answered and no session: submit to the list's rows laid out. */
async function measureLogin(browser: Browser, base: string, app: App, profile: Profile): Promise<number> {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile, hasTouch: profile.isMobile });
  try {
    await context.addCookies(signedInCookies(base, '').filter((c) => c.name !== 'token'));
    const form = LOGIN_FORMS[app];
    return await loginToContent(context, base + form.path, form, LISTING_ROW, profile.cpuSlowdown);
  } finally {
    await context.close();
  }
}

async function lighthouseScores(bases: Record<App, string>, token: string): Promise<Map<string, LighthouseScore>> {
  const scores = new Map<string, LighthouseScore>();
  if (LIGHTHOUSE_RUNS <= 0) return scores;
  const lighthouse = await startLighthouseBrowser(CHROMIUM, await freePort());
  try {
    // Login first, while the browser has no token: with one, /login goes on to the listing index.
    for (const screen of LIGHTHOUSE_SCREENS) {
      if (screen.signedIn) await lighthouse.context.addCookies(signedInCookies(bases.product, token));
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const runs: Partial<Record<App, LighthouseScore[]>> = {};
        // The apps take turns, as in the rounds above, so that a change in the machine's speed falls on both.
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          for (const app of run % 2 ? (['bare', 'product'] as const) : (['product', 'bare'] as const)) {
            const page = screen[app];
            if (page) (runs[app] ??= []).push(await lighthouse.run(bases[app] + page.path, formFactor));
          }
        }
        for (const [app, done] of Object.entries(runs)) {
          const middle = (pick: (s: LighthouseScore) => number) => median(done.map(pick));
          const score = { score: middle((s) => s.score), lcpMs: middle((s) => s.lcpMs), tbtMs: middle((s) => s.tbtMs), cls: middle((s) => s.cls) };
          scores.set(`${screen.name} ${app} ${formFactor}`, score);
          console.log(`lighthouse ${formFactor} ${screen.name} (${app}): ${score.score.toFixed(0)}`);
        }
      }
    }
  } finally {
    await lighthouse.close();
  }
  return scores;
}

/** The profiles a screen is measured on. */
const profilesOf = (screen: Screen): ProfileName[] => (screen.phone ? ['desktop', 'phone'] : ['desktop']);

/** A ratio of medians with the spread of the rounds' own ratios (the apps take turns within a round). */
function ratioLine(label: string, product: number[], bare: number[], target: number) {
  const ratio = median(product) / median(bare);
  const perRound = product.map((t, i) => t / (bare[i] ?? NaN)).sort((x, y) => x - y);
  const spread = `rounds ${(perRound[0] ?? NaN).toFixed(2)}–${(perRound.at(-1) ?? NaN).toFixed(2)}`;
  return `${verdict(ratio <= target)}  ${label}: ${median(product).toFixed(0)} ms, ${ratio.toFixed(2)} × the bare app's ${median(bare).toFixed(0)} ms (${spread}) (target ≤ ${target})`;
}

function report(results: Map<string, Measured>, scores: Map<string, LighthouseScore>, logins: Map<string, number[]>, floors: number[]) {
  const of = (screen: Screen, profile: ProfileName, app: App) => results.get(`${screen.name} ${profile} ${app}`);
  const cell = (screen: Screen, profile: ProfileName, pick: (m: Measured) => number[], format: (n: number) => string) =>
    (['product', 'bare'] as const)
      .map((app) => {
        const m = of(screen, profile, app);
        return m ? format(median(pick(m))) : '—';
      })
      .join(' / ');
  const ms = (n: number) => n.toFixed(0);
  const kb = (n: number) => (n / KB).toFixed(0);

  console.log(`\nMedians of ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}; each cell: product / bare react-admin.\n`);
  console.log(
    '| screen | profile | visit | content visible (ms) | KB | requests | requests before content | LCP (ms) | CLS |\n| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const screen of MEASURED) {
    for (const profile of profilesOf(screen)) {
      for (const kind of ['cold', 'warm'] as const) {
        const column = (pick: (v: Visit) => number, format: (n: number) => string) => cell(screen, profile, (m) => m[kind].map(pick), format);
        console.log(
          `| ${screen.name} | ${profile} | ${kind} | ${column((v) => v.contentMs, ms)} | ${column((v) => v.bytes, kb)} | ${column((v) => v.requests, ms)} | ${column(
            (v) => v.requestsBefore,
            ms,
          )} | ${column((v) => v.lcpMs, ms)} | ${column(
            (v) => v.cls,
            (n) => n.toFixed(3),
          )} |`,
        );
      }
    }
  }
  const typingScreen = MEASURED.find((s) => s.typing);
  const typing = (app: App) => median((typingScreen && of(typingScreen, 'desktop', app)?.keys) ?? []);
  if (typingScreen) {
    console.log(
      `\nTyping ${TYPED.length} characters into the description field, median keydown to next frame: product ${typing('product').toFixed(1)} ms, bare ${typing('bare').toFixed(1)} ms.`,
    );
  }

  if (scores.size > 0) {
    console.log('\n| Lighthouse | form factor | score | LCP (ms) | TBT (ms) | CLS |\n| --- | --- | ---: | ---: | ---: | ---: |');
    for (const screen of LIGHTHOUSE_SCREENS) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const both = (pick: (s: LighthouseScore) => number, format: (n: number) => string) =>
          (['product', 'bare'] as const)
            .map((app) => {
              const s = scores.get(`${screen.name} ${app} ${formFactor}`);
              return s ? format(pick(s)) : '—';
            })
            .join(' / ');
        console.log(
          `| ${screen.name} | ${formFactor} | ${both((s) => s.score, ms)} | ${both((s) => s.lcpMs, ms)} | ${both((s) => s.tbtMs, ms)} | ${both(
            (s) => s.cls,
            (n) => n.toFixed(3),
          )} |`,
        );
      }
    }
  }

  if (logins.size > 0) {
    console.log(
      `\nLogin to rows (submit to the list's rows laid out), medians (ms): ${(['desktop', 'phone'] as const)
        .map((profile) => `${profile} ${(['product', 'bare'] as const).map((app) => median(logins.get(`${profile} ${app}`) ?? []).toFixed(0)).join(' / ')}`)
        .join(', ')}`,
    );
  }

  console.log('');
  for (const screen of MEASURED) {
    if (screen.ratioTarget === undefined) continue;
    const what = screen.name === 'listing index' ? 'listing index rows visible' : `${screen.name} ready`;
    for (const profile of profilesOf(screen)) {
      for (const kind of ['cold', 'warm'] as const) {
        const [p = [], b = []] = (['product', 'bare'] as const).map((app) => of(screen, profile, app)?.[kind].map((v) => v.contentMs) ?? []);
        console.log(ratioLine(`${what}, ${profile}, ${kind}`, p, b, screen.ratioTarget));
      }
    }
  }
  for (const profile of ['desktop', 'phone'] as const) {
    const [p, b] = (['product', 'bare'] as const).map((app) => logins.get(`${profile} ${app}`));
    if (p && b) console.log(ratioLine(`login to rows visible, ${profile}`, p, b, TARGET.pageRatio));
  }
  const rows = MEASURED.find((s) => s.name === 'listing index');
  if (rows) {
    const listing = of(rows, 'desktop', 'product');
    const bytes = median(listing?.cold.map((v) => v.bytes) ?? []) / KB;
    const before = median(listing?.cold.map((v) => v.requestsBefore) ?? []);
    console.log(`${verdict(bytes <= TARGET.listingKb)}  listing index, cold: ${bytes.toFixed(0)} KB on the wire (target ≤ ${TARGET.listingKb})`);
    console.log(
      `${verdict(before <= TARGET.listingRequestsBefore)}  listing index, cold: ${before} requests before the rows are visible (target ≤ ${TARGET.listingRequestsBefore})`,
    );
    const back = median(listing?.data.map((call) => call.backMs) ?? []);
    const floor = median(floors);
    console.log(
      `${verdict(back <= TARGET.dataRatio * floor)}  listing index, cold: its first page back at ${back.toFixed(0)} ms, ${(back / floor).toFixed(2)} × its floor's ${floor.toFixed(0)} ms (the same call from the HTML) (target ≤ ${TARGET.dataRatio})`,
    );
  }
  const login = MEASURED.find((s) => s.name === 'login');
  if (login) {
    const bytes = median(of(login, 'desktop', 'product')?.cold.map((v) => v.bytes) ?? []) / KB;
    console.log(`${verdict(bytes <= TARGET.loginKb)}  login, cold: ${bytes.toFixed(0)} KB on the wire (target ≤ ${TARGET.loginKb})`);
  }
  for (const screen of LIGHTHOUSE_SCREENS) {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      const s = scores.get(`${screen.name} product ${formFactor}`);
      const b = scores.get(`${screen.name} bare ${formFactor}`);
      if (!s) continue;
      const beside = b ? `; the bare app ${b.score.toFixed(0)}` : '';
      const met = s.score >= TARGET.lighthouse[formFactor] && (!b || s.score >= b.score);
      console.log(
        `${verdict(met)}  Lighthouse ${formFactor}, ${screen.name}: ${s.score.toFixed(0)}${beside} (target ≥ ${TARGET.lighthouse[formFactor]}${b ? ' and ≥ the bare app' : ''})`,
      );
    }
  }
  if (typingScreen) {
    const typingRatio = typing('product') / typing('bare');
    console.log(
      `${verdict(typingRatio <= TARGET.typingRatio)}  typing in the description field: ${typingRatio.toFixed(2)} × the bare app's (target ≤ ${TARGET.typingRatio})`,
    );
  }
  for (const screen of MEASURED) {
    const largest = Math.max(
      ...profilesOf(screen).flatMap((profile) => (['cold', 'warm'] as const).flatMap((kind) => of(screen, profile, 'product')?.[kind].map((v) => v.cls) ?? [])),
    );
    console.log(`${verdict(largest === 0)}  ${screen.name}: largest CLS in ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} ${largest.toFixed(3)} (target 0)`);
  }
}

/** `/listings/{type}/{id}` of a listing the persona's account can edit (the first of the index's first page). */
async function editableListingPath(base: string, token: string): Promise<string> {
  const accountId = accountOf(token);
  const res = await fetch(`${base}/api/v2/listings?page=1&perPage=25&accountId=${accountId ?? ''}`, {
    headers: apiHeaders(token),
  });
  if (!res.ok) throw new Error(`the persona's listings: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { listings?: { id: number; listingType: number; status: number }[] };
  const listing = body.listings?.find((l) => editable(l.status));
  const type = LISTING_TYPE_DEFINITIONS.find((t) => t.id === listing?.listingType);
  if (!listing || !type) throw new Error('the persona has no listing to edit');
  return `/listings/${type.key}/${listing.id}`;
}

async function main() {
  await build({ configFile: resolve('bench/bare-react-admin/vite.config.mts'), build: { outDir: bareDir } });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const productPort = await freePort();
  const product = await startServer(productPort, { DATABASE_URL: '', DATA_DIR: dataDir, STATIC_DIR: resolve('dist') }, (base) =>
    fetch(`${base}/login`).then((res) => res.status === 200),
  );
  const barePort = await freePort();
  const bareServer = await startBareServer(bareDir, barePort);
  const bases: Record<App, string> = { product: `http://127.0.0.1:${productPort}`, bare: `http://127.0.0.1:${barePort}` };
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const token = await logInAs(bases.product, PERSONA);
    const listingPath = await editableListingPath(bases.product, token);
    const results = new Map<string, Measured>();
    const logins = new Map<string, number[]>();
    const floors: number[] = [];
    const earlierVisits = new Map<string, StorageState>();
    for (let round = 1; round <= ROUNDS; round++) {
      // The apps take turns, and which goes first alternates.
      const apps: App[] = round % 2 ? ['product', 'bare'] : ['bare', 'product'];
      for (const screen of MEASURED) {
        for (const profile of profilesOf(screen)) {
          for (const app of apps) {
            const page = screen[app];
            if (!page) continue;
            const key = `${screen.name} ${profile} ${app}`;
            const into = results.get(key) ?? { cold: [], warm: [], keys: [], data: [] };
            results.set(key, into);
            const path = page.path.replace('/listings/{listing}', listingPath);
            const visited = `${screen.name} ${app}`;
            const earlier = screen.signedIn ? (earlierVisits.get(visited) ?? (await earlierVisit(browser, bases[app], path, page.content, token))) : undefined;
            if (earlier) earlierVisits.set(visited, earlier);
            await measure(browser, bases[app], screen, page, PROFILES[profile], earlier, into, path);
          }
        }
      }
      const firstPageCall = results.get('listing index desktop product')?.data[0]?.url;
      if (firstPageCall) floors.push(await measureFloor(browser, bases.product, '/listings', firstPageCall, token));
      if (MEASURE_LOGIN) {
        for (const profile of ['desktop', 'phone'] as const) {
          for (const app of apps) {
            const key = `${profile} ${app}`;
            logins.set(key, [...(logins.get(key) ?? []), await measureLogin(browser, bases[app], app, PROFILES[profile])]);
          }
        }
      }
      console.log(`round ${round} of ${ROUNDS} done`);
    }
    report(results, await lighthouseScores(bases, token), logins, floors);
  } finally {
    await browser.close();
    await bareServer.close();
    await stopServer(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * One visit to a page in Chromium, measured as npm run bench:web reports it: from navigation start to the
 * screen's content laid out, the bytes and requests that went over the network (all of them, and those
 * started before the content showed), LCP and CLS; and the latency of typing into a field.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** What shows that a screen is there: the first element matching `selector` (a CSS selector list) that is laid out (and has text). */
export interface Content {
  selector: string;
  withText?: boolean;
}

export interface Visit {
  /** Navigation start to the content laid out, ms. */
  contentMs: number;
  /** Bytes received over the network (headers and bodies, as sent), up to a quiet network after the content. */
  bytes: number;
  /** Requests answered over the network, not from the cache. */
  requests: number;
  /** Of those, the ones started before the content was laid out (the page itself included). */
  requestsBefore: number;
  lcpMs: number;
  cls: number;
}

interface Probe {
  contentAt: number;
  /** When a form was last submitted (a login), ms. */
  submittedAt: number;
  lcp: number;
  cls: number;
  keyLatencies: number[];
}

declare global {
  interface Window {
    benchProbe?: Probe;
  }
}

/** Runs in the page before its own scripts: watches for the content, LCP, layout shifts and key presses. */
function installProbe(content: Content): void {
  const probe: Probe = { contentAt: -1, submittedAt: -1, lcp: 0, cls: 0, keyLatencies: [] };
  window.benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // LayoutShift is not in TypeScript's DOM library.
      const shift = entry as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
      if (!shift.hadRecentInput) probe.cls += shift.value ?? 0;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && (!content.withText || element.textContent.trim().length > 0);
  };
  // A requestAnimationFrame callback runs before its frame is painted, after the tasks before it: the time is
  // taken once the content is there and laid out (measuring it lays it out), not the frame's start, which an
  // app that builds its content in one long task would have begun before that task ended.
  const look = () => {
    if (Array.from(document.querySelectorAll(content.selector)).some(shown)) probe.contentAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  document.addEventListener('submit', () => (probe.submittedAt = performance.now()), { capture: true });
  // From the key press to the frame after the page has handled it: the next animation frame, then a task.
  document.addEventListener(
    'keydown',
    (event) => {
      requestAnimationFrame(() => setTimeout(() => probe.keyLatencies.push(performance.now() - event.timeStamp)));
    },
    { capture: true },
  );
}

/** Counts what arrives over the network for one page, from CDP's Network events. */
async function watchNetwork(cdp: CDPSession) {
  const state = { bytes: 0, requests: 0, inFlight: new Set<string>(), lastActivity: performance.now() };
  const fromCache = new Set<string>();
  const touch = () => (state.lastActivity = performance.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:')) state.inFlight.add(e.requestId);
    touch();
  });
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) fromCache.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (state.inFlight.delete(e.requestId) && !fromCache.has(e.requestId)) {
      state.bytes += e.encodedDataLength;
      state.requests += 1;
    }
    touch();
  });
  cdp.on('Network.loadingFailed', (e) => {
    state.inFlight.delete(e.requestId);
    touch();
  });
  await cdp.send('Network.enable');
  return state;
}

const QUIET_MS = 500;
const LIMIT_MS = 30_000;

/**
 * Opens `url` in a new page of `context` and measures it, its CPU slowed `cpuSlowdown` times (a phone); the page
 * stays open for the caller.
 */
export async function visit(context: BrowserContext, url: string, content: Content, cpuSlowdown = 1): Promise<{ page: Page; visit: Visit }> {
  const page = await context.newPage();
  // tsx keeps function names with a helper, __name, that a function sent into the page does not take along.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await page.addInitScript(installProbe, content);
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const network = await watchNetwork(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(() => (window.benchProbe?.contentAt ?? -1) >= 0, undefined, { timeout: LIMIT_MS })
    .catch(() => {
      throw new Error(`${url}: nothing matching ${content.selector} shown within ${LIMIT_MS / 1000} s; the page is at ${page.url()}`);
    });
  // Quiet after the content, not merely quiet: a page that builds its content long after its last answer would
  // be read at once, before the content's own paint (its LCP) and what it asks for next (its covers).
  network.lastActivity = Math.max(network.lastActivity, performance.now());
  const deadline = performance.now() + LIMIT_MS;
  while (network.inFlight.size > 0 || performance.now() - network.lastActivity < QUIET_MS) {
    if (performance.now() > deadline) throw new Error(`${url}: the network did not go quiet`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const probe = await page.evaluate(() => window.benchProbe);
  if (!probe) throw new Error(`${url}: the probe is gone`);
  // The page's own resource timings (same origin, so their sizes are known): a transfer size of 0 came from the cache.
  const requestsBefore = await page.evaluate(
    (before) =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].filter(
        (e) => e.startTime < before && (e as PerformanceResourceTiming).transferSize > 0,
      ).length,
    probe.contentAt,
  );
  return {
    page,
    visit: { contentMs: probe.contentAt, bytes: network.bytes, requests: network.requests, requestsBefore, lcpMs: probe.lcp, cls: probe.cls },
  };
}

/** A person's typing: a key every KEY_MS. */
const KEY_MS = 40;

/** Types `text` into the field `selector` of a page that `visit` opened, key by key; the latency of each key, ms. */
export async function typingLatencies(page: Page, selector: string, text: string): Promise<number[]> {
  await page.locator(selector).click();
  await page.evaluate(() => window.benchProbe?.keyLatencies.splice(0));
  await page.keyboard.type(text, { delay: KEY_MS });
  await page.waitForTimeout(200);
  return page.evaluate(() => window.benchProbe?.keyLatencies ?? []);
}

/** A login form: where to type the user and the password. */
export interface LoginForm {
  user: string;
  password: string;
  userSelector: string;
  passwordSelector: string;
}

/**
 * Opens the login page `url` in a new page of `context`, types the user and password key by key as a person
 * does (an app may use the time, as a real login gives it) and submits (Enter);
 * answers the time from the submit to `content` laid out (the page the login leads to), ms.
 */
export async function loginToContent(context: BrowserContext, url: string, form: LoginForm, content: Content, cpuSlowdown = 1): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.addInitScript(installProbe, content);
    if (cpuSlowdown !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.locator(form.userSelector).pressSequentially(form.user, { delay: KEY_MS });
    await page.locator(form.passwordSelector).pressSequentially(form.password, { delay: KEY_MS });
    await page.locator(form.passwordSelector).press('Enter');
    await page
      .waitForFunction(() => (window.benchProbe?.contentAt ?? -1) >= 0 && (window.benchProbe?.submittedAt ?? -1) >= 0, undefined, { timeout: LIMIT_MS })
      .catch(() => {
        throw new Error(`${url}: nothing matching ${content.selector} shown within ${LIMIT_MS / 1000} s of the login; the page is at ${page.url()}`);
      });
    const probe = await page.evaluate(() => window.benchProbe);
    if (!probe) throw new Error(`${url}: the probe is gone`);
    return probe.contentAt - probe.submittedAt;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's performance category for a page, desktop or mobile, in a Chromium that Playwright starts with
 * a debugging port for Lighthouse: Lighthouse empties the cache before each run but keeps the cookies, so a
 * page behind a login is measured with the cookies Playwright has put in that browser.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import type lighthouse from 'lighthouse';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LighthouseScore {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type FormFactor = 'desktop' | 'mobile';

const RETRIES = 2;

/** Lighthouse's report, as its JSON output gives it. */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's command line in a Node of its own: run inside the bench, whose TypeScript loader keeps function
 * names with a helper (__name), the functions Lighthouse sends into the page would fail there for want of it.
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

function lighthouseCli(url: string, port: number, formFactor: FormFactor): Promise<Report> {
  const args = [LIGHTHOUSE_CLI, url, `--port=${String(port)}`, '--output=json', '--quiet', '--only-categories=performance'];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(new Error(`Lighthouse on ${url}: ${error.message}`));
      else resolve(JSON.parse(stdout) as Report);
    });
  });
}

export interface LighthouseBrowser {
  context: BrowserContext;
  run(url: string, formFactor: FormFactor): Promise<LighthouseScore>;
  close(): Promise<void>;
}

export async function startLighthouseBrowser(executablePath: string, port: number): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: [`--remote-debugging-port=${port}`] });
  return {
    context,
    async run(url, formFactor) {
      // Lighthouse's default configuration is the mobile one: a mid-range phone on a slow 4G network.
      // Now and then the trace of a load misses its start (NO_NAVSTART): a failed recording, not a result. It
      // comes in the report, or as the command line's failure.
      const once = () => lighthouseCli(url, port, formFactor).catch((error: unknown) => error as Error);
      let lhr = await once();
      for (let retry = 1; (lhr instanceof Error || lhr.runtimeError) && retry <= RETRIES; retry++) {
        console.log(
          `Lighthouse on ${url}: ${lhr instanceof Error ? lhr.message.split('\n')[0] : lhr.runtimeError?.code}, run again (${String(retry)} of ${String(RETRIES)})`,
        );
        lhr = await once();
      }
      if (lhr instanceof Error) throw lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      // A page behind a login that sends Lighthouse to the login page would be scored as that page.
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        score: (lhr.categories.performance?.score ?? NaN) * 100,
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

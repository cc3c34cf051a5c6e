import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_PORTS } from './e2e/ports';

// Chromium's headless shell, Playwright's own choice for headless runs, where Debian's package is installed: it
// leaves out the full browser's windowing and compositing, which a suite of headless pages on two cores pays for.
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** The specs the first half runs, about as long together as the rest; a new spec joins the second half. */
const FIRST_HALF = ['journeys', 'danish', 'listings', 'promotion', 'login', 'load-errors', 'freshness'].map((name) => `**/${name}.spec.ts`);

/** End-to-end journeys in Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/output/results',
  fullyParallel: false,
  // Two halves side by side, each with a server and database of its own: most of a test's time is spent
  // waiting on the browser and the server, so two at once shorten the suite on two cores.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'da-DK',
    // Recording a trace of every test to keep the failing ones' costs the suite a sixth of its time; to see a
    // failure step by step, run it again with `--trace on`. The failure's screenshot is kept either way.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // One worker per half: its specs run one after another on its database, as the whole suite once did.
    { name: 'first-half', testMatch: FIRST_HALF, workers: 1, use: { baseURL: `http://localhost:${E2E_PORTS[0]}` } },
    { name: 'second-half', testIgnore: FIRST_HALF, workers: 1, use: { baseURL: `http://localhost:${E2E_PORTS[1]}` } },
  ],
  webServer: E2E_PORTS.map((port) => ({
    command: 'node --import tsx e2e/server.ts',
    url: `http://localhost:${port}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Invitation and freshness mails link to the member area: here, the test server itself.
    env: {
      PORT: String(port),
      E2E_PORT: String(port),
      E2E_DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      MEMBER_SITE_URL: `http://localhost:${port}`,
    },
    stdout: 'pipe' as const,
  })),
});

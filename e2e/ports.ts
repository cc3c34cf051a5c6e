/**
 * The test servers' ports. The suite runs in two halves side by side, each against a server and database of its
 * own (playwright.config.ts); beside each, on its port + JOBS_OFFSET, the server runs a background job or sets the
 * app's clock when a test asks (e2e/server.ts, started with E2E_PORT).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_PORTS = [E2E_PORT, E2E_PORT + 1] as const;
export const JOBS_OFFSET = 1000;
export const JOBS_PORT = E2E_PORT + JOBS_OFFSET;

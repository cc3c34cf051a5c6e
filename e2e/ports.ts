/** The test server's port, and the port on which it runs a background job or sets the app's clock when a test asks (e2e/server.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const JOBS_PORT = E2E_PORT + 1000;

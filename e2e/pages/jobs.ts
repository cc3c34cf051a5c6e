import { expect, type APIRequestContext } from '@playwright/test';
import type { JobName } from '../../server/jobs';
import { JOBS_PORT } from '../ports';

/** Runs one of the server's background jobs now and waits until it has ended (e2e/server.ts). */
export async function runJob(request: APIRequestContext, name: JobName) {
  const res = await request.post(`http://127.0.0.1:${JOBS_PORT}/${name}`);
  expect(res.status(), `${name}: ${await res.text()}`).toBe(204);
}

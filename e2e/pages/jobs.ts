import { expect, test, type APIRequestContext } from '@playwright/test';
import type { JobName } from '../../server/jobs';
import { JOBS_OFFSET } from '../ports';

/** Where the running test's own server takes job and clock requests (each half of the suite has a server). */
export function jobsUrl(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the project has no baseURL');
  return `http://127.0.0.1:${Number(new URL(baseURL).port) + JOBS_OFFSET}`;
}

/** Runs one of the server's background jobs now and waits until it has ended (e2e/server.ts). */
export async function runJob(request: APIRequestContext, name: JobName) {
  const res = await request.post(`${jobsUrl()}/${name}`);
  expect(res.status(), `${name}: ${await res.text()}`).toBe(204);
}

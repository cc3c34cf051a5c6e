import type { APIRequestContext } from '@playwright/test';
import { copenhagenDay, dayToMs } from '../../schemas/dates';
import { jobsUrl } from './jobs';

const clockUrl = () => `${jobsUrl()}/clock`;

/** 11:00 UTC: midday in Copenhagen in summer and in winter, twelve hours from either midnight. */
const MIDDAY_UTC_MS = 11 * 60 * 60 * 1000;

/**
 * Pins the day of a spec that reads 'today', the same for the spec and the server however long the run and
 * whenever it starts: the server's clock (e2e/server.ts) is set to midday of the current Copenhagen day and runs
 * on from there. The pages take 'today' from the server's answers, not from the browser's clock. Answers the day.
 */
export async function pinDay(request: APIRequestContext): Promise<string> {
  const today = copenhagenDay();
  const res = await request.put(`${clockUrl()}?at=${dayToMs(today) + MIDDAY_UTC_MS}`);
  if (res.status() !== 204) throw new Error(`The test server's clock was not set: ${res.status()}`);
  return today;
}

/** Returns the server to the real clock. */
export async function releaseDay(request: APIRequestContext): Promise<void> {
  await request.put(clockUrl());
}

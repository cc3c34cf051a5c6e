/**
 * A page opened afresh makes its first calls again as its document starts (src/early.ts, inlined in index.html),
 * long before the app's code has arrived: the calls the app made the last time this user opened the same address.
 * httpClient takes such an answer when it makes the same call (the same URL and headers) within a few seconds; a
 * call that is not made again (the sort was changed since, another account was chosen) is simply not taken.
 * The answers src/preload.ts fetches ahead are kept here too. Nothing here imports the app's libraries: with
 * the token's reading, it is all that index.html's script carries.
 */

/** A GET as the app made it, but its session (Authorization): that is the cookie's when the call is made again. */
export interface RecordedCall {
  url: string;
  headers: [name: string, value: string][];
}

/** A GET as httpClient sent it. */
export interface SentCall {
  url: string;
  headers: Headers;
}

/** An answer as it came: httpClient reads it as it reads its own. */
export interface RawAnswer {
  ok: boolean;
  status: number;
  headers: Headers;
  body: string;
}

/** How long an answer fetched ahead waits for the call it was fetched for. */
const EARLY_ANSWER_KEPT_MS = 10_000;
/** The addresses remembered per user: the few a user opens afresh. */
const ADDRESSES_KEPT = 8;
const AUTHORIZATION = 'authorization';

declare global {
  interface Window {
    /** The answers fetched ahead, by callKey, until httpClient takes them: index.html's script starts the map. */
    memberAreaFirstCalls?: Map<string, { at: number; answer: Promise<RawAnswer> }>;
  }
}

const storageKey = (user: number) => `memberArea.firstCalls.${user}`;

/** The same URL with the same headers (names in any case and order): the same call. */
export function callKey(url: string, headers: Headers): string {
  const lines = [url];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines.join('\n');
}

/** fetch, its body read: the network's failure rejects. */
export async function fetchRaw(url: string, init: RequestInit): Promise<RawAnswer> {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, headers: response.headers, body: await response.text() };
}

/** What storage holds, by address: read as it may have been written by another version, or by hand. */
function remembered(user: number): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(user)) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The GETs the app made first at `address` (path and query), for the next time `user` opens it afresh. */
export function rememberFirstCalls(user: number, address: string, calls: readonly SentCall[]): void {
  const recorded: RecordedCall[] = calls.map(({ url, headers }) => ({ url, headers: [...headers].filter(([name]) => name !== AUTHORIZATION) }));
  // The address opened last goes last; the oldest give way.
  const kept = [...Object.entries(remembered(user)).filter(([known]) => known !== address), [address, recorded] as const].slice(-ADDRESSES_KEPT);
  try {
    localStorage.setItem(storageKey(user), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full or refused storage only means the next visit starts its calls with the app, as without this.
  }
}

/** At logout: the addresses and filters of the user's pages are theirs, as react-admin's store is. */
export function forgetFirstCalls(user: number): void {
  try {
    localStorage.removeItem(storageKey(user));
  } catch {
    // Storage switched off: nothing was kept.
  }
}

const isRecordedCall = (call: unknown): call is RecordedCall =>
  typeof call === 'object' && call !== null && typeof (call as RecordedCall).url === 'string' && Array.isArray((call as RecordedCall).headers);

/** Makes the calls remembered for `address` again, with the session `token`, for httpClient to take. */
export function replayFirstCalls(user: number, address: string, token: string): void {
  const calls: unknown = remembered(user)[address];
  if (!Array.isArray(calls)) return;
  for (const { url, headers: recorded } of calls.filter(isRecordedCall)) {
    const headers = new Headers(recorded);
    headers.set(AUTHORIZATION, `Bearer ${token}`);
    keepEarlyAnswer(callKey(url, headers), fetchRaw(url, { headers }));
  }
}

/** Keeps an answer fetched ahead for the call `key` to take. */
export function keepEarlyAnswer(key: string, answer: Promise<RawAnswer>): void {
  // If no call takes it, its failure is no one's to report.
  answer.catch(() => undefined);
  (window.memberAreaFirstCalls ??= new Map()).set(key, { at: Date.now(), answer });
}

/** Whether an answer fetched ahead that arrived `at` may still be taken for its call. */
export function earlyAnswerFresh(at: number): boolean {
  return Date.now() - at <= EARLY_ANSWER_KEPT_MS;
}

/** The answer fetched ahead for this call, if there is one still fresh; it is taken once. */
export function takeEarlyAnswer(key: string): Promise<RawAnswer> | undefined {
  const answers = window.memberAreaFirstCalls;
  const early = answers?.get(key);
  if (!early) return undefined;
  answers?.delete(key);
  return earlyAnswerFresh(early.at) ? early.answer : undefined;
}

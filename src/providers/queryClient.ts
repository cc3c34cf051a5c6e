import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed call (0: no answer); undefined for a failure that is no call's. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * A failure that may pass by itself: no answer, a server error, a timeout or too many requests. Any
 * other 4xx is the server's answer (missing, not allowed, bad input), and asking again gets the same.
 */
export function mayPass(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/** How often a read that may pass is tried again, and how soon: briefly, so a failure shows soon. */
const RETRIES = 2;
const retryDelay = (attempt: number) => 300 * 2 ** attempt;

/** How long react-admin's session check holds before a page that mounts makes it again. */
const SESSION_CHECK_FRESH_MS = 5 * 60 * 1000;

/**
 * react-admin's QueryClient with one rule for every read: a 4xx is an answer and is shown at once,
 * where react-query would try three times more over seconds.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < RETRIES && mayPass(error), retryDelay },
    },
  });
  // react-admin's session check (authProvider.checkAuth: the cookie's token, renewed two days before it
  // ends) runs again as each page mounts, and react-admin's router watches it, so every run rendered the
  // whole layout again. A check minutes old still holds: an API call with an ended session is answered
  // 401, which logs out.
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: SESSION_CHECK_FRESH_MS });
  return client;
}

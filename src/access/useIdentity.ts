import { useGetIdentity } from 'react-admin';

/**
 * The signed-in user (GET /users/me), retried once: a passing hiccup is no identity error, but a real
 * one should show its screen within a second or two, not after react-query's three retries. Read once
 * for all who show it (the guard, the app bar, the profile), not again as each of them mounts.
 */
export function useIdentity() {
  return useGetIdentity({ retry: 1, staleTime: 5 * 60 * 1000 });
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthProvider, useNotify, usePermissions, useRefresh } from 'react-admin';
import { useIdentity } from './useIdentity';
import type { ClientConfig } from 'schemas/config';
import type { AccountAssociation } from 'schemas/accounts';
import type { Role } from 'schemas/enums';
import type { MemberAuthProvider, MemberPermissions } from '../providers/authProvider';
import { readToken } from '../providers/authCookie';
import { isExpired, tryParseToken } from '../providers/token';
import { clearSelection, readSelection, resolveActiveAccount, writeSelection, type AccountSelection } from './activeAccount';
import { useClientConfig } from './clientConfig';
import { guard, type ActiveAccount, type GuardResult, type GuardState } from './guard';
import { matchRule } from './routes';

export type ActiveAssociation = AccountAssociation & ActiveAccount;

export interface Access {
  state: GuardState;
  userId: number | null;
  isStaff: boolean;
  /** The accounts the user may act in, sorted by name (staff: every account). */
  accounts: readonly AccountAssociation[];
  activeAccount: ActiveAssociation | null;
  config: ClientConfig;
  /** Set when the accounts could not be fetched. */
  accountsError?: string;
  /** The identity (GET /users/me) could not be read, for another reason than an expired session. */
  identityError: boolean;
  /**
   * The roles staff act with: those in force while they act as an account, and kept when they stop,
   * for the next account (others: none). The staff panel, the banner and the select-account page all
   * read this, and it is what the server hears (X-Act-As-Roles).
   */
  actingRoles: readonly Role[];
  /** Makes an account the active one; staff act in it with their acting roles, and need at least one. */
  selectAccount: (accountId: number) => void;
  /**
   * Staff: the roles to act with, in force at once. While staff act as an account, at least one role
   * stays (an empty list changes nothing); with no account, the roles wait for the next one.
   */
  setActingRoles: (roles: readonly Role[]) => void;
  /** Forgets the active account (staff: stop acting as it, keeping the roles). */
  clearAccount: () => void;
  /**
   * Fetches the accounts again, after the user's memberships changed, and then goes to `then`. Until
   * the accounts are back every route waits, and until `then` is reached the router goes there rather
   * than judging the page being left by accounts that no longer fit it.
   */
  reloadAccounts: (then?: string) => Promise<void>;
  /** Where a reload sends the user; null once there. */
  destination: string | null;
  /** The router reached `destination`. */
  arrived: () => void;
  /** The guard's answer for opening a path (for links and buttons); a path without a rule passes. */
  check: (pathname: string) => GuardResult;
}

const AccessContext = createContext<Access | null>(null);

export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess must be used inside <AccessProvider>');
  return access;
}

/** The signed-in user of the token cookie, read on every render (a cookie read and a base64 decode). */
function useTokenClaims() {
  const token = readToken();
  return useMemo(() => {
    const claims = tryParseToken(token);
    return claims && !isExpired(claims, Date.now()) ? claims : null;
  }, [token]);
}

/**
 * Builds the guard's state from the token, the accounts (authProvider.getPermissions) and the active
 * account kept per user in browser storage, and keeps the choice: one account is chosen by itself.
 */
export const AccessProvider = ({ children }: { children: ReactNode }) => {
  const claims = useTokenClaims();
  const userId = claims?.user ?? null;
  const authProvider = useAuthProvider<MemberAuthProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions, isPending, refetch } = usePermissions<MemberPermissions>({}, { enabled: userId !== null, staleTime: 5 * 60 * 1000 });
  const { error: identityFailure } = useIdentity();
  const { config, loaded: configLoaded } = useClientConfig(userId !== null);

  const [selection, setSelection] = useState<{ userId: number | null; value: AccountSelection | null }>(() => ({
    userId,
    value: userId === null ? null : readSelection(userId),
  }));
  const stored = selection.userId === userId ? selection.value : userId === null ? null : readSelection(userId);

  // While the accounts are fetched again (after creating or leaving one), the guard waits for them.
  const [reloading, setReloading] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  const accounts = useMemo(() => permissions?.accounts ?? [], [permissions]);
  const isStaff = permissions?.isStaff ?? false;
  const accountsError = permissions?.accountsError;
  const activeAccount = useMemo(() => resolveActiveAccount(stored, accounts, isStaff), [stored, accounts, isStaff]);
  const actingRoles = useMemo<readonly Role[]>(() => (isStaff ? (stored?.roles ?? []) : []), [isStaff, stored]);

  // Keep the automatic choice of a single account, so that the server hears of it too (X-Account-Id).
  useEffect(() => {
    if (userId !== null && activeAccount && !isStaff && stored?.accountId !== activeAccount.id) {
      writeSelection(userId, { accountId: activeAccount.id });
      setSelection({ userId, value: { accountId: activeAccount.id } });
    }
  }, [userId, activeAccount, isStaff, stored]);

  useEffect(() => {
    if (accountsError) notify('app.access.accounts_failed', { type: 'error' });
  }, [accountsError, notify]);

  const state = useMemo<GuardState>(
    () => ({
      authenticated: claims !== null,
      loaded: !isPending && !reloading && permissions !== undefined && configLoaded,
      isStaff,
      accounts,
      active: activeAccount,
      features: config.features,
    }),
    [claims, isPending, reloading, permissions, configLoaded, isStaff, accounts, activeAccount, config],
  );

  const keepSelection = useCallback(
    (value: AccountSelection | null) => {
      if (userId === null) return;
      if (value) writeSelection(userId, value);
      else clearSelection(userId);
      setSelection({ userId, value });
    },
    [userId],
  );

  const selectAccount = useCallback(
    (accountId: number) => {
      if (isStaff && actingRoles.length === 0) return;
      keepSelection(isStaff ? { accountId, roles: [...actingRoles] } : { accountId });
      // What was read for the previous account (or roles) is stale now.
      refresh();
    },
    [isStaff, actingRoles, keepSelection, refresh],
  );

  const setActingRoles = useCallback(
    (roles: readonly Role[]) => {
      if (!isStaff) return;
      const accountId = activeAccount?.id ?? null;
      if (roles.length === 0) {
        if (accountId === null) keepSelection(null);
        return;
      }
      keepSelection({ accountId, roles: [...new Set(roles)].sort() });
      if (accountId !== null) refresh();
    },
    [isStaff, activeAccount, keepSelection, refresh],
  );

  const clearAccount = useCallback(() => {
    keepSelection(actingRoles.length > 0 ? { accountId: null, roles: [...actingRoles] } : null);
    refresh();
  }, [actingRoles, keepSelection, refresh]);

  const reloadAccounts = useCallback(
    async (then?: string) => {
      setReloading(true);
      try {
        authProvider?.forgetAccounts();
        await refetch();
      } finally {
        if (then) setDestination(then);
        setReloading(false);
      }
    },
    [authProvider, refetch],
  );
  const arrived = useCallback(() => setDestination(null), []);

  // The navigation asks about the same few paths on every render; the answers hold until the state changes.
  const check = useMemo(() => {
    const answers = new Map<string, GuardResult>();
    return (pathname: string): GuardResult => {
      let result = answers.get(pathname);
      if (!result) {
        const rule = matchRule(pathname);
        result = rule ? guard({ rule, pathname }, state) : { kind: 'allow', step: 'done' };
        answers.set(pathname, result);
      }
      return result;
    };
  }, [state]);

  const value = useMemo<Access>(
    () => ({
      state,
      userId,
      isStaff,
      accounts,
      activeAccount,
      config,
      ...(accountsError ? { accountsError } : {}),
      identityError: isIdentityError(identityFailure),
      actingRoles,
      selectAccount,
      setActingRoles,
      clearAccount,
      reloadAccounts,
      destination,
      arrived,
      check,
    }),
    [
      state,
      userId,
      isStaff,
      accounts,
      activeAccount,
      config,
      accountsError,
      identityFailure,
      actingRoles,
      selectAccount,
      setActingRoles,
      clearAccount,
      reloadAccounts,
      destination,
      arrived,
      check,
    ],
  );

  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
};

/**
 * The identity provider answered, but not with the user: a 401 is an expired session (logout), and no
 * answer at all is the network's fault, not the user's.
 */
function isIdentityError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status !== 401;
}

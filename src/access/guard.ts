import type { FeatureFlag } from 'schemas/config';
import { ROLE_IDS, type Permission, type PermissionMap, type Role } from 'schemas/enums';
import { LISTING_TYPE_PERMISSIONS } from 'schemas/listingTypes';
import { noAccessPath, PATHS, selectAccountPath, type NoAccessReason } from './paths';
import { ruleFor, type RouteRule } from './routes';

/** An account as the guard needs it. */
export interface GuardAccount {
  id: number;
  accountType: number;
  permissions: PermissionMap;
  /** The user's roles in the account (staff: every role). */
  userRoles: readonly number[];
}

/** The active account and the roles the user acts with in it (staff: the roles they chose). */
export interface ActiveAccount extends GuardAccount {
  roles: readonly Role[];
}

/** Everything the guard decides on; built by AccessProvider from the token, the accounts and storage. */
export interface GuardState {
  /** A readable, unexpired token. */
  authenticated: boolean;
  /** The accounts and the configuration have been fetched. */
  loaded: boolean;
  isStaff: boolean;
  /** The accounts the user may act in (staff: every account). */
  accounts: readonly GuardAccount[];
  active: ActiveAccount | null;
  features: Readonly<Record<FeatureFlag, boolean>>;
}

/** The route being opened: its rule and the location that opened it. */
export interface GuardRoute {
  rule: RouteRule;
  pathname: string;
  search?: string;
}

/** SPEC 4's steps 1-9; 'redirect', 'feature' and 'accountType' are the route table's own rules. */
export type GuardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 'redirect' | 'feature' | 'accountType' | 'done';

export type GuardResult =
  | { kind: 'allow'; step: GuardStep }
  | { kind: 'redirect'; to: string; step: GuardStep; reason?: NoAccessReason }
  /** Step 2: not authenticated; the caller logs out, which leads to the login page. */
  | { kind: 'logout'; step: 2 }
  /** The accounts are still loading; decide again when they are there. */
  | { kind: 'pending' };

const allow = (step: GuardStep): GuardResult => ({ kind: 'allow', step });
const redirect = (to: string, step: GuardStep): GuardResult => ({ kind: 'redirect', to, step });
const noAccess = (step: GuardStep, reason?: NoAccessReason): GuardResult => ({
  kind: 'redirect',
  to: noAccessPath(reason),
  step,
  ...(reason ? { reason } : {}),
});

/**
 * SPEC 4's route guard, in its order, as one pure function: the router calls it for every route it
 * renders, and the navigation calls it to know which links lead somewhere.
 */
export function guard({ rule, pathname, search = '' }: GuardRoute, state: GuardState): GuardResult {
  if (rule.redirectTo) return redirect(rule.redirectTo, 'redirect');

  // 1. Public routes, or a query carrying state (an identity-provider callback), skip the checks.
  if (rule.public || new URLSearchParams(search).has('state')) return allow(1);

  // 2. Not authenticated: logout.
  if (!state.authenticated) return { kind: 'logout', step: 2 };
  if (!state.loaded) return { kind: 'pending' };

  // A route behind a feature flag that is off goes to the no-access page (SPEC 2: /offmarket/create).
  if (rule.feature && !state.features[rule.feature]) return noAccess('feature');

  // 3. The account-create route: someone who already has accounts creates a listing instead.
  if (rule.accountCreate && state.accounts.length > 0) {
    return redirect(state.active ? PATHS.listingCreate : selectAccountPath(PATHS.listingCreate), 3);
  }

  // 4. Routes with no role list pass; a staff-only route passes staff only; and a permission that is
  //    checked before entry (/market-statistics) is checked on the active account here.
  if (!rule.roles) {
    if (rule.staffOnly && !state.isStaff) return noAccess(4, 'staff');
    if (rule.permissionBeforeEntry && rule.permission) {
      if (!state.active && state.accounts.length > 0) return redirect(selectAccountPath(pathname + search), 4);
      if (!state.active?.permissions[rule.permission]) return noAccess(4, 'permissions');
    }
    return allow(4);
  }

  // 5. Creating a listing without an account: create the account first.
  if (rule.listingCreate && state.accounts.length === 0) return redirect(PATHS.accountCreate, 5);

  // 6. No accounts: no access.
  if (state.accounts.length === 0) return noAccess(6);

  // 7. No active account: choose one, and come back here.
  if (!state.active && !rule.selectsAccount) return redirect(selectAccountPath(pathname + search), 7);

  // 8. A role that is not allowed.
  const roles = rule.selectsAccount ? rolesInAnyAccount(state) : (state.active?.roles ?? []);
  if (!rule.roles.some((role) => roles.includes(role))) return noAccess(8, 'userroles');

  // 9. A permission the account lacks.
  if (rule.permission && !state.active?.permissions[rule.permission]) return noAccess(9, 'permissions');
  if (rule.anyPermission && !rule.anyPermission.some((p) => state.active?.permissions[p])) return noAccess(9, 'permissions');

  // A function the account's type does not have (SPEC 6: promotion is for Broker and PremiumAdvertiser).
  if (rule.accountTypes && state.active && !(rule.accountTypes as readonly number[]).includes(state.active.accountType)) {
    return noAccess('accountType', 'accounttype');
  }
  return allow('done');
}

function rolesInAnyAccount(state: GuardState): readonly number[] {
  if (state.isStaff) return ROLE_IDS;
  return [...new Set(state.accounts.flatMap((a) => a.userRoles))];
}

/**
 * Where an active account lands, the first that its permissions and the guard let it work on: the listings for
 * an account with a listing type, the market statistics for one that has them (a Statistics account), else the
 * account page.
 */
const LANDINGS: readonly { path: string; anyPermission?: readonly Permission[] }[] = [
  { path: PATHS.listings, anyPermission: LISTING_TYPE_PERMISSIONS },
  { path: '/market-statistics' },
  { path: PATHS.account },
];

/**
 * SPEC 2's '/': accounts but none active go to the account index (which asks for an account first),
 * an active account to where it can work (the listings, for every account with a listing type), anyone else
 * to the favourites.
 */
export function homeTarget(state: GuardState): string {
  if (state.active) {
    const { permissions } = state.active;
    const landing = LANDINGS.find(
      ({ path, anyPermission }) =>
        guard({ rule: ruleFor(path), pathname: path }, state).kind === 'allow' && (!anyPermission || anyPermission.some((p) => permissions[p])),
    );
    return landing?.path ?? PATHS.account;
  }
  if (state.accounts.length > 0) return PATHS.account;
  return PATHS.favorites;
}

/** A link leads somewhere for this user: the guard lets it pass, or asks only for an account first. */
export function isReachable(result: GuardResult): boolean {
  if (result.kind === 'allow') return true;
  return result.kind === 'redirect' && result.to.startsWith(PATHS.selectAccount);
}

/** The paths the access rules send people to (SPEC 2 and 4). */
export const PATHS = {
  home: '/',
  login: '/login',
  noAccess: '/noaccess',
  selectAccount: '/selectaccount',
  accountCreate: '/account/create',
  account: '/account',
  accountUpdate: '/account/update',
  promotionOrders: '/account/promotion-orders',
  invitation: '/invitation',
  resetPassword: '/reset-password',
  listings: '/listings',
  listingCreate: '/listings/create',
  listingImport: '/listings/import',
  offMarketCreate: '/offmarket/create',
  favorites: '/favorites',
  profile: '/user',
} as const;

/**
 * The page a signed-in visit to `pathname` opens first, as the code and calls asked for ahead see it: '/' goes on
 * to the listing index for every account with a listing type (LANDINGS in src/access/guard.ts), so it is taken for
 * the index, at the cost of one call for the few who land elsewhere.
 */
export const pageOpenedAt = (pathname: string): string => (pathname === PATHS.home ? PATHS.listings : pathname);

/**
 * Which no-access page: by user role, by missing account permission, by account type, or a page for
 * internal staff only; none: the default.
 */
export type NoAccessReason = 'userroles' | 'permissions' | 'accounttype' | 'staff';
export const NO_ACCESS_REASONS: readonly NoAccessReason[] = ['userroles', 'permissions', 'accounttype', 'staff'];

export function noAccessPath(reason?: NoAccessReason): string {
  return reason ? `${PATHS.noAccess}?reason=${reason}` : PATHS.noAccess;
}

/** The select-account page, keeping where the user was going; from that page itself, where it was going. */
export function selectAccountPath(target?: string): string {
  const onward = target?.startsWith(`${PATHS.selectAccount}?`) ? new URLSearchParams(target.slice(PATHS.selectAccount.length)).get('redirect') : target;
  const safe = onward == null ? undefined : safeTarget(onward);
  return safe && safe !== PATHS.home ? `${PATHS.selectAccount}?redirect=${encodeURIComponent(safe)}` : PATHS.selectAccount;
}

/**
 * A redirect target from a URL is only followed to a path of this app: never to another origin
 * ('//evil.example', 'https://...'), and never back to the select-account page itself.
 */
export function safeTarget(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if (target === PATHS.selectAccount || target.startsWith(`${PATHS.selectAccount}?`)) return undefined;
  return target;
}

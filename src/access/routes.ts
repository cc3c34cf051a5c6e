import { matchRoutes } from 'react-router-dom';
import type { FeatureFlag } from 'schemas/config';
import { LISTING_TYPE_NAMES, PROMOTION_ACCOUNT_TYPES, LISTING_TYPE_PERMISSION, type AccountType, type Permission, type Role } from 'schemas/enums';
import { LISTING_TYPE_PERMISSIONS } from 'schemas/listingTypes';
import { LISTING_TYPE_REGISTRY } from 'schemas/listingTypeRegistry';
import { PATHS } from './paths';
import { ADMIN_ROLES, READ_ROLES, WRITE_ROLES } from 'schemas/access';

/** What it takes to open a route (SPEC 2), read by the guard (SPEC 4). */
export interface RouteRule {
  /** A react-router path pattern. */
  path: string;
  /** Step 1: no checks at all. */
  public?: boolean;
  /** The user roles that may open it, in the active account; absent: no role list (step 4). */
  roles?: readonly Role[];
  /** The account permission it needs (step 9). */
  permission?: Permission;
  /** One of these account permissions is needed (step 9): creating a listing of some type the account has. */
  anyPermission?: readonly Permission[];
  /** Only these account types have the function (the account-type no-access page). */
  accountTypes?: readonly AccountType[];
  /** Step 3: the account-create route. */
  accountCreate?: boolean;
  /** Step 5: a listing-create route. */
  listingCreate?: boolean;
  /** The select-account page itself: reached without an active account (step 7 does not apply). */
  selectsAccount?: boolean;
  /** A permission checked before entry although the route has no role list (/market-statistics). */
  permissionBeforeEntry?: boolean;
  /** Staff's admin resources: internal staff only. */
  staffOnly?: boolean;
  /** Behind a feature flag: while it is off, the route goes to the no-access page. */
  feature?: FeatureFlag;
  /** A plain redirect; the target is guarded in its turn. */
  redirectTo?: string;
}

/** Creating listings off-market needs a listing type the account has with an off-market variant. */
const OFF_MARKET_PERMISSIONS: readonly Permission[] = LISTING_TYPE_REGISTRY.filter((t) => t.offMarket).map((t) => t.permission);

/** Each listing type: show, create, update and close, with the type's permission (SPEC 2). */
const LISTING_TYPE_ROUTES: RouteRule[] = LISTING_TYPE_NAMES.flatMap((typeName) => {
  const permission = LISTING_TYPE_PERMISSION[typeName];
  return [
    { path: `/listings/${typeName}/create`, roles: WRITE_ROLES, permission, listingCreate: true },
    { path: `/listings/${typeName}/:id`, roles: READ_ROLES, permission },
    { path: `/listings/${typeName}/:id/update`, roles: WRITE_ROLES, permission },
    { path: `/listings/${typeName}/:id/close`, roles: WRITE_ROLES, permission },
    // The listing's statistics, for whoever may view the listing.
    { path: `/listings/${typeName}/:id/statistics`, roles: READ_ROLES, permission },
  ];
});

/**
 * Every route of SPEC 2 with its rules, whether or not its screen exists yet: a path listed here is
 * guarded wherever it is rendered, and one without a screen falls through to the 404 page once the
 * guard lets it pass. CMS pages all open below /member_cms-pages, under one rule.
 */
export const ROUTES: readonly RouteRule[] = [
  { path: PATHS.home },
  { path: PATHS.favorites },
  { path: '/searchagents' },
  { path: PATHS.listings, roles: READ_ROLES },
  { path: '/listings-v2', redirectTo: PATHS.listings },
  { path: PATHS.listingCreate, roles: WRITE_ROLES, listingCreate: true, anyPermission: LISTING_TYPE_PERMISSIONS },
  // Creating listings: a listing type the account has. A feed from a file: whoever may create listings.
  { path: PATHS.listingImport, roles: WRITE_ROLES, listingCreate: true, anyPermission: LISTING_TYPE_PERMISSIONS },
  { path: PATHS.offMarketCreate, roles: WRITE_ROLES, listingCreate: true, feature: 'offMarketCreate', anyPermission: OFF_MARKET_PERMISSIONS },
  { path: '/listings/:id/copy', roles: READ_ROLES },
  // The inbox of enquiries about the account's listings: whoever may see its listings (SPEC 6's roles).
  { path: '/enquiries', roles: READ_ROLES, anyPermission: LISTING_TYPE_PERMISSIONS },
  { path: '/enquiries/*', roles: READ_ROLES, anyPermission: LISTING_TYPE_PERMISSIONS },
  ...LISTING_TYPE_ROUTES,
  { path: PATHS.selectAccount, roles: READ_ROLES, selectsAccount: true },
  { path: PATHS.accountCreate, accountCreate: true },
  { path: PATHS.account, roles: READ_ROLES },
  { path: PATHS.accountUpdate, roles: ADMIN_ROLES, permission: 'accountSettings' },
  // A child of /account, so its roles are the account's.
  { path: '/account/statistics', roles: READ_ROLES, permission: 'accountStatistics' },
  { path: '/market-statistics', permission: 'marketStatistics', permissionBeforeEntry: true },
  { path: '/users/:id', roles: READ_ROLES },
  {
    path: '/promotion/:id',
    roles: WRITE_ROLES,
    accountTypes: PROMOTION_ACCOUNT_TYPES,
  },
  // The account's promotion orders: whoever may see the account's promotions.
  { path: PATHS.promotionOrders, roles: READ_ROLES, accountTypes: PROMOTION_ACCOUNT_TYPES },
  // An invitation's link: opened before the invitee has a login.
  { path: PATHS.invitation, public: true },
  // A password reset mail's link: opened without a login.
  { path: PATHS.resetPassword, public: true },
  { path: PATHS.profile },
  { path: PATHS.noAccess, public: true },
  // react-admin's accounts resource: every account, for internal staff.
  { path: '/accounts/*', staffOnly: true },
  // Member features: the search agents' forms, the CMS pages (admin and member), staff content admin.
  { path: '/searchagents/*' },
  { path: '/member_cms-pages/*', roles: WRITE_ROLES },
  { path: '/announcements/*', staffOnly: true },
  { path: '/cms-pages/*', staffOnly: true },
  { path: '/outbox-mails/*', staffOnly: true },
  // A person's enquiries across accounts, to find and erase on their request.
  { path: '/staff/enquiries', staffOnly: true },
];

const MATCHABLE = ROUTES.map((rule, index) => ({ path: rule.path, id: String(index) }));

/** A path's first segment as react-router compares it: decoded, in any case. */
function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The routes that can match paths of a first segment, in the table's order: react-router ranks every route it is
 * given on each call, and a route whose first segment is another word can never match.
 */
const candidatesBySegment = new Map<string, typeof MATCHABLE>();
function candidates(pathname: string): typeof MATCHABLE {
  const segment = firstSegment(pathname);
  let routes = candidatesBySegment.get(segment);
  if (!routes) {
    routes = MATCHABLE.filter(({ path }) => {
      const first = firstSegment(path);
      return first === segment || first.startsWith(':') || first.startsWith('*');
    });
    if (candidatesBySegment.size >= 100) candidatesBySegment.clear();
    candidatesBySegment.set(segment, routes);
  }
  return routes;
}

/** Rules found so far, by pathname: the table never changes, and ranking all its routes is not cheap. */
const matched = new Map<string, RouteRule | null>();

/** The rule of the route a pathname opens, as react-router would match it; undefined: no route (404). */
export function matchRule(pathname: string): RouteRule | undefined {
  let rule = matched.get(pathname);
  if (rule === undefined) {
    const id = matchRoutes(candidates(pathname), pathname)?.at(-1)?.route.id;
    rule = id === undefined ? null : (ROUTES[Number(id)] ?? null);
    // Record pages each have a path of their own; keep the table from growing without end.
    if (matched.size >= 500) matched.clear();
    matched.set(pathname, rule);
  }
  return rule ?? undefined;
}

/** The rule for a path pattern exactly as the table lists it. */
export function ruleFor(path: string): RouteRule {
  const rule = ROUTES.find((r) => r.path === path);
  if (!rule) throw new Error(`No access rule for the route ${path}; add it to src/access/routes.ts`);
  return rule;
}

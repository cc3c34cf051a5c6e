import { describe, expect, it } from 'vitest';
import { guard, homeTarget, isReachable, type GuardResult, type GuardStep } from 'src/access/guard';
import { matchRule, ROUTES } from 'src/access/routes';
import { PERSONAS, type PersonaKey } from './personas';

/** Opens a URL (path and query) as the router would: the rule of the route it matches, then the guard. */
function open(persona: PersonaKey, url: string): GuardResult {
  const [pathname = '', query] = url.split('?');
  const rule = matchRule(pathname);
  if (!rule) throw new Error(`no rule matches ${pathname}`);
  return guard({ rule, pathname, search: query ? `?${query}` : '' }, PERSONAS[persona]);
}

const allow = (step: GuardStep) => ({ kind: 'allow', step });
const to = (target: string, step: GuardStep, reason?: string) => ({ kind: 'redirect', to: target, step, ...(reason ? { reason } : {}) });
const noAccess = (step: GuardStep, reason?: string) => to(reason ? `/noaccess?reason=${reason}` : '/noaccess', step, reason);
const select = (target: string, step: GuardStep) => to(`/selectaccount?redirect=${encodeURIComponent(target)}`, step);

/**
 * SPEC 4's guard order, step by step, with the seeded personas. Each row: who, which URL, and
 * what the guard must answer (and at which step it decided).
 */
const TABLE: [string, PersonaKey, string, object][] = [
  // A redirect route forwards before anything else; its target is guarded in turn.
  ['/listings-v2 goes to /listings', 'brokerReader', '/listings-v2', to('/listings', 'redirect')],
  ['/listings-v2 forwards even a visitor', 'anonymous', '/listings-v2', to('/listings', 'redirect')],

  // 1. Public routes, or a query carrying state, skip the checks.
  ['1: the no-access page is public', 'anonymous', '/noaccess', allow(1)],
  ['1: a query carrying state skips the checks', 'anonymous', '/listings?state=abc123', allow(1)],
  ['1: even for a route the user could not open', 'brokerReader', '/account/update?state=x', allow(1)],

  // 2. Not authenticated: logout.
  ['2: a visitor is logged out on a guarded route', 'anonymous', '/listings', { kind: 'logout', step: 2 }],
  ['2: ... also on one without a role list', 'anonymous', '/user', { kind: 'logout', step: 2 }],
  ['2: ... and on the account-create route', 'anonymous', '/account/create', { kind: 'logout', step: 2 }],
  ['the guard waits while the accounts load', 'loading', '/account', { kind: 'pending' }],

  // The feature flag of /offmarket/create (off by default).
  ['off-market create goes to no-access while its flag is off', 'brokerAdmin', '/offmarket/create', noAccess('feature')],
  ['... and follows the rules of listing create when on', 'brokerAdminWithOffMarket', '/offmarket/create', allow('done')],

  // 3. The account-create route redirects someone who already has accounts.
  ['3: with an active account, to listing create', 'brokerAdmin', '/account/create', to('/listings/create', 3)],
  ['3: without one, to select account, then listing create', 'multi', '/account/create', select('/listings/create', 3)],
  ['3: staff have every account', 'staff', '/account/create', select('/listings/create', 3)],
  ['3: someone without accounts may create one', 'private', '/account/create', allow(4)],

  // 4. Routes with no role list pass.
  ['4: favourites need no role', 'private', '/favorites', allow(4)],
  ['4: search agents need no role', 'brokerReader', '/searchagents', allow(4)],
  ['4: the profile needs no role', 'private', '/user', allow(4)],
  ['4: nor the home redirect', 'multi', '/', allow(4)],
  ['4: market statistics checks its permission before entry', 'statistics', '/market-statistics', allow(4)],
  ['4: ... an account without it gets the permissions page', 'premium', '/market-statistics', noAccess(4, 'permissions')],
  ['4: ... no account at all, the same', 'private', '/market-statistics', noAccess(4, 'permissions')],
  ['4: ... with accounts but none active, choose one first', 'multi', '/market-statistics', select('/market-statistics', 4)],
  ['4: the staff resource is for staff', 'staff', '/accounts', allow(4)],
  ['4: ... and its pages', 'staff', '/accounts/3/show', allow(4)],
  ['4: ... not for an account administrator', 'brokerAdmin', '/accounts', noAccess(4, 'staff')],
  // Member features: search agents for everyone, CMS pages for admin and member, content admin for staff.
  ['4: a search agent form needs no role', 'private', '/searchagents/create', allow(4)],
  ['4: staff content admin is for staff: announcements', 'staff', '/announcements', allow(4)],
  ['4: ... CMS pages', 'staff', '/cms-pages/2', allow(4)],
  ['4: ... and the mail outbox, not for an account administrator', 'brokerAdmin', '/outbox-mails', noAccess(4, 'staff')],
  ["4: a person's enquiries across accounts are for staff", 'staff', '/staff/enquiries', allow(4)],
  ['a CMS page is for a member', 'brokerMember', '/member_cms-pages/vilkaar', allow('done')],
  ['... not for a reader', 'brokerReader', '/member_cms-pages/vilkaar', noAccess(8, 'userroles')],
  ['... nor for someone without an account', 'private', '/member_cms-pages/hjaelp', noAccess(6)],
  // The inbox of enquiries: every role of an account with a listing type.
  ['the inbox is for every role', 'brokerReader', '/enquiries', allow('done')],
  ['... and its enquiries', 'brokerReader', '/enquiries/41/show', allow('done')],
  ['... not for an account without listings', 'statistics', '/enquiries', noAccess(9, 'permissions')],

  // 5. Listing-create with no accounts: account-create.
  ['5: listing create without accounts', 'private', '/listings/create', to('/account/create', 5)],
  ['5: a listing type create route too', 'private', '/listings/rental/create', to('/account/create', 5)],

  // 6. No accounts: no-access.
  ['6: the listings without accounts', 'private', '/listings', noAccess(6)],
  ['6: the account page without accounts', 'private', '/account', noAccess(6)],
  ['6: select account without accounts', 'private', '/selectaccount', noAccess(6)],
  ['6: a listing without accounts', 'private', '/listings/sales/4', noAccess(6)],

  // 7. No active account: select account, keeping the target.
  ['7: several accounts and none active', 'multi', '/listings', select('/listings', 7)],
  ['7: the target keeps its query', 'multi', '/account?tab=users', select('/account?tab=users', 7)],
  ['7: staff must choose an account', 'staff', '/account', select('/account', 7)],
  ['7: ... and roles with it', 'staffWithoutRoles', '/listings', select('/listings', 7)],
  ['7: the select-account page itself is open without an active account', 'multi', '/selectaccount', allow('done')],
  ['7: ... to staff as well', 'staff', '/selectaccount', allow('done')],
  ['7: one account is chosen by itself', 'light', '/listings', allow('done')],

  // 8. Role not allowed: no-access (userroles).
  ['8: a reader cannot create listings', 'brokerReader', '/listings/create', noAccess(8, 'userroles')],
  ['8: ... nor update one', 'brokerReader', '/listings/rental/7/update', noAccess(8, 'userroles')],
  ['8: ... nor close one', 'brokerReader', '/listings/investment/7/close', noAccess(8, 'userroles')],
  ['8: only admins update the account', 'brokerMember', '/account/update', noAccess(8, 'userroles')],
  ['8: the role in the active account counts', 'multiInBroker', '/account/update', noAccess(8, 'userroles')],
  ['8: staff acting as a reader cannot create', 'staffAsLightReader', '/listings/create', noAccess(8, 'userroles')],
  ['8: a reader cannot promote', 'brokerReader', '/promotion/5', noAccess(8, 'userroles')],

  // 9. Permission missing: no-access (permissions).
  ['9: a listing type needs its permission', 'light', '/listings/sales/create', noAccess(9, 'permissions')],
  ['9: ... to show a listing too', 'light', '/listings/officespace/3', noAccess(9, 'permissions')],
  ['9: account update needs accountSettings', 'light', '/account/update', noAccess(9, 'permissions')],
  ['9: account statistics needs accountStatistics', 'statistics', '/account/statistics', noAccess(9, 'permissions')],
  ['9: ... for staff acting as the account too', 'staffAsLightAdmin', '/account/update', noAccess(9, 'permissions')],
  ['9: creating listings needs a listing type the account has', 'statistics', '/listings/create', noAccess(9, 'permissions')],
  ['9: ... and so does importing them', 'statistics', '/listings/import', noAccess(9, 'permissions')],

  // The account type of the function (promotion: Broker and PremiumAdvertiser).
  ['promotion is not for a light advertiser', 'light', '/promotion/5', noAccess('accountType', 'accounttype')],
  ['... nor for a municipality', 'municipality', '/promotion/5', noAccess('accountType', 'accounttype')],
  ['the order overview is for Broker and PremiumAdvertiser accounts', 'light', '/account/promotion-orders', noAccess('accountType', 'accounttype')],
  ['... where a reader sees it', 'brokerReader', '/account/promotion-orders', allow('done')],
  // An invitation's link is opened before the invitee has a login.
  ['1: the invitation page is public', 'anonymous', '/invitation?token=abc', allow(1)],
  // So is a password reset mail's link.
  ['1: the reset page is public', 'anonymous', '/reset-password?token=abc', allow(1)],

  // Through all nine.
  ['a reader views listings', 'brokerReader', '/listings', allow('done')],
  ['a reader views a listing', 'brokerReader', '/listings/rental/12', allow('done')],
  ['a reader copies a listing', 'brokerReader', '/listings/12/copy', allow('done')],
  ['a reader views the account and its users', 'brokerReader', '/users/4', allow('done')],
  ['a member updates a listing', 'brokerMember', '/listings/rental/12/update', allow('done')],
  ['a member closes a listing', 'brokerMember', '/listings/sales/12/close', allow('done')],
  ['an admin with accountSettings updates the account', 'premium', '/account/update', allow('done')],
  ['the light advertiser creates a rental listing', 'light', '/listings/rental/create', allow('done')],
  ['a broker promotes', 'brokerAdmin', '/promotion/5', allow('done')],
  ['a broker imports a feed', 'brokerAdmin', '/listings/import', allow('done')],
  ['8: ... but a reader cannot', 'brokerReader', '/listings/import', noAccess(8, 'userroles')],
  ['a premium advertiser promotes', 'premium', '/promotion/5', allow('done')],
  ['premium reads account statistics', 'premium', '/account/statistics', allow('done')],
  ['flere@ in Premium is an admin there', 'multiInPremium', '/account/update', allow('done')],
  ['staff acting as the light admin create a rental listing', 'staffAsLightAdmin', '/listings/rental/create', allow('done')],
];

describe('guard (SPEC 4 route guard order)', () => {
  it.each(TABLE)('%s', (_, persona, url, expected) => {
    expect(open(persona, url)).toEqual(expected);
  });

  it('covers each of the nine steps, and the route rules beside them', () => {
    const steps = new Set(TABLE.map(([, persona, url]) => open(persona, url)).map((r) => ('step' in r ? r.step : r.kind)));
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8, 9, 'redirect', 'feature', 'accountType', 'done', 'pending']) {
      expect(steps).toContain(step);
    }
  });

  it('covers every route of the table', () => {
    const opened = new Set(TABLE.map(([, , url]) => matchRule(url.split('?')[0] ?? '')?.path));
    const typeNames = ['rental', 'investment', 'sales', 'officespace'];
    // The four listing types share their shape; one of each kind of listing type route is enough.
    const untested = ROUTES.map((r) => r.path).filter((path) => !opened.has(path) && !typeNames.some((f) => path.startsWith(`/listings/${f}/`)));
    expect(untested).toEqual([]);
  });
});

/** Where someone who may not open a screen is sent: the login page, a no-access page (with its reason), or another page. */
type Refused = 'login' | 'noaccess' | `noaccess?reason=${string}` | `goes to ${string}`;

/**
 * Every screen of SPEC 2 with a persona who may not open it and where the guard sends them: the refusal matrix. The
 * browser journeys (e2e/pages/screens.ts) open each kind of refusal once; this table holds every route's.
 */
const REFUSALS: [string, PersonaKey, Refused][] = [
  ['/', 'anonymous', 'login'],
  ['/favorites', 'anonymous', 'login'],
  ['/searchagents', 'anonymous', 'login'],
  ['/searchagents/create', 'anonymous', 'login'],
  ['/user', 'anonymous', 'login'],
  ['/listings', 'private', 'noaccess'],
  ['/listings-v2', 'private', 'goes to /listings'],
  ['/listings/12/copy', 'private', 'noaccess'],
  ['/selectaccount', 'private', 'noaccess'],
  ['/account', 'private', 'noaccess'],
  ['/users/4', 'private', 'noaccess'],
  ['/offmarket/create', 'brokerAdmin', 'noaccess'],
  ['/account/create', 'brokerAdmin', 'goes to /listings/create'],
  ['/listings/create', 'brokerReader', 'noaccess?reason=userroles'],
  ['/listings/import', 'brokerReader', 'noaccess?reason=userroles'],
  ...(['rental', 'investment', 'sales', 'officespace'] as const).flatMap((type): [string, PersonaKey, Refused][] => {
    // An account of a type without the listing type's permission, as in the journeys.
    const without = ({ rental: 'statistics', investment: 'light', sales: 'light', officespace: 'municipality' } as const)[type];
    return [
      [`/listings/${type}/create`, without, 'noaccess?reason=permissions'],
      [`/listings/${type}/12`, without, 'noaccess?reason=permissions'],
      [`/listings/${type}/12/statistics`, without, 'noaccess?reason=permissions'],
      [`/listings/${type}/12/update`, 'brokerReader', 'noaccess?reason=userroles'],
      [`/listings/${type}/12/close`, 'brokerReader', 'noaccess?reason=userroles'],
    ];
  }),
  ['/account/update', 'brokerMember', 'noaccess?reason=userroles'],
  ['/account/update', 'light', 'noaccess?reason=permissions'],
  ['/account/statistics', 'municipality', 'noaccess?reason=permissions'],
  ['/market-statistics', 'premium', 'noaccess?reason=permissions'],
  ['/promotion/5', 'brokerReader', 'noaccess?reason=userroles'],
  ['/promotion/5', 'municipality', 'noaccess?reason=accounttype'],
  ['/account/promotion-orders', 'municipality', 'noaccess?reason=accounttype'],
  ['/member_cms-pages/vilkaar', 'brokerReader', 'noaccess?reason=userroles'],
  ['/accounts', 'brokerAdmin', 'noaccess?reason=staff'],
  ['/announcements', 'brokerAdmin', 'noaccess?reason=staff'],
  ['/cms-pages', 'brokerAdmin', 'noaccess?reason=staff'],
  ['/outbox-mails', 'brokerAdmin', 'noaccess?reason=staff'],
  ['/staff/enquiries', 'brokerAdmin', 'noaccess?reason=staff'],
  ['/enquiries', 'private', 'noaccess'],
  ['/enquiries/41/show', 'statistics', 'noaccess?reason=permissions'],
];

describe('the refusal matrix', () => {
  it.each(REFUSALS)('%s refuses %s: %s', (url, persona, refused) => {
    const result = open(persona, url);
    if (refused === 'login') expect(result).toMatchObject({ kind: 'logout' });
    else expect(result).toMatchObject({ kind: 'redirect', to: refused.startsWith('goes to ') ? refused.slice('goes to '.length) : `/${refused}` });
  });

  it('refuses someone on every route but the public ones', () => {
    const refused = new Set(REFUSALS.map(([url]) => matchRule(url)?.path));
    expect(ROUTES.filter((r) => !r.public && !refused.has(r.path)).map((r) => r.path)).toEqual([]);
  });
});

describe('the route table', () => {
  it.each([
    ['/listings/create', '/listings/create'],
    ['/listings/rental/create', '/listings/rental/create'],
    ['/listings/rental/42', '/listings/rental/:id'],
    ['/listings/42/copy', '/listings/:id/copy'],
    ['/account', '/account'],
    ['/account/update', '/account/update'],
    ['/accounts/1/show', '/accounts/*'],
  ])('matches %s to %s', (pathname, pattern) => {
    expect(matchRule(pathname)?.path).toBe(pattern);
  });

  it('has no rule for an unknown path, which goes to the 404 page unguarded', () => {
    expect(matchRule('/no/such/page')).toBeUndefined();
    expect(matchRule('/listings/rental')).toBeUndefined();
  });

  it('lists the four listing types with their permissions and roles', () => {
    expect(matchRule('/listings/investment/1')).toMatchObject({ roles: [1, 2, 3], permission: 'investmentListing' });
    expect(matchRule('/listings/officespace/1/update')).toMatchObject({ roles: [1, 2], permission: 'officeSpaceListing' });
    expect(matchRule('/listings/sales/1/close')).toMatchObject({ roles: [1, 2], permission: 'salesListing' });
    expect(matchRule('/listings/rental/create')).toMatchObject({ roles: [1, 2], permission: 'rentalListing', listingCreate: true });
  });
});

describe("'/' (SPEC 2)", () => {
  it.each([
    ['an active account goes to the listings', 'light', '/listings'],
    ['accounts but none active go to the account index', 'multi', '/account'],
    ['staff without an active account too', 'staff', '/account'],
    ['staff acting as an account go to its listings', 'staffAsLightAdmin', '/listings'],
    ['a municipality goes to its listings', 'municipality', '/listings'],
    ['a Statistics account, which has no listing type, goes to the market statistics', 'statistics', '/market-statistics'],
    ['no accounts: favourites', 'private', '/favorites'],
  ] as [string, PersonaKey, string][])('%s', (_, persona, target) => {
    expect(homeTarget(PERSONAS[persona])).toBe(target);
  });
});

describe('isReachable (navigation items)', () => {
  it('counts a route that only asks for an account first, not a no-access one', () => {
    expect(isReachable(open('multi', '/listings'))).toBe(true);
    expect(isReachable(open('light', '/listings'))).toBe(true);
    expect(isReachable(open('brokerReader', '/listings/create'))).toBe(false);
    expect(isReachable(open('private', '/listings/create'))).toBe(false);
  });
});

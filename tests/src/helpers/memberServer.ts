import { PERMISSIONS, type Permission, type PermissionMap } from 'schemas/enums';
import type { Account, AccountAssociation, AccountUser } from 'schemas/accounts';
import { writeToken } from 'src/providers/authCookie';
import { authProvider } from 'src/providers/authProvider';
import { json, stubFetch, type Call } from './fetch';
import { makeToken } from './tokens';

export const permissionMap = (granted: readonly Permission[]): PermissionMap =>
  Object.fromEntries(PERMISSIONS.map((p) => [p, granted.includes(p)])) as PermissionMap;

/** The seeded accounts (server/db/seed/personas.ts) as the API answers them. */
export const BROKER: Account = {
  id: 1,
  accountType: 1,
  name: 'Nordhavn Erhvervsmægler ApS',
  email: 'info@nordhavn-erhverv.dk',
  ccEmail: ['sager@nordhavn-erhverv.dk'],
  website: 'https://www.nordhavn-erhverv.dk',
  phoneNumber: '+45 33 12 34 56',
  description: 'Erhvervsmægler i Nordhavn',
  address: { streetName: 'Sundkrogsgade', streetNumber: '21', floor: '3', door: null, zipCode: '2150', city: 'Nordhavn' },
  logoUrl: null,
  organization: 'Dansk Ejendomsmæglerforening',
  listingSupplier: 'Mindworking',
  billingId: '100234',
  permissions: permissionMap(PERMISSIONS),
  userRoles: [1, 2],
  version: 4,
  updatedAt: '2026-10-01T10:00:00.000Z',
};
export const LIGHT: Account = {
  ...BROKER,
  id: 2,
  accountType: 2,
  name: 'Lille Udlejer ApS',
  email: 'kontakt@lilleudlejer.dk',
  ccEmail: [],
  billingId: '100871',
  permissions: permissionMap(['rentalListing']),
  userRoles: [1],
};
export const PREMIUM: Account = {
  ...BROKER,
  id: 3,
  accountType: 3,
  name: 'Premium Ejendomme A/S',
  billingId: '100412',
  permissions: permissionMap(['rentalListing', 'investmentListing', 'salesListing', 'officeSpaceListing', 'accountSettings', 'accountStatistics']),
  userRoles: [1],
};

export const association = (account: Account, userRoles: number[]): AccountAssociation => ({
  id: account.id,
  name: account.name,
  accountType: account.accountType,
  billingId: account.billingId,
  permissions: account.permissions,
  userRoles,
});

export interface MemberServerOptions {
  user: { id: number; email: string; name: string | null; staff?: boolean };
  /** The user's accounts (staff: every account) with the roles the associations answer. */
  associations: AccountAssociation[];
  /** Accounts GET /accounts/{id} knows. */
  accounts?: Account[];
  /** Users per account for GET /accounts/{id}/users. */
  accountUsers?: Record<number, AccountUser[]>;
  /** Extra or overriding routes. */
  routes?: Parameters<typeof stubFetch>[0];
}

/**
 * Signs the user in (a token cookie) and answers the calls the shell makes: the identity, the
 * associations, the configuration, and the accounts and their users.
 */
export function signInTo({ user, associations, accounts = [], accountUsers = {}, routes = {} }: MemberServerOptions) {
  // As a login does: the accounts of an earlier sign-in (the same token, when signed within the same second) are forgotten.
  authProvider.forgetAccounts();
  writeToken(makeToken({ user: user.id, email: user.email, permissions: user.staff ? 'user,admin' : 'user', accounts: associations.map((a) => a.id) }));
  const accountRoutes = Object.fromEntries(
    accounts.flatMap((account) => [
      [`GET /api/v2/accounts/${account.id}`, () => json({ account })],
      [`GET /api/v2/accounts/${account.id}/users`, () => json({ users: accountUsers[account.id] ?? [] })],
      [`GET /api/v2/accounts/${account.id}/invitations`, () => json({ invitations: [] })],
      [`GET /api/v2/accounts/${account.id}/api-keys`, () => json({ apiKeys: [] })],
    ]),
  );
  return stubFetch({
    'GET /api/v2/users/me': () =>
      json({ user: { id: user.id, authId: `auth-${user.id}`, email: user.email, name: user.name, isStaff: user.staff === true, accounts: [] } }),
    'GET /property/accounts/associations': () => json({ accounts: associations }),
    'GET /api/v2/config': () => json({ publicSiteUrl: 'https://portal.example.dk', features: { offMarketCreate: false } }),
    'POST /auth/logout': () => json({ message: 'Du er logget ud' }),
    // The account page's webhooks, for its administrators.
    'GET /api/v2/webhooks': () => json({ webhooks: [] }),
    ...accountRoutes,
    ...routes,
  });
}

export const headerOf = (call: Call | undefined, name: string) => call?.headers.get(name) ?? null;

/** Seeded users, for the account-user list. */
export const BROKER_USERS: AccountUser[] = [
  { userId: 3, name: 'Jonas Bech', email: 'maegler.bruger@demo.test', roles: [2], unregistered: false },
  { userId: 2, name: 'Mette Nordahl', email: 'maegler.admin@demo.test', roles: [1, 2], unregistered: false },
  { userId: 11, name: 'Emma Thorsen', email: 'ny.kollega@demo.test', roles: [2], unregistered: true },
];

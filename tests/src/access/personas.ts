import { PERMISSIONS, type Permission, type PermissionMap, type Role } from 'schemas/enums';
import { resolveActiveAccount } from 'src/access/activeAccount';
import type { GuardAccount, GuardState } from 'src/access/guard';

const permissions = (granted: readonly Permission[]): PermissionMap => Object.fromEntries(PERMISSIONS.map((p) => [p, granted.includes(p)])) as PermissionMap;

/** The seeded accounts (server/db/seed/personas.ts), as the guard sees them. */
export const ACCOUNTS = {
  broker: { id: 1, accountType: 1, permissions: permissions(PERMISSIONS) },
  light: { id: 2, accountType: 2, permissions: permissions(['rentalListing']) },
  premium: {
    id: 3,
    accountType: 3,
    permissions: permissions(['rentalListing', 'investmentListing', 'salesListing', 'officeSpaceListing', 'accountSettings', 'accountStatistics']),
  },
  statistics: { id: 4, accountType: 4, permissions: permissions(['marketStatistics']) },
  municipality: { id: 5, accountType: 5, permissions: permissions(['rentalListing', 'salesListing', 'accountSettings']) },
} as const;
type AccountKey = keyof typeof ACCOUNTS;

const member = (key: AccountKey, roles: Role[]): GuardAccount => ({ ...ACCOUNTS[key], userRoles: roles });

interface PersonaOptions {
  accounts: GuardAccount[];
  isStaff?: boolean;
  /** The stored choice: an account id and, for staff, the roles. */
  chosen?: { accountId: number; roles?: Role[] };
  authenticated?: boolean;
  loaded?: boolean;
  offMarketCreate?: boolean;
}

/** A guard state built the way AccessProvider builds it, from accounts and a stored choice. */
export function stateOf({ accounts, isStaff = false, chosen, authenticated = true, loaded = true, offMarketCreate = false }: PersonaOptions): GuardState {
  return {
    authenticated,
    loaded,
    isStaff,
    accounts,
    active: resolveActiveAccount(chosen ?? null, accounts, isStaff),
    features: { offMarketCreate },
  };
}

const everyAccount = (Object.keys(ACCOUNTS) as AccountKey[]).map((key) => member(key, [1, 2, 3]));

/** The seeded personas, plus the states around them (logged out, loading, staff acting). */
export const PERSONAS = {
  anonymous: stateOf({ accounts: [], authenticated: false, loaded: false }),
  loading: stateOf({ accounts: [], loaded: false }),
  staff: stateOf({ accounts: everyAccount, isStaff: true }),
  staffWithoutRoles: stateOf({ accounts: everyAccount, isStaff: true, chosen: { accountId: 2 } }),
  staffAsLightAdmin: stateOf({ accounts: everyAccount, isStaff: true, chosen: { accountId: 2, roles: [1] } }),
  staffAsLightReader: stateOf({ accounts: everyAccount, isStaff: true, chosen: { accountId: 2, roles: [3] } }),
  brokerAdmin: stateOf({ accounts: [member('broker', [1, 2])] }),
  brokerMember: stateOf({ accounts: [member('broker', [2])] }),
  brokerReader: stateOf({ accounts: [member('broker', [3])] }),
  light: stateOf({ accounts: [member('light', [1])] }),
  premium: stateOf({ accounts: [member('premium', [1])] }),
  statistics: stateOf({ accounts: [member('statistics', [1])] }),
  municipality: stateOf({ accounts: [member('municipality', [1])] }),
  multi: stateOf({ accounts: [member('broker', [2]), member('premium', [1])] }),
  multiInBroker: stateOf({ accounts: [member('broker', [2]), member('premium', [1])], chosen: { accountId: 1 } }),
  multiInPremium: stateOf({ accounts: [member('broker', [2]), member('premium', [1])], chosen: { accountId: 3 } }),
  private: stateOf({ accounts: [] }),
  brokerAdminWithOffMarket: stateOf({ accounts: [member('broker', [1, 2])], offMarketCreate: true }),
} as const satisfies Record<string, GuardState>;
export type PersonaKey = keyof typeof PERSONAS;

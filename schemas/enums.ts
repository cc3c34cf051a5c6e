import { LISTING_TYPE_DEFINITIONS, LISTING_TYPE_PERMISSIONS, type ListingTypeName, type ListingTypePermission } from './listingTypes';

export { LISTING_TYPES, LISTING_TYPE_NAMES, type ListingType, type ListingTypeName } from './listingTypes';

/** Account types, SPEC 1. */
export const ACCOUNT_TYPES = {
  Broker: 1,
  LightAdvertiser: 2,
  PremiumAdvertiser: 3,
  Statistics: 4,
  Municipality: 5,
} as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

/** SPEC 6: promotion is only for these account types. */
export const PROMOTION_ACCOUNT_TYPES: readonly AccountType[] = [ACCOUNT_TYPES.Broker, ACCOUNT_TYPES.PremiumAdvertiser];

/** A promotion's states (SPEC 6), here without zod so that the listing index can read its marks cheaply. */
export const PROMOTION_STATES = ['none', 'scheduled', 'running', 'endingSoon', 'ended', 'cancelled'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const ACCOUNT_TYPE_IDS = Object.values(ACCOUNT_TYPES) as AccountType[];

/** Account roles, SPEC 3 and 6. One association row carries one role. */
export const ROLES = { Admin: 1, Member: 2, ReadOnly: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_IDS = Object.values(ROLES) as Role[];

/** Account-level permissions, SPEC 6: one per listing type (schemas/listingTypeRegistry.ts), and these. */
const ACCOUNT_PERMISSIONS = ['accountSettings', 'accountStatistics', 'marketStatistics'] as const;
export type Permission = ListingTypePermission | (typeof ACCOUNT_PERMISSIONS)[number];
export const PERMISSIONS: readonly Permission[] = [...LISTING_TYPE_PERMISSIONS, ...ACCOUNT_PERMISSIONS];
export type PermissionMap = Record<Permission, boolean>;

/** The account permission each listing type needs. */
export const LISTING_TYPE_PERMISSION = Object.fromEntries(LISTING_TYPE_DEFINITIONS.map((t) => [t.key, t.permission])) as Record<
  ListingTypeName,
  ListingTypePermission
>;

/** Listing status, SPEC 4. */
export const LISTING_STATUSES = {
  pending: 1,
  active: 2,
  inactive: 3,
  quarantine: 4,
  closed: 5,
  archived: 6,
  deleted: 7,
} as const;
export type ListingStatusName = keyof typeof LISTING_STATUSES;
export type ListingStatus = (typeof LISTING_STATUSES)[ListingStatusName];
export const LISTING_STATUS_IDS = Object.values(LISTING_STATUSES) as ListingStatus[];

/** Closing reasons, SPEC 4, shown in the order 1, 3, 4, 2 and then the freshness check's. */
export const CLOSING_REASONS = {
  concluded: 1,
  discontinued: 2,
  discontinuedareachange: 3,
  discontinuedendofcommission: 4,
  /** Closed by the freshness check: nobody confirmed it still current in time (services/freshness.ts). */
  notconfirmedcurrent: 5,
} as const;
export const CLOSING_REASON_ORDER = [1, 3, 4, 2, 5] as const;
/** The reasons a user closes a listing with, in the order the UI offers them; the freshness check's is its own. */
export const USER_CLOSING_REASONS = [1, 3, 4, 2] as const;

/** Staff carry this permission in the token (SPEC 6). */
export const STAFF_PERMISSION = 'admin';

import { isTransaction, type DbOrTx } from '../db';
import { badInput, conflict, fieldProblem, forbidden, notFound } from '../errors';
import { ACCOUNT_ID_HEADER } from '../../schemas/access';
import { LISTING_TYPE_PERMISSION, ROLE_IDS, type AccountType, type ListingTypeName, type Permission, type Role } from '../../schemas/enums';
import { listingTypeName } from '../../schemas/listings';
import type { ApiKeyRole } from '../../schemas/apiKeys';
import { findAccountWithRoles, type AccountRow, type AccountWithRoles } from '../repositories/accounts';
import { findListing, listingIdsByCaseNumber, type LoadedListing } from '../repositories/listings';

export type { AccountRow };

/** Who a request made with an API key acts as: the key's account, with the key's role and nothing more. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  accountId: number;
  role: ApiKeyRole;
}

/**
 * The signed-in caller, as the auth plugin read it from the token and the database. A request made with an
 * API key is the key's (`apiKey`): it is never staff, `userId` is the key's creator (whom its writes are
 * attributed to, with the key), and it reaches its own account only, with the key's role.
 */
export interface AuthContext {
  userId: number;
  authId: string;
  email: string;
  isStaff: boolean;
  /** The account the SPA acts in (X-Account-Id), when it sent one. Access to it is still checked per call. */
  accountId?: number;
  /**
   * That account and the user's roles in it (null: no such account), read side by side with the user: most
   * calls are about it, and `requireAccount` decides on it without another round trip to the database.
   */
  actingAccount?: AccountWithRoles | null;
  /** Staff only: the roles they chose to act with (X-Act-As-Roles); absent means every role. */
  actAsRoles?: Role[];
  /** Set when the request was made with an API key rather than a login. */
  apiKey?: ApiKeyCaller;
  /** The product itself acts, for no user (SYSTEM_ACTOR). */
  system?: true;
}

/**
 * The product itself, where no signed-in user acts: the freshness check closing an unanswered listing, or a
 * listing's own mailed link. It reaches no account through the access checks (no user holds roles as it);
 * the audit log and the promotion it ends name no user.
 */
export const SYSTEM_ACTOR: AuthContext = { userId: 0, authId: 'system', email: '', isStaff: false, system: true };

/** The user to name as having made a change: none when the product itself did. */
export const actorUserId = (auth: AuthContext): number | null => (auth.system ? null : auth.userId);

export interface AccountAccess {
  account: AccountRow;
  /** The roles the caller acts with in this account; staff act with the roles they chose (default: every role). */
  roles: Role[];
}

export interface ListingAccess extends AccountAccess {
  listing: LoadedListing;
  type: ListingTypeName;
}

/** Who may do what with an account: roles in it, a permission it has, its account type, staff only. */
export interface Requirement {
  roles?: readonly Role[];
  permission?: Permission;
  /** Only these account types have the function (SPEC 6: promotion is for Broker and PremiumAdvertiser). */
  accountTypes?: readonly AccountType[];
  /** Internal staff only (moderation, account settings), with the roles they act with. */
  staffOnly?: boolean;
}

/**
 * The roles a caller acts with in an account: a member's own roles there (`memberRoles`); staff reach every
 * account, with the roles they chose to act with (X-Act-As-Roles), so staff acting as a reader cannot write.
 */
function actingRoles(auth: AuthContext, accountId: number, memberRoles: Role[]): Role[] {
  // A key has its role in its own account and none anywhere else, whatever its creator holds.
  if (auth.apiKey) return auth.apiKey.accountId === accountId ? [auth.apiKey.role] : [];
  return auth.isStaff ? [...(auth.actAsRoles ?? ROLE_IDS)] : memberRoles;
}

/** Staff-only functions (content admin, account settings, moderation): 403 for anyone else. */
export function requireStaff(auth: AuthContext): void {
  if (!auth.isStaff) throw forbidden('Kun interne medarbejdere har adgang til dette');
}

/**
 * The account as the caller may reach it: 404 when it does not exist, 403 when the caller is not a
 * member, holds none of the required roles, or the account lacks the required permission or type. The
 * account the SPA acts in was read with the user (`auth.actingAccount`), so most calls ask nothing more here.
 */
export async function requireAccount(db: DbOrTx, auth: AuthContext, accountId: number, requirement: Requirement = {}): Promise<AccountAccess> {
  if (requirement.staffOnly) requireStaff(auth);
  // A transaction reads it again, so that what it writes is checked against what it sees.
  const found =
    accountId === auth.accountId && auth.actingAccount !== undefined && !isTransaction(db)
      ? auth.actingAccount
      : await findAccountWithRoles(db, accountId, auth.userId);
  if (!found) throw notFound('Kontoen');
  const { account } = found;
  const roles = actingRoles(auth, account.id, found.memberRoles);
  if (roles.length === 0) throw forbidden('Du har ikke adgang til denne konto');
  if (requirement.roles && !requirement.roles.some((r) => roles.includes(r))) {
    throw forbidden('Din brugerrolle giver ikke adgang til dette');
  }
  if (requirement.permission && !account.permissions[requirement.permission]) {
    throw forbidden('Kontoen har ikke adgang til denne funktion');
  }
  if (requirement.accountTypes && !(requirement.accountTypes as readonly number[]).includes(account.accountType)) {
    throw forbidden('Funktionen findes ikke for kontoens kontotype');
  }
  return { account, roles };
}

/** The account the SPA acts in (X-Account-Id) as the caller may reach it; 400 when the SPA sent none. */
export async function requireActingAccount(db: DbOrTx, auth: AuthContext, requirement: Requirement = {}): Promise<AccountAccess> {
  if (auth.accountId === undefined) {
    throw badInput({ [ACCOUNT_ID_HEADER]: fieldProblem('required', 'Vælg en konto (X-Account-Id mangler)') }, 'Vælg en konto');
  }
  return requireAccount(db, auth, auth.accountId, requirement);
}

/** The type of a stored listing; an unknown one is a broken database, not a client error. */
export function typeOfListing(listing: LoadedListing): ListingTypeName {
  const type = listingTypeName(listing.row.listingType);
  if (!type) throw new Error(`listing ${listing.row.id} has unknown type ${listing.row.listingType}`);
  return type;
}

/**
 * The listing as the caller may reach it: 404 when it does not exist, then its account as `requireAccount`
 * decides, with the permission of the listing's type.
 */
export async function requireListing(db: DbOrTx, auth: AuthContext, id: number, requirement: Omit<Requirement, 'permission'> = {}): Promise<ListingAccess> {
  const listing = await findListing(db, id);
  if (!listing) throw notFound('Annoncen');
  const type = typeOfListing(listing);
  const access = await requireAccount(db, auth, listing.row.accountId, { ...requirement, permission: LISTING_TYPE_PERMISSION[type] });
  return { ...access, listing, type };
}

/**
 * The account's listing with this case number (accountOwnerListingIdentifierID; a deleted one is gone) as the
 * caller may reach it. The account is checked first, so that no one learns which case numbers another account
 * has; then 404 when it has no such listing, 409 when several listings share the case number (a copy that kept
 * it), and the listing as `requireListing` decides.
 */
export async function requireListingByCaseNumber(
  db: DbOrTx,
  auth: AuthContext,
  accountId: number,
  caseNumber: string,
  requirement: Omit<Requirement, 'permission'> = {},
): Promise<ListingAccess> {
  await requireAccount(db, auth, accountId, requirement);
  const [id, ...more] = await listingIdsByCaseNumber(db, accountId, caseNumber);
  if (id === undefined) throw notFound('Annoncen med sagsnummeret');
  if (more.length > 0) throw conflict(`Sagsnummeret ${caseNumber} har ${more.length + 1} annoncer i kontoen; brug annoncens id`);
  return requireListing(db, auth, id, requirement);
}

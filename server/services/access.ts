import { eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accountUsers, accounts } from '../db/schema';
import { badInput, forbidden, notFound } from '../errors';
import { ACCOUNT_ID_HEADER } from '../../schemas/access';
import { ROLE_IDS, type AccountType, type Permission, type Role } from '../../schemas/enums';
import type { AuthContext } from '../plugins/auth';

export type AccountRow = typeof accounts.$inferSelect;

export interface AccountAccess {
  account: AccountRow;
  /** The roles the caller acts with in this account; staff act with the roles they chose (default: every role). */
  roles: Role[];
}

/** Who may do what, in one place: the route says which roles and permission an action needs. */
export interface Requirement {
  roles?: readonly Role[];
  permission?: Permission;
  /** Only these account types have the function (SPEC 6: promotion is for Broker and PremiumAdvertiser). */
  accountTypes?: readonly AccountType[];
}

export async function rolesInAccount(db: DbOrTx, userId: number, accountId: number): Promise<Role[]> {
  const rows = await db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)));
  return rows.map((r) => r.role as Role).sort();
}

/**
 * The roles a caller acts with in an account: a member's own roles there; staff reach every account,
 * with the roles they chose to act with (X-Act-As-Roles), so staff acting as a reader cannot write.
 */
export async function actingRoles(db: DbOrTx, auth: AuthContext, accountId: number): Promise<Role[]> {
  if (auth.isStaff) return [...(auth.actAsRoles ?? ROLE_IDS)];
  return rolesInAccount(db, auth.userId, accountId);
}

/**
 * The account as the caller may reach it: 404 when it does not exist, 403 when the caller is not a
 * member, holds none of the required roles, or the account lacks the required permission.
 */
export async function requireAccount(
  db: DbOrTx,
  auth: AuthContext,
  accountId: number,
  requirement: Requirement = {},
): Promise<AccountAccess> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('Kontoen');
  const roles = await actingRoles(db, auth, accountId);
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

/**
 * The account the SPA acts in (X-Account-Id) as the caller may reach it, for calls that work on "the
 * active account" rather than one named in the path; 400 when the SPA sent none.
 */
export async function requireActiveAccount(
  db: DbOrTx,
  auth: AuthContext,
  requirement: Requirement = {},
): Promise<AccountAccess> {
  if (auth.accountId === undefined) {
    throw badInput({ [ACCOUNT_ID_HEADER]: 'Vælg en konto (X-Account-Id mangler)' }, 'Vælg en konto');
  }
  return requireAccount(db, auth, auth.accountId, requirement);
}

/** Staff-only functions (content admin: site announcements, CMS pages, the mail outbox): 403 for anyone else. */
export function requireStaff(auth: AuthContext): void {
  if (!auth.isStaff) throw forbidden('Kun interne medarbejdere har adgang til dette');
}

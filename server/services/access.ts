import { eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accountUsers, accounts } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { ROLE_IDS, type Permission, type Role } from '../../schemas/enums';
import type { AuthContext } from '../plugins/auth';

export type AccountRow = typeof accounts.$inferSelect;

export interface AccountAccess {
  account: AccountRow;
  /** The roles the caller acts with in this account; staff act with every role. */
  roles: Role[];
}

/** Who may do what, in one place: the route says which roles and permission an action needs. */
export interface Requirement {
  roles?: readonly Role[];
  permission?: Permission;
}

export async function rolesInAccount(db: DbOrTx, userId: number, accountId: number): Promise<Role[]> {
  const rows = await db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)));
  return rows.map((r) => r.role as Role).sort();
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
  const roles = auth.isStaff ? [...ROLE_IDS] : await rolesInAccount(db, auth.userId, accountId);
  if (roles.length === 0) throw forbidden('Du har ikke adgang til denne konto');
  if (requirement.roles && !requirement.roles.some((r) => roles.includes(r))) {
    throw forbidden('Din brugerrolle giver ikke adgang til dette');
  }
  if (requirement.permission && !account.permissions[requirement.permission]) {
    throw forbidden('Kontoen har ikke adgang til denne funktion');
  }
  return { account, roles };
}

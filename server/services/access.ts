import { eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';
import { prepared } from '../db/prepared';
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

/**
 * The roles a caller acts with in an account: a member's own roles there (`memberRoles`); staff reach every
 * account, with the roles they chose to act with (X-Act-As-Roles), so staff acting as a reader cannot write.
 */
function actingRoles(auth: AuthContext, memberRoles: Role[]): Role[] {
  return auth.isStaff ? [...(auth.actAsRoles ?? ROLE_IDS)] : memberRoles;
}

/** The account and a user's roles in it, in one statement: most requests ask it first. */
const accountWithRoles = prepared('account_with_roles', (db, name) =>
  db
    .select({
      account: accounts,
      // Not correlated with accounts.id: Drizzle writes a single-table select's fields without table names.
      memberRoles: sql<Role[]>`array(select ${accountUsers.role} from ${accountUsers} where ${accountUsers.accountId} = ${sql.placeholder('accountId')} and ${accountUsers.userId} = ${sql.placeholder('userId')} order by 1)`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare(name),
);

export interface AccountWithRoles {
  account: AccountRow;
  /** The user's own roles in the account (none for a stranger, staff included). */
  memberRoles: Role[];
}

/** The account and a user's roles in it; null when there is no such account. */
export async function findAccountWithRoles(db: DbOrTx, accountId: number, userId: number): Promise<AccountWithRoles | null> {
  const [found] = await accountWithRoles(db).execute({ accountId, userId });
  return found ?? null;
}

/**
 * The account as the caller may reach it: 404 when it does not exist, 403 when the caller is not a
 * member, holds none of the required roles, or the account lacks the required permission. The account the
 * SPA acts in was read with the user (`auth.actingAccount`), so most calls ask nothing more here.
 */
export async function requireAccount(
  db: DbOrTx,
  auth: AuthContext,
  accountId: number,
  requirement: Requirement = {},
): Promise<AccountAccess> {
  // A transaction reads it again, so that what it writes is checked against what it sees.
  const found =
    accountId === auth.accountId && auth.actingAccount !== undefined && !is(db, PgTransaction)
      ? auth.actingAccount
      : await findAccountWithRoles(db, accountId, auth.userId);
  if (!found) throw notFound('Kontoen');
  const { account } = found;
  const roles = actingRoles(auth, found.memberRoles);
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

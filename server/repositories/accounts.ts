import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { preparedPer, type DbOrTx } from '../db';
import { accountUsers, accounts, users } from '../db/schema';
import { PERMISSIONS, ROLE_IDS, ROLES, type PermissionMap } from '../../schemas/enums';
import type { Account, AccountAssociation, AccountCreate, AccountSettings, AccountUpdate, AccountUser } from '../../schemas/accounts';
import type { Role } from '../../schemas/enums';

export type AccountRow = typeof accounts.$inferSelect;

/**
 * The roles of the user `userId` placeholder in the account `accountId` placeholder, as a column. Not correlated
 * with accounts.id: Drizzle writes a single-table select's fields without table names.
 */
export const memberRolesColumn = () =>
  sql<
    Role[]
  >`array(select ${accountUsers.role} from ${accountUsers} where ${accountUsers.accountId} = ${sql.placeholder('accountId')} and ${accountUsers.userId} = ${sql.placeholder('userId')} order by 1)`;

/** The account and a user's roles in it, in one statement: most requests ask it first. */
const accountWithRoles = preparedPer((db) =>
  db
    .select({ account: accounts, memberRoles: memberRolesColumn() })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_with_roles'),
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

export function permissionMap(stored: Record<string, boolean>): PermissionMap {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, stored[p] === true])) as PermissionMap;
}

export function toAccount(row: AccountRow, userRoles: number[]): Account {
  return {
    id: row.id,
    accountType: row.accountType,
    name: row.name,
    email: row.email,
    ccEmail: row.ccEmail,
    website: row.website,
    phoneNumber: row.phoneNumber,
    description: row.description,
    address: {
      streetName: row.streetName,
      streetNumber: row.streetNumber,
      floor: row.floor,
      door: row.door,
      zipCode: row.zipCode,
      city: row.city,
    },
    logoUrl: row.logoUrl,
    organization: row.organization,
    listingSupplier: row.listingSupplier,
    billingId: row.billingId,
    permissions: permissionMap(row.permissions),
    userRoles,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface AccountPage {
  limit: number;
  offset: number;
  sort: 'name' | 'id' | 'accountType';
  order: 'ASC' | 'DESC';
  /** Free text: part of the name or the billing id. */
  q?: string;
  /** Only accounts no member administers. */
  withoutAdministrator?: boolean;
}

const ACCOUNT_SORT = { name: accounts.name, id: accounts.id, accountType: accounts.accountType };

/**
 * The accounts a user belongs to (staff: all), a page at a time, each with the caller's roles merged from
 * the one-role association rows; staff act with every role.
 */
async function accountsWithRoles(
  db: DbOrTx,
  user: { userId: number; isStaff: boolean },
  page: AccountPage = { limit: 10_000, offset: 0, sort: 'name', order: 'ASC' },
) {
  const membership = user.isStaff
    ? undefined
    : sql`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${accounts.id} and ${accountUsers.userId} = ${user.userId})`;
  const search = page.q ? sql`(${accounts.name} ilike ${'%' + page.q.replace(/[\\%_]/g, '\\$&') + '%'} or ${accounts.billingId} = ${page.q})` : undefined;
  const unadministered = page.withoutAdministrator
    ? sql`not exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${accounts.id} and ${accountUsers.role} = ${ROLES.Admin})`
    : undefined;
  const where = and(membership, search, unadministered);
  const column = ACCOUNT_SORT[page.sort];
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(page.order === 'DESC' ? desc(column) : asc(column), asc(accounts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .where(where);
  const roles = new Map<number, number[]>();
  if (!user.isStaff && rows.length > 0) {
    const memberships = await db
      .select({ accountId: accountUsers.accountId, role: accountUsers.role })
      .from(accountUsers)
      .where(
        and(
          eq(accountUsers.userId, user.userId),
          inArray(
            accountUsers.accountId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(accountUsers.role));
    for (const m of memberships) roles.set(m.accountId, [...(roles.get(m.accountId) ?? []), m.role]);
  }
  return {
    rows: rows.map((account) => ({ account, roles: user.isStaff ? ([...ROLE_IDS] as number[]) : (roles.get(account.id) ?? []) })),
    total: count?.total ?? 0,
  };
}

export async function listAssociations(db: DbOrTx, user: { userId: number; isStaff: boolean }): Promise<AccountAssociation[]> {
  const { rows } = await accountsWithRoles(db, user);
  return rows.map(({ account, roles }) => ({
    id: account.id,
    name: account.name,
    accountType: account.accountType,
    billingId: account.billingId,
    permissions: permissionMap(account.permissions),
    userRoles: roles,
  }));
}

export async function listAccounts(db: DbOrTx, user: { userId: number; isStaff: boolean }, page: AccountPage): Promise<{ accounts: Account[]; total: number }> {
  const { rows, total } = await accountsWithRoles(db, user, page);
  return { accounts: rows.map(({ account, roles }) => toAccount(account, roles)), total };
}

function editableColumns(input: AccountUpdate) {
  return {
    name: input.name,
    email: input.email,
    ccEmail: input.ccEmail,
    website: input.website ?? null,
    phoneNumber: input.phoneNumber ?? null,
    description: input.description ?? null,
    streetName: input.address.streetName,
    streetNumber: input.address.streetNumber,
    floor: input.address.floor ?? null,
    door: input.address.door ?? null,
    zipCode: input.address.zipCode,
    city: input.address.city,
    logoUrl: input.logoUrl ?? null,
    organization: input.organization ?? null,
  };
}

export async function insertAccount(db: DbOrTx, input: AccountCreate, permissions: PermissionMap): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      ...editableColumns(input),
      accountType: input.accountType,
      billingId: input.billingId ?? null,
      permissions,
    })
    .returning();
  if (!row) throw new Error('account insert returned no row');
  return row;
}

/** Writes the new values if the account is still at `version`; null when someone else got there first. */
export async function updateAccount(db: DbOrTx, id: number, version: number, input: AccountUpdate): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({
      ...editableColumns(input),
      version: sql`${accounts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(accounts.id, id), eq(accounts.version, version)))
    .returning();
  return row ?? null;
}

/** Staff's settings: type, billing id and permissions, if the account is still at `version`; null otherwise. */
export async function setAccountSettings(db: DbOrTx, id: number, version: number, input: AccountSettings): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({
      accountType: input.accountType,
      billingId: input.billingId ?? null,
      permissions: input.permissions,
      version: sql`${accounts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(accounts.id, id), eq(accounts.version, version)))
    .returning();
  return row ?? null;
}

export async function listAccountUsers(db: DbOrTx, accountId: number): Promise<AccountUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      role: accountUsers.role,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(users.email), asc(accountUsers.role));
  const merged = new Map<number, AccountUser>();
  for (const row of rows) {
    const entry = merged.get(row.userId) ?? {
      userId: row.userId,
      name: row.name,
      email: row.email,
      roles: [],
      unregistered: row.passwordHash === null,
    };
    entry.roles.push(row.role);
    merged.set(row.userId, entry);
  }
  return [...merged.values()];
}

/** Replaces the roles a user holds in an account with `roles` (one association row per role). */
export async function setAccountUserRoles(db: DbOrTx, accountId: number, userId: number, roles: readonly Role[]): Promise<void> {
  await db.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId), notInArray(accountUsers.role, [...roles])));
  await db
    .insert(accountUsers)
    .values(roles.map((role) => ({ accountId, userId, role })))
    .onConflictDoNothing();
}

/** The accounts a user is a member of, with their merged roles and the number of administrators each has. */
export async function membershipsWithAdminCount(db: DbOrTx, userId: number) {
  return db
    .select({
      accountId: accounts.id,
      name: accounts.name,
      roles: sql<number[]>`array_agg(distinct ${accountUsers.role} order by ${accountUsers.role})`,
      admins: sql<number>`(select count(distinct au.user_id)::int from ${accountUsers} au where au.account_id = ${accounts.id} and au.role = ${ROLES.Admin})`,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .groupBy(accounts.id, accounts.name)
    .orderBy(asc(accounts.name));
}

/** Whether the user holds any role in the account. */
export async function isAccountMember(db: DbOrTx, accountId: number, userId: number): Promise<boolean> {
  const [member] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  return member !== undefined;
}

export async function addAccountUser(db: DbOrTx, accountId: number, userId: number, role: Role): Promise<void> {
  await db.insert(accountUsers).values({ accountId, userId, role });
}

/** Gives the user the role in the account, unless they hold it already. */
export async function addAccountUserRole(db: DbOrTx, accountId: number, userId: number, role: number): Promise<void> {
  await db.insert(accountUsers).values({ accountId, userId, role }).onConflictDoNothing();
}

/** Takes every role the user holds in every account. */
export async function removeAllMemberships(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(accountUsers).where(eq(accountUsers.userId, userId));
}

/** Which of the accounts the user is a member of. */
export async function memberAccountIds(db: DbOrTx, userId: number, accountIds: number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), inArray(accountUsers.accountId, accountIds)));
  return new Set(rows.map((r) => r.accountId));
}

/** Takes every role the user holds in the account. */
export async function removeAccountUser(db: DbOrTx, accountId: number, userId: number): Promise<void> {
  await db.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accountUsers, accounts, users } from '../db/schema';
import { PERMISSIONS, ROLE_IDS, type PermissionMap } from '../../schemas/enums';
import type { Account, AccountAssociation, AccountUpdate, AccountUser } from '../../schemas/accounts';

type AccountRow = typeof accounts.$inferSelect;

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

/** The accounts a user belongs to, each with its merged roles, sorted by name; staff: all, every role. */
/** The accounts a user belongs to, each with its merged roles, sorted by name; staff: all, every role. */
async function accountsWithRoles(db: DbOrTx, user: { userId: number; isStaff: boolean }) {
  if (!user.isStaff) return memberAccounts(db, user.userId);
  const all = await db.select().from(accounts).orderBy(asc(accounts.name), asc(accounts.id));
  return all.map((account) => ({ account, roles: [...ROLE_IDS] as number[] }));
}

export async function listAssociations(
  db: DbOrTx,
  user: { userId: number; isStaff: boolean },
): Promise<AccountAssociation[]> {
  return (await accountsWithRoles(db, user)).map(({ account, roles }) => ({
    id: account.id,
    name: account.name,
    accountType: account.accountType,
    billingId: account.billingId,
    permissions: permissionMap(account.permissions),
    userRoles: roles,
  }));
}

export async function listAccounts(db: DbOrTx, user: { userId: number; isStaff: boolean }): Promise<Account[]> {
  return (await accountsWithRoles(db, user)).map(({ account, roles }) => toAccount(account, roles));
}

async function memberAccounts(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ account: accounts, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id), asc(accountUsers.role));
  const merged = new Map<number, { account: AccountRow; roles: number[] }>();
  for (const { account, role } of rows) {
    const entry = merged.get(account.id) ?? { account, roles: [] };
    entry.roles.push(role);
    merged.set(account.id, entry);
  }
  return [...merged.values()];
}

export async function updateAccount(db: DbOrTx, id: number, input: AccountUpdate): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({
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
      version: sql`${accounts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new Error(`account ${id} vanished during update`);
  return row;
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

export async function usersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

import type { Db, DbOrTx } from '../db';
import { ApiHttpError, badInput, conflict, fieldProblem, notFound, staleVersion } from '../errors';
import { NEW_ACCOUNT_PERMISSIONS, SELF_SERVICE_ACCOUNT_TYPE, SELF_SERVICE_TYPE_MESSAGE } from '../../schemas/accounts';
import type { Account, AccountCreate, AccountSettings, AccountUpdate, AccountUser } from '../../schemas/accounts';
import { ERROR_CODES } from '../../schemas/errors';
import { PERMISSIONS, ROLE_IDS, ROLES, type AccountType, type PermissionMap, type Role } from '../../schemas/enums';
import {
  addAccountUser,
  insertAccount,
  isAccountMember,
  listAccountUsers,
  removeAccountUser,
  setAccountSettings,
  setAccountUserRoles,
  toAccount,
  updateAccount,
} from '../repositories/accounts';
import { findActiveUser } from '../repositories/users';
import type { AccountAccess, AuthContext } from './access';
import { diff, recordAudit } from './audit';

const lastAdmin = () => new ApiHttpError(409, ERROR_CODES.lastAdmin, 'Kontoen skal have mindst én administrator');

function newAccountPermissions(accountType: AccountType): PermissionMap {
  const granted: readonly string[] = NEW_ACCOUNT_PERMISSIONS[accountType];
  return Object.fromEntries(PERMISSIONS.map((p) => [p, granted.includes(p)])) as PermissionMap;
}

/**
 * A new company account: a user creates one of the self-service type and becomes its administrator; staff
 * create any type, may set the billing id, and are not made members (they reach every account).
 */
export async function createAccount(db: Db, auth: AuthContext, input: AccountCreate): Promise<Account> {
  if (!auth.isStaff && input.accountType !== SELF_SERVICE_ACCOUNT_TYPE) {
    throw new ApiHttpError(403, ERROR_CODES.forbidden, SELF_SERVICE_TYPE_MESSAGE, { accountType: fieldProblem('not_allowed', SELF_SERVICE_TYPE_MESSAGE) });
  }
  if (input.billingId !== undefined && !auth.isStaff) {
    throw badInput({ billingId: fieldProblem('not_allowed', 'Fakturanummer tildeles af os og kan ikke angives') });
  }
  return db.transaction(async (tx) => {
    const row = await insertAccount(tx, input, newAccountPermissions(input.accountType));
    if (!auth.isStaff) await addAccountUser(tx, row.id, auth.userId, ROLES.Admin);
    const created = toAccount(row, auth.isStaff ? [...ROLE_IDS] : [ROLES.Admin]);
    await recordAudit(tx, auth, {
      accountId: row.id,
      entity: 'account',
      entityId: row.id,
      action: 'create',
      changes: { ...diff({}, created), administrator: auth.isStaff ? null : auth.userId },
    });
    return created;
  });
}

/**
 * Changes the account's own fields ('update') or, for staff, its type, billing id and permissions
 * ('settings'), written only at the version the caller read: a change that committed since is a 412.
 */
export async function changeAccount(
  db: Db,
  auth: AuthContext,
  { account, roles }: AccountAccess,
  change: { kind: 'update'; input: AccountUpdate } | { kind: 'settings'; input: AccountSettings },
): Promise<Account> {
  return db.transaction(async (tx) => {
    const row =
      change.kind === 'update'
        ? await updateAccount(tx, account.id, account.version, change.input)
        : await setAccountSettings(tx, account.id, account.version, change.input);
    if (!row) throw staleVersion();
    await recordAudit(tx, auth, {
      accountId: account.id,
      entity: 'account',
      entityId: account.id,
      action: change.kind,
      changes: diff(toAccount(account, roles), toAccount(row, roles)),
    });
    return toAccount(row, roles);
  });
}

/** Gives a user who is new to the account a role in it (changing a member's roles is `setUserRoles`). */
export async function addUser(db: Db, auth: AuthContext, accountId: number, userId: number, role: Role): Promise<AccountUser[]> {
  return db.transaction(async (tx) => {
    if (!(await findActiveUser(tx, userId))) throw notFound('Brugeren');
    if (await isAccountMember(tx, accountId, userId)) throw conflict('Brugeren er allerede tilføjet');
    await addAccountUser(tx, accountId, userId, role);
    await recordAudit(tx, auth, { accountId, entity: 'account_user', entityId: userId, action: 'add', changes: { role } });
    return listAccountUsers(tx, accountId);
  });
}

/** A member of the account and whether another member is an administrator: 404 for a user who is not a member. */
async function memberOf(tx: DbOrTx, accountId: number, userId: number) {
  const before = await listAccountUsers(tx, accountId);
  const target = before.find((u) => u.userId === userId);
  if (!target) throw notFound('Brugeren på kontoen');
  const otherAdmin = before.some((u) => u.userId !== userId && u.roles.includes(ROLES.Admin));
  return { target, otherAdmin };
}

/** Sets a member's roles; taking the administrator role from the account's last administrator is refused (409). */
export async function setUserRoles(db: Db, auth: AuthContext, accountId: number, userId: number, roles: Role[]): Promise<AccountUser[]> {
  return db.transaction(async (tx) => {
    const { target, otherAdmin } = await memberOf(tx, accountId, userId);
    if (target.roles.includes(ROLES.Admin) && !roles.includes(ROLES.Admin) && !otherAdmin) throw lastAdmin();
    await setAccountUserRoles(tx, accountId, userId, roles);
    await recordAudit(tx, auth, {
      accountId,
      entity: 'account_user',
      entityId: userId,
      action: 'update_roles',
      changes: { roles: { from: target.roles, to: roles } },
    });
    return listAccountUsers(tx, accountId);
  });
}

/** Removes a member and all their roles; removing the account's last administrator is refused (409). */
export async function removeUser(db: Db, auth: AuthContext, accountId: number, userId: number): Promise<AccountUser[]> {
  return db.transaction(async (tx) => {
    const { target, otherAdmin } = await memberOf(tx, accountId, userId);
    if (target.roles.includes(ROLES.Admin) && !otherAdmin) throw lastAdmin();
    await removeAccountUser(tx, accountId, userId);
    await recordAudit(tx, auth, { accountId, entity: 'account_user', entityId: userId, action: 'remove', changes: { roles: target.roles } });
    return listAccountUsers(tx, accountId);
  });
}

import type { Db, DbOrTx } from '../db';
import { ApiHttpError, badInput, fieldProblem, notFound, staleVersion } from '../errors';
import { NEW_ACCOUNT_PERMISSIONS, SELF_SERVICE_ACCOUNT_TYPE, SELF_SERVICE_TYPE_MESSAGE } from '../../schemas/accounts';
import type { Account, AccountCreate, AccountSettings, AccountUpdate, AccountUser } from '../../schemas/accounts';
import { ERROR_CODES } from '../../schemas/errors';
import { PERMISSIONS, ROLE_IDS, ROLES, type AccountType, type PermissionMap, type Role } from '../../schemas/enums';
import {
  addAccountUser,
  insertAccount,
  listAccountUsers,
  removeAccountUser,
  setAccountSettings,
  setAccountUserRoles,
  toAccount,
  updateAccount,
} from '../repositories/accounts';
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

/**
 * An account whose last administrator left it (or deleted their profile) is handed to staff: it shows in their
 * list of accounts without an administrator (GET /accounts?withoutAdministrator=true), and the audit log says
 * when and why. Staff invite a new administrator or close it.
 */
export async function handToStaff(tx: DbOrTx, auth: AuthContext, accountId: number, reason: 'left' | 'profile_deleted'): Promise<void> {
  await recordAudit(tx, auth, {
    accountId,
    entity: 'account',
    entityId: accountId,
    action: 'handed_to_staff',
    changes: { lastAdministrator: auth.userId, reason },
  });
}

/**
 * Removes a member and all their roles. A member may always leave: the last administrator leaving hands the
 * account to staff; removing the last administrator otherwise is refused (409).
 */
export async function removeUser(db: Db, auth: AuthContext, accountId: number, userId: number): Promise<AccountUser[]> {
  return db.transaction(async (tx) => {
    const { target, otherAdmin } = await memberOf(tx, accountId, userId);
    const lastAdministrator = target.roles.includes(ROLES.Admin) && !otherAdmin;
    const leaving = userId === auth.userId;
    if (lastAdministrator && !leaving) throw lastAdmin();
    await removeAccountUser(tx, accountId, userId);
    await recordAudit(tx, auth, {
      accountId,
      entity: 'account_user',
      entityId: userId,
      action: leaving ? 'leave' : 'remove',
      changes: { roles: target.roles },
    });
    if (lastAdministrator) await handToStaff(tx, auth, accountId, 'left');
    return listAccountUsers(tx, accountId);
  });
}

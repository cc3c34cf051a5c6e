import type { Db } from '../db';
import { forbidden, notFound, unauthorized } from '../errors';
import { ROLES } from '../../schemas/enums';
import { listAssociations, memberAccountIds, membershipsWithAdminCount, removeAllMemberships } from '../repositories/accounts';
import type { AccountAssociation } from '../../schemas/accounts';
import { deleteResetTokensOf } from '../repositories/passwordResets';
import { findActiveUser, softDeleteUser, type UserRow } from '../repositories/users';
import type { AuthContext } from './access';
import { recordAudit } from './audit';
import { handToStaff } from './accounts';

/**
 * Deletes the caller's profile in one transaction: the user is marked deleted, their memberships and password
 * resets go. An account they were the last administrator of is handed to staff, never held against them.
 */
export async function deleteProfile(db: Db, auth: AuthContext): Promise<void> {
  await db.transaction(async (tx) => {
    const memberships = await membershipsWithAdminCount(tx, auth.userId);
    await removeAllMemberships(tx, auth.userId);
    await deleteResetTokensOf(tx, auth.userId);
    await softDeleteUser(tx, auth.userId);
    for (const m of memberships) {
      if (m.roles.includes(ROLES.Admin) && m.admins <= 1) await handToStaff(tx, auth, m.accountId, 'profile_deleted');
    }
    await recordAudit(tx, auth, {
      accountId: null,
      entity: 'user',
      entityId: auth.userId,
      action: 'delete',
      changes: { memberships: memberships.map((m) => ({ accountId: m.accountId, roles: m.roles })) },
    });
  });
}

/** A user as the API answers them, with the accounts shown. */
function userView(user: UserRow, accounts: AccountAssociation[]) {
  return {
    id: user.id,
    authId: user.authId,
    email: user.email,
    name: user.name,
    accounts: accounts.map((a) => ({ id: a.id, name: a.name, roles: a.userRoles })),
  };
}

/** The signed-in user and every account they are a member of; 401 when the user is gone. */
export async function ownProfile(db: Db, auth: AuthContext) {
  const user = await findActiveUser(db, auth.userId);
  if (!user) throw unauthorized();
  return { ...userView(user, await listAssociations(db, { userId: user.id, isStaff: false })), isStaff: user.isStaff };
}

/**
 * One user as the caller may see them: themself and staff see every account of theirs, a colleague only the
 * accounts they share (403 when they share none); 404 for a user who does not exist.
 */
export async function userSeenBy(db: Db, auth: AuthContext, id: number) {
  const target = await findActiveUser(db, id);
  if (!target) throw notFound('Brugeren');
  const memberships = await listAssociations(db, { userId: target.id, isStaff: false });
  if (auth.isStaff || auth.userId === target.id) return userView(target, memberships);
  const shared = await memberAccountIds(
    db,
    auth.userId,
    memberships.map((m) => m.id),
  );
  const visible = memberships.filter((m) => shared.has(m.id));
  if (visible.length === 0) throw forbidden('Du har ikke adgang til denne bruger');
  return userView(target, visible);
}

import type { Db } from '../db';
import { ApiHttpError } from '../errors';
import { ROLES } from '../../schemas/enums';
import { membershipsWithAdminCount, removeAllMemberships } from '../repositories/accounts';
import { deleteResetTokensOf } from '../repositories/passwordResets';
import { softDeleteUser } from '../repositories/users';
import type { AuthContext } from './access';
import { recordAudit } from './audit';

/**
 * Deletes the caller's profile in one transaction: the user is marked deleted, their memberships and password
 * resets go. Refused (409) while they are the last administrator of an account.
 */
export async function deleteProfile(db: Db, auth: AuthContext): Promise<void> {
  await db.transaction(async (tx) => {
    const memberships = await membershipsWithAdminCount(tx, auth.userId);
    const soleAdmin = memberships.find((m) => m.roles.includes(ROLES.Admin) && m.admins <= 1);
    if (soleAdmin) {
      throw new ApiHttpError(
        409,
        'last_admin',
        `Du er den eneste administrator af ${soleAdmin.name}. Gør en anden bruger til administrator, før du sletter din profil.`,
      );
    }
    await removeAllMemberships(tx, auth.userId);
    await deleteResetTokensOf(tx, auth.userId);
    await softDeleteUser(tx, auth.userId);
    await recordAudit(tx, auth, {
      accountId: null,
      entity: 'user',
      entityId: auth.userId,
      action: 'delete',
      changes: { memberships: memberships.map((m) => ({ accountId: m.accountId, roles: m.roles })) },
    });
  });
}

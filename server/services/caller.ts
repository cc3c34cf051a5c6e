import type { Db } from '../db';
import { unauthorized } from '../errors';
import type { Caller } from '../../schemas/caller';
import { listAssociations } from '../repositories/accounts';
import { findActiveUser } from '../repositories/users';
import type { AuthContext } from './access';

/** Who the request's credential is: a key with its account and role, or a user with their accounts and roles. */
export async function callerOf(db: Db, auth: AuthContext): Promise<Caller> {
  const key = auth.apiKey;
  if (key) {
    const account = auth.actingAccount?.account;
    if (!account) throw new Error(`API key ${key.id} has no account`);
    return {
      kind: 'apiKey',
      apiKeyId: key.id,
      name: key.name,
      email: null,
      isStaff: false,
      accounts: [{ id: account.id, name: account.name, accountType: account.accountType, roles: [key.role] }],
    };
  }
  const user = await findActiveUser(db, auth.userId);
  if (!user) throw unauthorized();
  const accounts = await listAssociations(db, { userId: user.id, isStaff: false });
  return {
    kind: 'user',
    apiKeyId: null,
    name: user.name,
    email: user.email,
    isStaff: user.isStaff,
    accounts: accounts.map((a) => ({ id: a.id, name: a.name, accountType: a.accountType, roles: a.userRoles })),
  };
}

import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { preparedPer, type DbOrTx } from '../db';
import { accounts, sessions, users } from '../db/schema';
import { memberRolesColumn, type AccountWithRoles } from './accounts';

export async function insertSession(db: DbOrTx, userId: number, startedAt: Date) {
  const [session] = await db.insert(sessions).values({ userId, createdAt: startedAt }).returning({ id: sessions.id, startedAt: sessions.createdAt });
  if (!session) throw new Error('the session insert returned no row');
  return session;
}

/** Removes the user's sessions that can never be used again: ended, or started before `startedBefore`. */
export async function deleteEndedSessions(db: DbOrTx, userId: number, startedBefore: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), or(isNotNull(sessions.revokedAt), lt(sessions.createdAt, startedBefore))));
}

const SESSION_USER = { user: users, startedAt: sessions.createdAt, revokedAt: sessions.revokedAt };
/** The session `sid` of the user `userId`, the user not deleted. */
const ownSession = () => and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.userId, sql.placeholder('userId')), isNull(users.deletedAt));

// Every authenticated request reads its user and its session, in one statement.
const sessionUser = preparedPer((db) =>
  db.select(SESSION_USER).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(ownSession()).prepare('find_session_user'),
);

/** The session `sid` of the user `userId` with that user, if both exist (the user not deleted). */
export async function findSessionUser(db: DbOrTx, userId: number, sid: string) {
  const [row] = await sessionUser(db).execute({ sid, userId });
  return row;
}

// A request that names the account it acts in (X-Account-Id) reads that account and the user's roles there in
// the same statement: one round trip rather than two.
const sessionUserInAccount = preparedPer((db) =>
  db
    .select({ ...SESSION_USER, account: accounts, memberRoles: memberRolesColumn() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.id, sql.placeholder('accountId')))
    .where(ownSession())
    .prepare('find_session_user_in_account'),
);

/** As findSessionUser, with the account `accountId` and the user's roles in it (null: no such account). */
export async function findSessionUserInAccount(db: DbOrTx, userId: number, sid: string, accountId: number) {
  const [row] = await sessionUserInAccount(db).execute({ sid, userId, accountId });
  if (!row) return undefined;
  const { account, memberRoles, ...session } = row;
  const actingAccount: AccountWithRoles | null = account ? { account, memberRoles } : null;
  return { ...session, actingAccount };
}

/** Ends one session of the user, if it is still open. */
export async function revokeSession(db: DbOrTx, userId: number, sid: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sid), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every open session of the user. */
export async function revokeUserSessions(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

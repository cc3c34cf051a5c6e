import type { SessionClaims } from '../../schemas/auth';
import type { DbOrTx } from '../db';
import type { UserRow as User } from '../repositories/users';
import { listAssociations } from '../repositories/accounts';
import { deleteEndedSessions, findSessionUser, findSessionUserInAccount, insertSession, revokeSession, revokeUserSessions } from '../repositories/sessions';
import { SESSION_MS, sessionEndsAt, type Tokens, type TokenSubject } from './tokens';

async function tokenSubject(db: DbOrTx, user: User): Promise<TokenSubject> {
  const accounts = await listAssociations(db, { userId: user.id, isStaff: false });
  return { id: user.id, authId: user.authId, email: user.email, isStaff: user.isStaff, accountIds: accounts.map((a) => a.id) };
}

/** Logs the user in (their password already checked): a new session and its first token. */
export async function logIn(db: DbOrTx, tokens: Tokens, user: User): Promise<string> {
  const now = tokens.now();
  // Sessions that can never be used again go, so the table holds about a row per device in use.
  await deleteEndedSessions(db, user.id, new Date(now - SESSION_MS));
  const session = await insertSession(db, user.id, new Date(now));
  return tokens.sign(await tokenSubject(db, user), session);
}

/**
 * The user of a verified token, with its session, if the session still holds: not ended, not past its
 * SESSION_DAYS, the user not deleted and still the token's subject. Read from the database on every use, so
 * that an ended session takes effect at once.
 */
export async function sessionUser(db: DbOrTx, tokens: Tokens, claims: SessionClaims) {
  const found = await findSessionUser(db, claims.user, claims.sid);
  return found && holds(tokens, claims, found) ? found : undefined;
}

/** The same, with the account the request acts in and the user's roles there (null: no such account). */
export async function sessionUserInAccount(db: DbOrTx, tokens: Tokens, claims: SessionClaims, accountId: number) {
  const found = await findSessionUserInAccount(db, claims.user, claims.sid, accountId);
  return found && holds(tokens, claims, found) ? found : undefined;
}

/** Whether the session still holds for the token: its user the token's subject, not ended, not past SESSION_DAYS. */
function holds(tokens: Tokens, claims: SessionClaims, found: { user: User; startedAt: Date; revokedAt: Date | null }): boolean {
  return found.user.authId === claims.sub && found.revokedAt === null && tokens.now() < sessionEndsAt(found.startedAt);
}

/** A new token in the same session for a valid one (SPEC 7 renew-token); undefined when the token or its session is not. */
export async function renewToken(db: DbOrTx, tokens: Tokens, token: string): Promise<string | undefined> {
  const claims = await tokens.verify(token);
  const found = claims && (await sessionUser(db, tokens, claims));
  if (!claims || !found) return undefined;
  return tokens.sign(await tokenSubject(db, found.user), { id: claims.sid, startedAt: found.startedAt });
}

/** Ends the session of a valid token (if it had not ended yet); false for a token that is not valid. */
export async function logOut(db: DbOrTx, tokens: Tokens, token: string): Promise<boolean> {
  const claims = await tokens.verify(token);
  if (!claims) return false;
  await revokeSession(db, claims.user, claims.sid, new Date(tokens.now()));
  return true;
}

/** Ends every session of the user: every token they hold stops working at once. */
export async function logOutEverywhere(db: DbOrTx, tokens: Tokens, userId: number): Promise<void> {
  await revokeUserSessions(db, userId, new Date(tokens.now()));
}

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { RESET_PASSWORD_PATH } from '../../schemas/auth';
import { findActiveUser, findUserByEmail, lockUser, setPasswordHash } from '../repositories/users';
import { deleteOutstandingResetTokens, findUsableResetToken, insertResetToken, useResetToken } from '../repositories/passwordResets';
import { revokeUserSessions } from '../repositories/sessions';
import { countHit } from '../repositories/rateLimits';
import { hashPassword } from './passwords';
import { queueMail } from './mail';
import { logIn } from './sessions';
import type { Tokens } from './tokens';

const RESET_MINUTES = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Counts a request to reset the address's password and tells whether a mail may go to it in this window (at most
 * `max` per `timeWindowMs`, whichever clients ask). Counted alike whether or not the address has a profile, in one
 * statement, so the request is answered in the same time either way and says nothing about who has one.
 */
export async function mayMailPasswordReset(db: Db, email: string, limit: { max: number; timeWindowMs: number }): Promise<boolean> {
  const { hits } = await countHit(db, `password-reset-mail:${email.trim().toLowerCase()}`, limit.timeWindowMs);
  return hits <= limit.max;
}

/**
 * Mails a single-use link to choose a new password, if the address has a profile; the link ends the user's
 * earlier ones. The caller runs it after answering, so that neither the answer nor its time tells who has a
 * profile. The link leads to the member area's own page that completes the reset.
 */
export async function startPasswordReset(db: Db, email: string, memberSiteUrl: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${memberSiteUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${token}`;
  await db.transaction(async (tx) => {
    // One at a time per user, so that of two resets started together only the later link is left.
    await lockUser(tx, user.id);
    await deleteOutstandingResetTokens(tx, user.id);
    await insertResetToken(tx, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000) });
    await queueMail(tx, {
      to: user.email,
      subject: 'Nulstil din adgangskode',
      body: `Hej ${user.name ?? user.email}\n\nDu kan vælge en ny adgangskode her inden for ${RESET_MINUTES} minutter:\n${link}\n\nHar du ikke bedt om det, kan du se bort fra denne e-mail.`,
    });
  });
}

/**
 * Sets a new password with a mailed link; undefined when the link is unknown, used or expired. Using it ends
 * the user's other links and every session they have (each token from before the change stops working), and
 * starts a new session, as a login would: `token` is its first token, or null for a user who may not log in
 * (address not verified). `client` is who asks, for their share of the password hashing.
 */
export async function completePasswordReset(
  db: Db,
  tokens: Tokens,
  input: { token: string; password: string; client: string },
  now: Date,
): Promise<{ token: string | null } | undefined> {
  const tokenHash = sha256(input.token);
  // Looked at before the costly hash, and used (again only if still usable) under the user's lock after it.
  const reset = await findUsableResetToken(db, tokenHash, now);
  if (!reset) return undefined;
  const passwordHash = await hashPassword(input.password, input.client);
  return db.transaction(async (tx) => {
    await lockUser(tx, reset.userId);
    const used = await useResetToken(tx, tokenHash, now);
    if (!used) return undefined;
    await deleteOutstandingResetTokens(tx, used.userId);
    await setPasswordHash(tx, used.userId, passwordHash);
    await revokeUserSessions(tx, used.userId, now);
    const user = await findActiveUser(tx, used.userId);
    return { token: user?.verified ? await logIn(tx, tokens, user) : null };
  });
}

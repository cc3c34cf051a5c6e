import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { findUserByEmail, lockUser, setPasswordHash } from '../repositories/users';
import { deleteOutstandingResetTokens, findUsableResetToken, insertResetToken, useResetToken } from '../repositories/passwordResets';
import { revokeUserSessions } from '../repositories/sessions';
import { hashPassword } from './passwords';
import { queueMail } from './mail';

const RESET_MINUTES = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Mails a single-use link to choose a new password, if the address has a profile; the link ends the user's
 * earlier ones. The caller answers the same either way, so that nobody can probe for profiles.
 */
export async function startPasswordReset(db: Db, email: string, publicSiteUrl: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${publicSiteUrl.replace(/\/$/, '')}/nulstil-adgangskode?token=${token}`;
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
 * Sets a new password with a mailed link; false when the link is unknown, used or expired. Using it ends the
 * user's other links and every session they have: each token from before the change stops working.
 * `client` is who asks, for their share of the password hashing.
 */
export async function completePasswordReset(db: Db, token: string, password: string, client: string, now: Date): Promise<boolean> {
  const tokenHash = sha256(token);
  // Looked at before the costly hash, and used (again only if still usable) under the user's lock after it.
  const reset = await findUsableResetToken(db, tokenHash, now);
  if (!reset) return false;
  const passwordHash = await hashPassword(password, client);
  return db.transaction(async (tx) => {
    await lockUser(tx, reset.userId);
    const used = await useResetToken(tx, tokenHash, now);
    if (!used) return false;
    await deleteOutstandingResetTokens(tx, used.userId);
    await setPasswordHash(tx, used.userId, passwordHash);
    await revokeUserSessions(tx, used.userId, now);
    return true;
  });
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { passwordResetTokens } from '../db/schema';

export async function insertResetToken(db: DbOrTx, reset: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(reset);
}

/** The user of an unused reset token that has not expired at `now`. */
export async function findUsableResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [reset] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  return reset;
}

/** Marks an unused, unexpired reset token used; its user, or undefined when it was not usable. */
export async function useResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [reset] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return reset;
}

/** Removes the user's reset tokens that were never used. */
export async function deleteOutstandingResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Removes every reset token of the user, used or not. */
export async function deleteResetTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

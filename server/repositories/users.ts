import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findActiveUser(db: DbOrTx, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
  return user;
}

/** Soft-deletes the profile: the row stays for the audit log, but every request with it is refused. */
export async function softDeleteUser(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Locks the user's row until the transaction ends, so that changes to their sign-in happen one at a time. */
export async function lockUser(db: DbOrTx, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/**
 * A new user who chose a password when accepting an invitation (verified: the invitation reached their
 * mailbox). Undefined when the e-mail is taken, also by a deleted profile.
 */
export async function insertVerifiedUser(db: DbOrTx, values: { authId: string; email: string; name: string | null; passwordHash: string }) {
  const [user] = await db
    .insert(users)
    .values({ ...values, verified: true })
    .onConflictDoNothing()
    .returning();
  return user;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { users } from '../db/schema';
import { prepared } from '../db/prepared';

// Every authenticated request reads its user.
const activeUser = prepared('find_active_user', (db, name) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare(name),
);

export async function findActiveUser(db: DbOrTx, id: number) {
  const [user] = await activeUser(db).execute({ id });
  return user;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
  return user;
}

/**
 * Every active user with the e-mail (case-insensitive). The auth service's users are unique by e-mail
 * today, but the lookup answers a list so that a caller handles several matches (SPEC 5).
 */
export async function findUsersByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .orderBy(users.id);
}

/** Soft-deletes the profile: the row stays for the audit log, but every request with it is refused. */
export async function softDeleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, id));
}

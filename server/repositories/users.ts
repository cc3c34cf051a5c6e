import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { users } from '../db/schema';

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

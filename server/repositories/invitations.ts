import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accountInvitations, accounts, users } from '../db/schema';

export type InvitationRow = typeof accountInvitations.$inferSelect;

/** Not accepted and not withdrawn (it may have expired). */
const open = and(isNull(accountInvitations.acceptedAt), isNull(accountInvitations.withdrawnAt));

/** The account's open invitations, oldest first, with who invited. */
export async function openInvitationsOf(db: DbOrTx, accountId: number) {
  return db
    .select({ invitation: accountInvitations, invitedByName: users.name, invitedByEmail: users.email })
    .from(accountInvitations)
    .leftJoin(users, eq(users.id, accountInvitations.invitedBy))
    .where(and(eq(accountInvitations.accountId, accountId), open))
    .orderBy(asc(accountInvitations.id));
}

/** The account's open invitation to the e-mail (case-insensitive), if any. */
export async function openInvitationTo(db: DbOrTx, accountId: number, email: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(accountInvitations)
    .where(and(eq(accountInvitations.accountId, accountId), sql`lower(${accountInvitations.email}) = lower(${email})`, open))
    .limit(1);
  return row;
}

export type NewInvitation = Pick<typeof accountInvitations.$inferInsert, 'accountId' | 'email' | 'role' | 'tokenHash' | 'expiresAt' | 'invitedBy'>;

export async function insertInvitation(db: DbOrTx, values: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(accountInvitations).values(values).returning();
  if (!row) throw new Error('account_invitations: insert returned no row');
  return row;
}

/** Withdraws the account's open invitation; the row withdrawn, or undefined when there was none. */
export async function withdrawInvitation(db: DbOrTx, accountId: number, id: number, at: Date): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(accountInvitations)
    .set({ withdrawnAt: at })
    .where(and(eq(accountInvitations.id, id), eq(accountInvitations.accountId, accountId), open))
    .returning();
  return row;
}

/** The invitation a token's hash names, with its account's name; locked when `forUpdate`. */
export async function invitationByTokenHash(db: DbOrTx, tokenHash: string, { forUpdate = false } = {}) {
  const query = db
    .select({ invitation: accountInvitations, accountName: accounts.name })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .where(eq(accountInvitations.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update', { of: accountInvitations }) : query);
  return row;
}

/** Ends an open invitation as accepted by the user; false when it was no longer open. */
export async function markInvitationAccepted(db: DbOrTx, id: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountInvitations)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(and(eq(accountInvitations.id, id), open))
    .returning({ id: accountInvitations.id });
  return rows.length > 0;
}

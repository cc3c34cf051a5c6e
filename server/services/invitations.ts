import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../db';
import { addAccountUserRole, isAccountMember, listAssociations, memberAccountIds } from '../repositories/accounts';
import { ApiHttpError, badInput, conflict, fieldProblem, notFound } from '../errors';
import type { AuthContext } from './access';
import {
  insertInvitation,
  invitationByTokenHash,
  markInvitationAccepted,
  openInvitationsOf,
  openInvitationTo,
  withdrawInvitation,
  type InvitationRow,
} from '../repositories/invitations';
import { findActiveUser, findUserByEmail, insertVerifiedUser } from '../repositories/users';
import { ERROR_CODES } from '../../schemas/errors';
import { messages } from '../../schemas/fields';
import {
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  ROLE_NAMES,
  type AccountInvitation,
  type AccountInvitationCreate,
  type InvitationAccept,
  type InvitationDetails,
} from '../../schemas/invitations';
import { copenhagenDay, formatDanishDate } from '../../schemas/dates';
import type { AccountRow } from './access';
import { recordAudit } from './audit';
import { queueMail } from './mail';
import { logIn } from './sessions';
import type { Tokens } from './tokens';

/*
 * Invitations to an account (an e-mail, with a role): the only way into an account someone did not create, so
 * nobody is made a member without saying yes from their own mailbox. Like a password reset: a random,
 * single-use token in the mailed link, of which only the sha256 is kept, valid INVITATION_DAYS days.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function toInvitation(
  { invitation, invitedByName, invitedByEmail }: { invitation: InvitationRow; invitedByName: string | null; invitedByEmail: string | null },
  now: Date,
): AccountInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitedByName ?? invitedByEmail,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= now,
  };
}

export async function accountInvitations(db: DbOrTx, accountId: number, now: Date): Promise<AccountInvitation[]> {
  return (await openInvitationsOf(db, accountId)).map((row) => toInvitation(row, now));
}

/** SPEC 5: adding someone who is a member already. */
export const ALREADY_ADDED = 'Brugeren er allerede tilføjet';

/** Whether a member of the account has the e-mail: all the e-mail lookup tells about it (SPEC 5 'user already added'). */
export async function alreadyAdded(db: DbOrTx, accountId: number, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim());
  return user !== undefined && (await isAccountMember(db, accountId, user.id));
}

/**
 * Invites a user the caller can see by id (staff, or a colleague in another of the caller's accounts) to their
 * e-mail, as `invite` does; 404 for an id the caller cannot see, so ids tell nothing of users outside.
 */
export async function inviteUser(
  db: Db,
  ctx: InvitationContext,
  userId: number,
  accountRole: AccountInvitationCreate['accountRole'],
): Promise<AccountInvitation[]> {
  const user = await findActiveUser(db, userId);
  const visible = user !== undefined && (ctx.auth.isStaff || (await sharesAnAccount(db, ctx.auth.userId, user.id)));
  if (!user || !visible) throw notFound('Brugeren');
  return invite(db, ctx, { email: user.email, accountRole });
}

async function sharesAnAccount(db: DbOrTx, callerId: number, userId: number): Promise<boolean> {
  const theirs = await listAssociations(db, { userId, isStaff: false });
  const shared = await memberAccountIds(
    db,
    callerId,
    theirs.map((a) => a.id),
  );
  return shared.size > 0;
}

export interface InvitationContext {
  auth: AuthContext;
  account: AccountRow;
  now: Date;
  /** The member area's own address: the link leads to its /invitation page. */
  memberSiteUrl: string;
}

/**
 * Invites the e-mail into the account with the role and mails the link, in one transaction; answers the account's
 * open invitations. A member who has the e-mail is 409 ('already added'); an invitation still open to it is 409
 * until it is withdrawn or has expired (an expired one is replaced).
 */
export async function invite(db: Db, ctx: InvitationContext, input: AccountInvitationCreate): Promise<AccountInvitation[]> {
  return db.transaction(async (tx) => {
    await inviteIn(tx, ctx, input);
    return accountInvitations(tx, ctx.account.id, ctx.now);
  });
}

async function inviteIn(tx: DbOrTx, ctx: InvitationContext, input: AccountInvitationCreate): Promise<void> {
  const email = input.email.trim();
  const user = await findUserByEmail(tx, email);
  if (user && (await isAccountMember(tx, ctx.account.id, user.id))) throw conflict(ALREADY_ADDED);
  const earlier = await openInvitationTo(tx, ctx.account.id, email);
  if (earlier && earlier.expiresAt > ctx.now) {
    throw conflict(`${email} er allerede inviteret, og invitationen er ikke besvaret endnu. Træk den tilbage for at invitere igen.`);
  }
  if (earlier) await withdrawInvitation(tx, ctx.account.id, earlier.id, ctx.now);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const role = input.accountRole;
  const invitation = await insertInvitation(tx, {
    accountId: ctx.account.id,
    email,
    role,
    tokenHash: hashOf(token),
    expiresAt,
    invitedBy: ctx.auth.userId,
  });
  const link = `${ctx.memberSiteUrl.replace(/\/+$/, '')}/invitation?token=${token}`;
  const lastDay = formatDanishDate(copenhagenDay(expiresAt));
  await queueMail(tx, {
    to: email,
    subject: `Invitation til ${ctx.account.name}`,
    body:
      `Hej\n\nDu er inviteret til ${ctx.account.name} på Ejendomsportalens medlemsområde som ${ROLE_NAMES[role]}.\n\n` +
      (user
        ? `Tag imod invitationen her, hvis du vil være med (linket virker til og med ${lastDay} og kan bruges én gang):\n${link}\n\n` +
          'Du bliver ikke medlem af kontoen, før du har taget imod. '
        : `Vælg din adgangskode her (linket virker til og med ${lastDay} og kan bruges én gang):\n${link}\n\n`) +
      'Kender du ikke afsenderen, kan du se bort fra denne e-mail.',
  });
  await recordAudit(tx, ctx.auth, {
    accountId: ctx.account.id,
    entity: 'account_invitation',
    entityId: invitation.id,
    action: 'invite',
    changes: { email, role, expiresAt: expiresAt.toISOString(), ...(earlier ? { replaces: earlier.id } : {}) },
  });
}

/**
 * Withdraws an open invitation (its link stops working), in one transaction; answers the account's open
 * invitations. 404 when there is none with the id.
 */
export async function withdraw(db: Db, ctx: Omit<InvitationContext, 'memberSiteUrl'>, invitationId: number): Promise<AccountInvitation[]> {
  return db.transaction(async (tx) => {
    await withdrawIn(tx, ctx, invitationId);
    return accountInvitations(tx, ctx.account.id, ctx.now);
  });
}

async function withdrawIn(tx: DbOrTx, ctx: Omit<InvitationContext, 'memberSiteUrl'>, invitationId: number): Promise<void> {
  const row = await withdrawInvitation(tx, ctx.account.id, invitationId, ctx.now);
  if (!row) throw notFound('Invitationen');
  await recordAudit(tx, ctx.auth, {
    accountId: ctx.account.id,
    entity: 'account_invitation',
    entityId: row.id,
    action: 'withdraw',
    changes: { email: row.email, role: row.role },
  });
}

/** The open, unexpired invitation the token names, or the reason it cannot be used (400 unknown, 409 otherwise). */
async function usable(db: DbOrTx, token: string, now: Date, forUpdate: boolean) {
  const found = await invitationByTokenHash(db, hashOf(token), { forUpdate });
  if (!found) throw badInput({ token: INVITATION_MESSAGES.unknown }, INVITATION_MESSAGES.unknown);
  const { invitation } = found;
  const refuse = (message: string) => new ApiHttpError(409, ERROR_CODES.conflict, message, { token: message });
  if (invitation.acceptedAt) throw refuse(INVITATION_MESSAGES.used);
  if (invitation.withdrawnAt) throw refuse(INVITATION_MESSAGES.withdrawn);
  if (invitation.expiresAt <= now) throw refuse(INVITATION_MESSAGES.expired);
  return found;
}

/** What the link invites to, for the page the invitee opens. */
export async function invitationDetails(db: DbOrTx, token: string, now: Date): Promise<InvitationDetails> {
  const { invitation, accountName } = await usable(db, token, now, false);
  return {
    email: invitation.email,
    accountName,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    existingUser: (await findUserByEmail(db, invitation.email)) !== undefined,
  };
}

/**
 * Accepts the invitation: creates the user with the chosen password (verified: the link reached their
 * mailbox), or, when a user has the e-mail by now (another account invited them first), uses that user;
 * adds the membership with the role and ends the invitation, all in one transaction. The password is
 * hashed before the transaction (it takes a while), and only used for a new user. A new user is logged in
 * (`token`, the first token of a new session): they have just chosen the password. Someone who already had a
 * profile proved nothing but the link, so they log in themselves (`token` null).
 */
export async function acceptInvitation(
  db: Db,
  tokens: Tokens,
  input: InvitationAccept,
  passwordHash: string | undefined,
  now: Date,
): Promise<{ email: string; accountName: string; createdUser: boolean; token: string | null }> {
  return db.transaction((tx) => acceptIn(tx, tokens, input, passwordHash, now));
}

async function acceptIn(tx: DbOrTx, tokens: Tokens, input: InvitationAccept, passwordHash: string | undefined, now: Date) {
  const { invitation, accountName } = await usable(tx, input.token, now, true);
  let user = await findUserByEmail(tx, invitation.email);
  let createdUser = false;
  if (!user) {
    if (!passwordHash) throw badInput({ password: fieldProblem('required', messages.required('Adgangskode')) });
    user = await insertVerifiedUser(tx, { authId: randomUUID(), email: invitation.email, name: input.name ?? null, passwordHash });
    createdUser = user !== undefined;
    // Taken meanwhile: another invitation to the same e-mail was accepted at the same time (use that user),
    // or a deleted profile holds the address.
    user ??= await findUserByEmail(tx, invitation.email);
    if (!user) throw conflict('Der findes en slettet profil med e-mailen. Kontakt os, så hjælper vi dig.');
  }
  await addAccountUserRole(tx, invitation.accountId, user.id, invitation.role);
  if (!(await markInvitationAccepted(tx, invitation.id, user.id, now))) throw conflict(INVITATION_MESSAGES.used);
  await recordAudit(
    tx,
    { userId: user.id, authId: user.authId, email: user.email, isStaff: false },
    {
      accountId: invitation.accountId,
      entity: 'account_invitation',
      entityId: invitation.id,
      action: 'accept',
      changes: { userId: user.id, role: invitation.role, createdUser },
    },
  );
  // The token is signed after the membership is added, so that it names the account.
  return { email: invitation.email, accountName, createdUser, token: createdUser ? await logIn(tx, tokens, user) : null };
}

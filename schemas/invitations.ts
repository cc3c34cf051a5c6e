import { z } from 'zod';
import { RoleCode } from './codes';
import { AccountUserInviteSchema } from './accounts';
import { ResetPasswordCompleteSchema } from './auth';
import { ROLES, type Role } from './enums';
import { optionalText, text } from './fields';

/*
 * Colleagues by invitation: an account administrator adds someone by an e-mail no user has; they get a
 * mail with a single-use link to /invitation, choose a password there, and are a member of the account
 * with the role they were invited with.
 */

/** How long an invitation link can be used. */
export const INVITATION_DAYS = 7;

/** The role names as the invitation mail says them. */
export const ROLE_NAMES: Record<Role, string> = {
  [ROLES.Admin]: 'Administrator',
  [ROLES.Member]: 'Bruger',
  [ROLES.ReadOnly]: 'Læser',
};

/** POST /accounts/{id}/invitations: the same fields as adding a user by e-mail. */
export const AccountInvitationCreateSchema = AccountUserInviteSchema;
export type AccountInvitationCreate = z.infer<typeof AccountInvitationCreateSchema>;

/** An invitation not yet accepted nor withdrawn, as the account's users list shows it. */
export const AccountInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: RoleCode,
  /** Who invited (name or e-mail); null when that user is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The link can no longer be used: withdraw it and invite again. */
  expired: z.boolean(),
});
export type AccountInvitation = z.infer<typeof AccountInvitationSchema>;

export const AccountInvitationsSchema = z.object({ invitations: z.array(AccountInvitationSchema) });

/** POST /auth/invitation: what the link is an invitation to. */
export const InvitationLookupSchema = z.object({ token: text('Token', { max: 200 }) });

export const InvitationDetailsSchema = z.object({
  email: z.string(),
  accountName: z.string(),
  role: RoleCode,
  expiresAt: z.string(),
  /** A user has the e-mail already: accepting adds the membership, and no password is chosen. */
  existingUser: z.boolean(),
});
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

/**
 * POST /auth/invitation/accept. The password follows the reset's rules; it is needed when the invitation
 * creates the user, and not used when a user has the e-mail already.
 */
export const InvitationAcceptSchema = z.object({
  token: text('Token', { max: 200 }),
  name: optionalText('Navn', { max: 100 }),
  password: ResetPasswordCompleteSchema.shape.password.optional(),
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;

/** Its answer: a new user is logged in with `token`, the first token of a new session. */
export const InvitationAcceptedSchema = z.object({ message: z.string(), email: z.string(), token: z.string().optional() });
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

/** Why a link cannot be used, in the invitee's words. */
export const INVITATION_MESSAGES = {
  unknown: 'Linket er ugyldigt. Kontrollér, at du har brugt hele linket fra e-mailen.',
  expired: 'Invitationen er udløbet. Bed kontoens administrator om at invitere dig igen.',
  used: 'Invitationen er allerede brugt. Log ind med din e-mail og adgangskode.',
  withdrawn: 'Invitationen er trukket tilbage af kontoens administrator.',
} as const;

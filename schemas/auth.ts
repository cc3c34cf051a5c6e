import { z } from 'zod';
import { email, MAX_ID, messages, text } from './fields';

export const PASSWORD_MIN = 8;

/** The member area's page a reset mail links to (`?token=…`), which completes the reset. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** A reset link that is unknown, used or expired; the page offers to mail a new one. */
export const RESET_LINK_UNUSABLE = 'Linket er ugyldigt, udløbet eller allerede brugt. Bed om et nyt link.';

export const LoginSchema = z.object({
  username: email('E-mail'),
  password: z.string({ error: messages.required('Adgangskode') }).min(1, messages.required('Adgangskode')),
});
export const RenewTokenSchema = z.object({ token: text('Token') });
export const ResetPasswordStartSchema = z.object({ email: email('E-mail') });
export const ResetPasswordCompleteSchema = z.object({
  token: text('Token'),
  password: z
    .string({ error: messages.required('Adgangskode') })
    .min(PASSWORD_MIN, messages.minLength('Adgangskode', PASSWORD_MIN))
    .max(200, messages.maxLength('Adgangskode', 200)),
});

/** The claims SPEC 3 names; `permissions` is a comma string, `admin` marks staff. */
export const TokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  user: z.number().int().positive().max(MAX_ID),
  email: z.string(),
  permissions: z.string(),
  accounts: z.array(z.number().int()),
  exp: z.number().optional(),
  iat: z.number().optional(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** What the server signs and requires: SPEC 3's claims and the session the token belongs to (`sid`). */
export const SessionClaimsSchema = TokenClaimsSchema.extend({ sid: z.uuid() });
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

export const LogoutSchema = z.object({ token: text('Token') });

export const TOKEN_ISSUER = 'member-area';
/** SPEC 9: a token is valid 14 days; renewing it gives a new one, within its session. */
export const TOKEN_DAYS = 14;
/** SPEC 9's login cookie: a session lasts 120 days from the login, however often its token is renewed. */
export const SESSION_DAYS = 120;

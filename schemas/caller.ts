import { z } from 'zod';
import { AccountTypeCode, RoleCode } from './codes';

/** GET /me: who the credential is, and the accounts it acts in with its roles there. */
export const CallerSchema = z.object({
  /** An API key, or a signed-in user. */
  kind: z.enum(['apiKey', 'user']),
  /** The key's id, for a key. */
  apiKeyId: z.number().int().nullable(),
  /** The key's name, or the user's name (null when they have given none). */
  name: z.string().nullable(),
  /** The user's e-mail; null for a key, which is no person. */
  email: z.string().nullable(),
  isStaff: z.boolean(),
  /** A key: its one account, with its one role. A user: every account they are a member of. */
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), accountType: AccountTypeCode, roles: z.array(RoleCode) })),
});
export type Caller = z.infer<typeof CallerSchema>;

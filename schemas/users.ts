import { z } from 'zod';

export const UserSchema = z.object({
  id: z.number().int(),
  authId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), roles: z.array(z.number().int()) })),
});
export type User = z.infer<typeof UserSchema>;

/** One answer of GET /users?email=: a user an account admin may add. */
export const UserMatchSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  /** Not yet registered in the auth service (never set a password). */
  unregistered: z.boolean(),
});
export type UserMatch = z.infer<typeof UserMatchSchema>;

import { z } from 'zod';

export const UserSchema = z.object({
  id: z.number().int(),
  authId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), roles: z.array(z.number().int()) })),
});
export type User = z.infer<typeof UserSchema>;

/** GET /users?email=&accountId=: what inviting the e-mail into the account needs to know, nothing about users outside it. */
export const UserLookupSchema = z.object({ alreadyAdded: z.boolean() });
export type UserLookup = z.infer<typeof UserLookupSchema>;

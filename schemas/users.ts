import { z } from 'zod';

export const UserSchema = z.object({
  id: z.number().int(),
  authId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), roles: z.array(z.number().int()) })),
});
export type User = z.infer<typeof UserSchema>;

import { z } from 'zod';

/** A numeric id in the path; anything else is a 400 naming the parameter. */
export const IdParams = z.object({
  id: z.coerce.number({ error: 'Id skal være et tal' }).int('Id skal være et heltal').positive('Id skal være positivt'),
});

export const AccountUserParams = IdParams.extend({
  userId: z.coerce.number({ error: 'Bruger-id skal være et tal' }).int('Bruger-id skal være et heltal').positive('Bruger-id skal være positivt'),
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserSchema } from '../../../schemas/users';
import { ApiErrorSchema } from '../../../schemas/errors';
import { authOf } from '../../plugins/auth';
import { findActiveUser } from '../../repositories/users';
import { listAssociations } from '../../repositories/accounts';
import { unauthorized } from '../../errors';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        description: 'The signed-in user and the accounts they are a member of.',
        response: { 200: z.object({ user: UserSchema.extend({ isStaff: z.boolean() }) }), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findActiveUser(app.db, auth.userId);
      if (!user) throw unauthorized();
      const memberships = await listAssociations(app.db, { userId: user.id, isStaff: false });
      return {
        user: {
          id: user.id,
          authId: user.authId,
          email: user.email,
          name: user.name,
          isStaff: user.isStaff,
          accounts: memberships.map((a) => ({ id: a.id, name: a.name, roles: a.userRoles })),
        },
      };
    },
  );
};

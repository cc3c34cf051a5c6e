import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserMatchSchema, UserSchema } from '../../../schemas/users';
import { ApiErrorSchema } from '../../../schemas/errors';
import { email, MAX_ID } from '../../../schemas/fields';
import { authOf } from '../../plugins/auth';
import { findUsersByEmail } from '../../repositories/users';
import { ADMIN_ROLES } from '../../../schemas/access';
import { deleteProfile, ownProfile, userSeenBy } from '../../services/users';
import { logOutEverywhere } from '../../services/sessions';
import { IdParams } from './params';

const tags = ['users'];
const security = [{ bearer: [] }];

const LookupQuery = z.object({
  email: email('E-mail'),
  accountId: z.coerce
    .number({ error: 'Konto skal være et tal' })
    .int('Konto skal være et heltal')
    .positive('Konto skal være positiv')
    .max(MAX_ID, 'Konto findes ikke'),
});

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/users/me',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'The signed-in user and the accounts they are a member of.',
        response: { 200: z.object({ user: UserSchema.extend({ isStaff: z.boolean() }) }), 401: ApiErrorSchema },
      },
    },
    async (request) => ({ user: await ownProfile(app.db, authOf(request)) }),
  );

  app.delete(
    '/users/me',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description:
          "Deletes the caller's profile: the user is marked deleted (every later request with their token is refused), " +
          'their account memberships and pending password resets are removed. Refused while they are the last ' +
          'administrator of an account.',
        response: { 200: z.object({ message: z.string() }), 401: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await deleteProfile(app.db, authOf(request));
      return { message: 'Din profil er slettet' };
    },
  );

  app.delete(
    '/users/me/sessions',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description: 'Logs the caller out everywhere: every session of theirs ends, and every token they hold (this one too) ' + 'is refused from now on.',
        response: { 200: z.object({ message: z.string() }), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await logOutEverywhere(app.db, app.tokens, authOf(request).userId);
      return { message: 'Du er logget ud alle steder' };
    },
  );

  app.get(
    '/users',
    {
      config: { access: { account: 'query.accountId', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Finds users by e-mail, for adding them to an account (role admin in accountId). Answers every match, ' +
          'so that the caller can ask which one is meant when several share the address.',
        querystring: LookupQuery,
        response: {
          200: z.object({ users: z.array(UserMatchSchema) }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const found = await findUsersByEmail(app.db, request.query.email);
      return {
        users: found.map((u) => ({ id: u.id, email: u.email, name: u.name, unregistered: u.passwordHash === null })),
      };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'colleague' } },
      schema: {
        tags,
        security,
        description:
          'One user: visible to the user themself, to staff, and to the members (any role) of an account the user ' +
          'belongs to, who see only the accounts they share with the user.',
        params: IdParams,
        response: {
          200: z.object({ user: UserSchema }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => ({ user: await userSeenBy(app.db, authOf(request), request.params.id) }),
  );
  done();
};

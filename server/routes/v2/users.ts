import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserLookupSchema, UserSchema } from '../../../schemas/users';
import { ApiErrorSchema } from '../../../schemas/errors';
import { email, MAX_ID } from '../../../schemas/fields';
import { authOf } from '../../plugins/auth';
import { ADMIN_ROLES } from '../../../schemas/access';
import { reachedOf } from '../../plugins/access';
import { deleteProfile, ownProfile, userSeenBy } from '../../services/users';
import { removeUser } from '../../services/accounts';
import { alreadyAdded } from '../../services/invitations';
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
          'their account memberships and pending password resets are removed. An account they were the last ' +
          'administrator of is handed to staff (GET /accounts?withoutAdministrator=true).',
        response: { 200: z.object({ message: z.string() }), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await deleteProfile(app.db, authOf(request));
      return { message: 'Din profil er slettet' };
    },
  );

  app.delete(
    '/users/me/accounts/:id',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description:
          'The caller leaves the account, whatever their role there (404 when they are not a member). When they were its last ' +
          'administrator, the account is handed to staff (GET /accounts?withoutAdministrator=true).',
        params: IdParams,
        response: { 200: z.object({ message: z.string() }), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await removeUser(app.db, auth, request.params.id, auth.userId);
      return { message: 'Du er ikke længere med i kontoen' };
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
          'Before inviting an e-mail into an account (role admin in accountId): whether a member of it has the e-mail ' +
          "already (SPEC 5 'user already added'). Nothing about users outside the account: whoever has the e-mail says " +
          'yes to the invitation from their mailbox.',
        querystring: LookupQuery,
        response: {
          200: UserLookupSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => ({ alreadyAdded: await alreadyAdded(app.db, reachedOf(request).account.id, request.query.email) }),
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

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountCreateSchema,
  AccountSchema,
  AccountSettingsSchema,
  AccountUpdateSchema,
  AccountUserAddSchema,
  AccountUserRolesSchema,
  AccountUserSchema,
  SELF_SERVICE_ACCOUNT_TYPE,
} from '../../../schemas/accounts';
import { ApiErrorSchema } from '../../../schemas/errors';
import type { Role } from '../../../schemas/enums';
import { authOf } from '../../plugins/auth';
import { reachedOf } from '../../plugins/access';
import { ADMIN_ROLES, READ_ROLES } from '../../../schemas/access';
import { listAccounts, listAccountUsers, toAccount } from '../../repositories/accounts';
import { changeAccount, createAccount, removeUser, setUserRoles } from '../../services/accounts';
import { inviteUser } from '../../services/invitations';
import { AccountInvitationsSchema } from '../../../schemas/invitations';
import { AccountUserParams, IdParams, listQuery, pageOf } from './params';
import { checkVersion, etag } from '../../versions';
import { ETAG_HEADER } from '../../openapi';

const VersionedAccountAnswer = z.object({ account: AccountSchema }).meta({ headers: { ETag: ETAG_HEADER } });

const tags = ['accounts'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const accountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/accounts',
    {
      config: { access: { caller: 'signedIn', owner: 'self' } },
      schema: {
        tags,
        security,
        description:
          "The caller's accounts (staff: all), a page at a time. `withoutAdministrator=true`: only accounts no member administers " +
          '(handed to staff when their last administrator left), for staff to find them.',
        querystring: listQuery(['name', 'id', 'accountType'], 'name').extend({
          q: z.string().trim().max(100).optional(),
          withoutAdministrator: z.enum(['true', 'false'], { error: 'Uden administrator skal være true eller false' }).optional(),
        }),
        response: { 200: z.object({ accounts: z.array(AccountSchema), total: z.number() }), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { q, sort, order, withoutAdministrator } = request.query;
      return listAccounts(app.db, authOf(request), { ...pageOf(request.query), sort, order, q, withoutAdministrator: withoutAdministrator === 'true' });
    },
  );

  app.post(
    '/accounts',
    {
      config: { access: { caller: 'signedIn' } },
      schema: {
        tags,
        security,
        description:
          'Creates a company account (SPEC 2 /account/create, no role needed). A user creates an account of type ' +
          `${SELF_SERVICE_ACCOUNT_TYPE} (LightAdvertiser) and becomes its administrator; its permissions start from the type ` +
          '(NEW_ACCOUNT_PERMISSIONS). Staff create any type and may set the billing id; they are not made members (they reach every account).',
        body: AccountCreateSchema,
        response: { 201: VersionedAccountAnswer, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const account = await createAccount(app.db, authOf(request), request.body);
      reply.header('ETag', etag(account.version));
      return reply.status(201).send({ account });
    },
  );

  app.put(
    '/accounts/:id/settings',
    {
      config: { access: { account: 'params.id', staffOnly: true } },
      schema: {
        tags,
        security,
        description:
          "Staff only: the account's type, billing id (empty removes it) and permissions, which its customers cannot set themselves. " +
          'Send the version read as If-Match.',
        params: IdParams,
        headers: z.object({ 'if-match': z.string().optional() }),
        body: AccountSettingsSchema,
        response: { 200: VersionedAccountAnswer, ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const reached = reachedOf(request);
      checkVersion(request.headers['if-match'], reached.account.version);
      const account = await changeAccount(app.db, authOf(request), reached, { kind: 'settings', input: request.body });
      reply.header('ETag', etag(account.version));
      return { account };
    },
  );

  app.get(
    '/accounts/:id',
    {
      config: { access: { account: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: 'One account with its settings; the ETag carries its version.',
        params: IdParams,
        response: { 200: VersionedAccountAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { account, roles } = reachedOf(request);
      reply.header('ETag', etag(account.version));
      return { account: toAccount(account, roles) };
    },
  );

  app.put(
    '/accounts/:id',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES, permission: 'accountSettings' } },
      schema: {
        tags,
        security,
        description: 'Role admin and permission accountSettings. Send the version read as If-Match.',
        params: IdParams,
        headers: z.object({ 'if-match': z.string().optional() }),
        body: AccountUpdateSchema,
        response: { 200: VersionedAccountAnswer, ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const reached = reachedOf(request);
      checkVersion(request.headers['if-match'], reached.account.version);
      const account = await changeAccount(app.db, authOf(request), reached, { kind: 'update', input: request.body });
      reply.header('ETag', etag(account.version));
      return { account };
    },
  );

  app.get(
    '/accounts/:id/users',
    {
      config: { access: { account: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: "The account's users with their roles there.",
        params: IdParams,
        response: { 200: z.object({ users: z.array(AccountUserSchema) }), ...errors },
      },
    },
    async (request) => {
      return { users: await listAccountUsers(app.db, request.params.id) };
    },
  );

  app.post(
    '/accounts/:id/users',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Invites a user into the account with a role (role admin), as POST .../invitations does to their e-mail: they are a member ' +
          'once they accept. Answers the open invitations. 404 for a user the caller cannot see (only staff and colleagues in ' +
          'another of their accounts see a user); 409 when they are a member already or an invitation to them is open.',
        params: IdParams,
        body: AccountUserAddSchema,
        response: { 201: AccountInvitationsSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { accountRole, userID } = request.body;
      const ctx = { auth: authOf(request), account: reachedOf(request).account, now: new Date(), memberSiteUrl: app.config.memberSiteUrl };
      return reply.status(201).send({ invitations: await inviteUser(app.db, ctx, userID, accountRole) });
    },
  );

  app.put(
    '/accounts/:id/users/:userId',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description: "Sets the roles a user holds in the account (role admin). Taking the administrator role from the account's last administrator is refused.",
        params: AccountUserParams,
        body: AccountUserRolesSchema,
        response: { 200: z.object({ users: z.array(AccountUserSchema) }), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const roles = [...request.body.roles].sort() as Role[];
      return { users: await setUserRoles(app.db, authOf(request), reachedOf(request).account.id, request.params.userId, roles) };
    },
  );

  app.delete(
    '/accounts/:id/users/:userId',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description: "Removes the user and all their roles from the account (role admin). Removing the account's last administrator is refused.",
        params: AccountUserParams,
        response: { 200: z.object({ users: z.array(AccountUserSchema) }), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({ users: await removeUser(app.db, authOf(request), reachedOf(request).account.id, request.params.userId) }),
  );
  done();
};

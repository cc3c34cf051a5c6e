import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  AccountCreateSchema,
  AccountSchema,
  AccountUpdateSchema,
  AccountUserAddSchema,
  AccountUserRolesSchema,
  AccountUserSchema,
  NEW_ACCOUNT_PERMISSIONS,
} from '../../../schemas/accounts';
import { ApiErrorSchema } from '../../../schemas/errors';
import { PERMISSIONS, ROLES, type AccountType, type PermissionMap, type Role } from '../../../schemas/enums';
import { authOf } from '../../plugins/auth';
import { requireAccount } from '../../services/access';
import { recordAudit, diff } from '../../services/audit';
import {
  insertAccount,
  listAccounts,
  listAccountUsers,
  setAccountUserRoles,
  toAccount,
  updateAccount,
} from '../../repositories/accounts';
import { accountUsers, users } from '../../db/schema';
import { ApiHttpError, badInput, conflict, notFound, staleVersion } from '../../errors';
import { AccountUserParams, IdParams, listQuery, pageOf } from './params';
import { checkVersion, etag } from './versions';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const ANY_ROLE = [ROLES.Admin, ROLES.Member, ROLES.ReadOnly] as const;
const lastAdmin = () => new ApiHttpError(409, 'last_admin', 'Kontoen skal have mindst én administrator');

function newAccountPermissions(accountType: AccountType): PermissionMap {
  const granted: readonly string[] = NEW_ACCOUNT_PERMISSIONS[accountType];
  return Object.fromEntries(PERMISSIONS.map((p) => [p, granted.includes(p)])) as PermissionMap;
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    {
      schema: {
        tags,
        security,
        description: "The caller's accounts (staff: all), a page at a time.",
        querystring: listQuery(['name', 'id', 'accountType'], 'name').extend({ q: z.string().trim().max(100).optional() }),
        response: { 200: z.object({ accounts: z.array(AccountSchema), total: z.number() }), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { q, sort, order } = request.query;
      return listAccounts(app.db, authOf(request), { ...pageOf(request.query), sort, order, q });
    },
  );

  app.post(
    '/accounts',
    {
      schema: {
        tags,
        security,
        description:
          'Creates a company account (SPEC 2 /account/create, no role needed); the caller becomes its administrator. ' +
          'Its permissions start from the account type (NEW_ACCOUNT_PERMISSIONS); only staff may set the billing id.',
        body: AccountCreateSchema,
        response: { 201: z.object({ account: AccountSchema }), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const input = request.body;
      if (input.billingId !== undefined && !auth.isStaff) {
        throw badInput({ billingId: 'Fakturanummer tildeles af os og kan ikke angives' });
      }
      const account = await app.db.transaction(async (tx) => {
        const row = await insertAccount(tx, input, newAccountPermissions(input.accountType as AccountType));
        await tx.insert(accountUsers).values({ accountId: row.id, userId: auth.userId, role: ROLES.Admin });
        const created = toAccount(row, [ROLES.Admin]);
        await recordAudit(tx, auth, {
          accountId: row.id,
          entity: 'account',
          entityId: row.id,
          action: 'create',
          changes: { ...diff({}, created), administrator: auth.userId },
        });
        return created;
      });
      reply.header('ETag', etag(account.version));
      return reply.status(201).send({ account });
    },
  );

  app.get(
    '/accounts/:id',
    { schema: { tags, security, params: IdParams, response: { 200: z.object({ account: AccountSchema }), ...errors } } },
    async (request, reply) => {
      const { account, roles } = await requireAccount(app.db, authOf(request), request.params.id, { roles: ANY_ROLE });
      reply.header('ETag', etag(account.version));
      return { account: toAccount(account, roles) };
    },
  );

  app.put(
    '/accounts/:id',
    {
      schema: {
        tags,
        security,
        description: 'Role admin and permission accountSettings. Send the version read as If-Match.',
        params: IdParams,
        headers: z.object({ 'if-match': z.string().optional() }),
        body: AccountUpdateSchema,
        response: { 200: z.object({ account: AccountSchema }), ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const updated = await app.db.transaction(async (tx) => {
        const { account, roles } = await requireAccount(tx, auth, request.params.id, {
          roles: [ROLES.Admin],
          permission: 'accountSettings',
        });
        checkVersion(request.headers['if-match'], account.version);
        // Written only at the version checked: a save that committed since then makes this one a 412.
        const row = await updateAccount(tx, account.id, account.version, request.body);
        if (!row) throw staleVersion();
        await recordAudit(tx, auth, {
          accountId: account.id,
          entity: 'account',
          entityId: account.id,
          action: 'update',
          changes: diff(toAccount(account, roles), toAccount(row, roles)),
        });
        return toAccount(row, roles);
      });
      reply.header('ETag', etag(updated.version));
      return { account: updated };
    },
  );

  app.get(
    '/accounts/:id/users',
    { schema: { tags, security, params: IdParams, response: { 200: z.object({ users: z.array(AccountUserSchema) }), ...errors } } },
    async (request) => {
      await requireAccount(app.db, authOf(request), request.params.id, { roles: ANY_ROLE });
      return { users: await listAccountUsers(app.db, request.params.id) };
    },
  );

  app.post(
    '/accounts/:id/users',
    {
      schema: {
        tags,
        security,
        description: 'Gives a user a role in the account (role admin). One call adds one role.',
        params: IdParams,
        body: AccountUserAddSchema,
        response: { 201: z.object({ users: z.array(AccountUserSchema) }), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { accountRole, userID } = request.body;
      const result = await app.db.transaction(async (tx) => {
        const { account } = await requireAccount(tx, auth, request.params.id, { roles: [ROLES.Admin] });
        const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userID), isNull(users.deletedAt)));
        if (!user) throw notFound('Brugeren');
        // Adding is for someone new to the account; changing a member's roles is PUT .../users/{userId}.
        const [member] = await tx
          .select({ id: accountUsers.id })
          .from(accountUsers)
          .where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.userId, userID)))
          .limit(1);
        if (member) throw conflict('Brugeren er allerede tilføjet');
        await tx.insert(accountUsers).values({ accountId: account.id, userId: userID, role: accountRole });
        await recordAudit(tx, auth, {
          accountId: account.id,
          entity: 'account_user',
          entityId: userID,
          action: 'add',
          changes: { role: accountRole },
        });
        return listAccountUsers(tx, account.id);
      });
      return reply.status(201).send({ users: result });
    },
  );

  app.put(
    '/accounts/:id/users/:userId',
    {
      schema: {
        tags,
        security,
        description:
          "Sets the roles a user holds in the account (role admin). Taking the administrator role from the account's last administrator is refused.",
        params: AccountUserParams,
        body: AccountUserRolesSchema,
        response: { 200: z.object({ users: z.array(AccountUserSchema) }), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, userId } = request.params;
      const roles = [...request.body.roles].sort() as Role[];
      return app.db.transaction(async (tx) => {
        const { account } = await requireAccount(tx, auth, id, { roles: [ROLES.Admin] });
        const before = await listAccountUsers(tx, account.id);
        const target = before.find((u) => u.userId === userId);
        if (!target) throw notFound('Brugeren på kontoen');
        const otherAdmins = before.filter((u) => u.userId !== userId && u.roles.includes(ROLES.Admin));
        if (target.roles.includes(ROLES.Admin) && !roles.includes(ROLES.Admin) && otherAdmins.length === 0) throw lastAdmin();
        await setAccountUserRoles(tx, account.id, userId, roles);
        await recordAudit(tx, auth, {
          accountId: account.id,
          entity: 'account_user',
          entityId: userId,
          action: 'update_roles',
          changes: { roles: { from: target.roles, to: roles } },
        });
        return { users: await listAccountUsers(tx, account.id) };
      });
    },
  );

  app.delete(
    '/accounts/:id/users/:userId',
    {
      schema: {
        tags,
        security,
        description: "Removes the user and all their roles from the account (role admin). Removing the account's last administrator is refused.",
        params: AccountUserParams,
        response: { 200: z.object({ users: z.array(AccountUserSchema) }), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, userId } = request.params;
      return app.db.transaction(async (tx) => {
        const { account } = await requireAccount(tx, auth, id, { roles: [ROLES.Admin] });
        const before = await listAccountUsers(tx, account.id);
        const target = before.find((u) => u.userId === userId);
        if (!target) throw notFound('Brugeren på kontoen');
        const otherAdmins = before.filter((u) => u.userId !== userId && u.roles.includes(ROLES.Admin));
        if (target.roles.includes(ROLES.Admin) && otherAdmins.length === 0) {
          throw lastAdmin();
        }
        await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.userId, userId)));
        await recordAudit(tx, auth, {
          accountId: account.id,
          entity: 'account_user',
          entityId: userId,
          action: 'remove',
          changes: { roles: target.roles },
        });
        return { users: await listAccountUsers(tx, account.id) };
      });
    },
  );
};

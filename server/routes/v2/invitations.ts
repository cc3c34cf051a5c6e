import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { MAX_ID } from '../../../schemas/fields';
import { AccountInvitationCreateSchema, AccountInvitationsSchema } from '../../../schemas/invitations';
import { authOf } from '../../plugins/auth';
import { reachedOf } from '../../plugins/access';
import { ADMIN_ROLES, READ_ROLES } from '../../../schemas/access';
import { accountInvitations, invite, withdraw } from '../../services/invitations';
import { IdParams } from './params';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const InvitationParams = IdParams.extend({
  invitationId: z.coerce
    .number({ error: 'Invitations-id skal være et tal' })
    .int('Invitations-id skal være et heltal')
    .positive('Invitations-id skal være positivt')
    .max(MAX_ID, 'Invitations-id findes ikke'),
});

/** An account's invitations: who has been invited and not answered yet; the administrator invites and withdraws. */
export const invitationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/accounts/:id/invitations',
    {
      config: { access: { account: 'params.id', roles: READ_ROLES } },
      schema: {
        tags,
        security,
        description: "The account's open invitations (not accepted nor withdrawn; `expired` once the link has run out). Any role.",
        params: IdParams,
        response: { 200: AccountInvitationsSchema, ...errors },
      },
    },
    async (request) => {
      const { account } = reachedOf(request);
      return { invitations: await accountInvitations(app.db, account.id, new Date()) };
    },
  );

  app.post(
    '/accounts/:id/invitations',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Invites an e-mail that no user has into the account with a role (role admin): mails a single-use link to /invitation, ' +
          'valid 7 days. 409 when a user has the e-mail (add them instead) or an invitation to it is still open.',
        params: IdParams,
        body: AccountInvitationCreateSchema,
        response: { 201: AccountInvitationsSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const now = new Date();
      const { account } = reachedOf(request);
      const invitations = await invite(app.db, { auth, account, now, memberSiteUrl: app.config.memberSiteUrl }, request.body);
      return reply.status(201).send({ invitations });
    },
  );

  app.delete(
    '/accounts/:id/invitations/:invitationId',
    {
      config: { access: { account: 'params.id', roles: ADMIN_ROLES } },
      schema: {
        tags,
        security,
        description: 'Withdraws an open invitation (role admin): its link stops working.',
        params: InvitationParams,
        response: { 200: AccountInvitationsSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const now = new Date();
      const { account } = reachedOf(request);
      const invitations = await withdraw(app.db, { auth, account, now }, request.params.invitationId);
      return { invitations };
    },
  );
  done();
};

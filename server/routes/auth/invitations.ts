import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { InvitationAcceptedSchema, InvitationAcceptSchema, InvitationDetailsSchema, InvitationLookupSchema } from '../../../schemas/invitations';
import { hashPassword } from '../../services/passwords';
import { acceptInvitation, invitationDetails } from '../../services/invitations';

const tags = ['auth'];

/**
 * The invitee's side of an invitation, with no login (like the password reset): what the link invites to,
 * and accepting it with a password. The token travels in the body, never in a URL the server logs.
 */
export const invitationAuthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { loginRateLimit } = app.config;
  const rateLimit = { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs };

  app.post(
    '/invitation',
    {
      schema: {
        tags,
        description:
          'What an invitation link invites to: { token } → the e-mail, the account, the role, the expiry, and whether a user has the ' +
          'e-mail already. 400 for an unknown token, 409 for one that is used, withdrawn or expired (the message says which).',
        body: InvitationLookupSchema,
        response: { 200: z.object({ invitation: InvitationDetailsSchema }), 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { access: { caller: 'anyone' }, rateLimit },
    },
    async (request) => ({ invitation: await invitationDetails(app.db, request.body.token, new Date()) }),
  );

  app.post(
    '/invitation/accept',
    {
      schema: {
        tags,
        description:
          'Accepts an invitation: { token, password, name? } creates the user (verified) with the password, adds the membership with ' +
          'the invited role and ends the invitation; when a user has the e-mail already, the membership is added to that user and no ' +
          'password is needed. A new user is logged in: the answer carries the token of a new session (as /auth/login answers ' +
          'it); a user who had a profile already logs in with their own password.',
        body: InvitationAcceptSchema,
        response: { 200: InvitationAcceptedSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { access: { caller: 'anyone' }, rateLimit },
    },
    async (request) => {
      const input = request.body;
      // The link is checked before the password is hashed (which takes a while), and checked again as it is used.
      const { existingUser } = await invitationDetails(app.db, input.token, new Date());
      const passwordHash = existingUser || input.password === undefined ? undefined : await hashPassword(input.password, request.ip);
      const done = await acceptInvitation(app.db, app.tokens, input, passwordHash, new Date());
      return done.token === null
        ? { email: done.email, message: `Du er nu med i ${done.accountName}. Log ind med din e-mail og din adgangskode.` }
        : { email: done.email, message: `Velkommen til ${done.accountName}. Du er nu logget ind.`, token: done.token };
    },
  );
  done();
};

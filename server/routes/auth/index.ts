import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginSchema, LogoutSchema, RenewTokenSchema, RESET_LINK_UNUSABLE, ResetPasswordCompleteSchema, ResetPasswordStartSchema } from '../../../schemas/auth';
import { ApiErrorSchema, ERROR_CODES } from '../../../schemas/errors';
import { ApiHttpError, badInput, unauthorized } from '../../errors';
import { findUserByEmail } from '../../repositories/users';
import { verifyPassword } from '../../services/passwords';
import { logIn, logOut, renewToken } from '../../services/sessions';
import { textAnswer } from '../../openapi';
import { completePasswordReset, mayMailPasswordReset, startPasswordReset } from '../../services/passwordReset';

const MessageSchema = z.object({ message: z.string() });
const ResetAnswerSchema = MessageSchema.extend({
  token: z.string().optional().describe("Completing a reset: the first token of a new session (as /login's), unless the user's address is not verified"),
});
const TokenText = textAnswer('text/plain', 'The signed token (JWT) as text');
const SESSION_ENDED = 'Din session er udløbet. Log ind igen.';

/** The auth service of SPEC 7: login, renew-token, reset-password; and logout. */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { loginRateLimit } = app.config;
  // Resets being mailed after their answer; closing the server lets them finish.
  const mailing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(mailing);
  });

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        description:
          'Starts a session (120 days at most) and answers its first token. Password checks wait in a bounded ' +
          "queue: past the caller's share of it 429, when it is full 503, both with Retry-After.",
        body: LoginSchema,
        response: {
          200: TokenText,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
      config: {
        access: { caller: 'anyone' },
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.timeWindowMs,
          // Counted once the body is parsed, since the key needs the username.
          hook: 'preHandler',
          // Per IP and username, so one attacker cannot lock every user out, nor try many passwords for one.
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.toLowerCase() : '';
            return `${request.ip}|${username}`;
          },
          errorResponseBuilder: () => new ApiHttpError(429, ERROR_CODES.tooMany, 'For mange loginforsøg. Prøv igen om lidt.'),
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByEmail(app.db, username);
      const ok = await verifyPassword(password, user?.passwordHash ?? null, request.ip);
      if (!user || !user.passwordHash || !ok) {
        throw new ApiHttpError(401, ERROR_CODES.unknownUserOrPassword, 'Forkert e-mail eller adgangskode');
      }
      if (!user.verified) {
        throw new ApiHttpError(403, ERROR_CODES.notVerified, 'Din e-mailadresse er ikke bekræftet endnu');
      }
      return reply.type('text/plain; charset=utf-8').send(await logIn(app.db, app.tokens, user));
    },
  );

  app.post(
    '/renew-token',
    {
      config: { access: { caller: 'anyone' } },
      schema: {
        tags: ['auth'],
        description: "A new token in the same session; never valid past the session's end, 120 days after its login.",
        body: RenewTokenSchema,
        response: { 200: TokenText, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = await renewToken(app.db, app.tokens, request.body.token);
      if (!token) throw unauthorized(SESSION_ENDED);
      return reply.type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post(
    '/logout',
    {
      config: { access: { caller: 'anyone' } },
      schema: {
        tags: ['auth'],
        description: "Ends the token's session: that token, and every token renewed from the same login, is refused from now on.",
        body: LogoutSchema,
        response: { 200: MessageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      if (!(await logOut(app.db, app.tokens, request.body.token))) throw unauthorized(SESSION_ENDED);
      return { message: 'Du er logget ud' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        description:
          "With {email}: starts a reset (a mail with a single-use link to the member area's reset page; it ends the earlier " +
          'links), answered alike whether or not the address has a profile; at most RESET_MAIL_LIMIT_MAX (3) mails an hour go ' +
          'to one address, however many clients ask. ' +
          "With {token, password}: completes it, which ends the user's other links and every session they have, and " +
          'logs them in: the answer carries the token of a new session.',
        body: z.union([ResetPasswordStartSchema, ResetPasswordCompleteSchema]),
        response: { 200: ResetAnswerSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
      config: { access: { caller: 'anyone' }, rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs } },
    },
    async (request) => {
      const body = request.body;
      const now = new Date(app.tokens.now());
      if ('email' in body) {
        // The answer waits only on work that is the same for every address, and is the same answer: it must not
        // reveal who has a profile. Finding the user and mailing them happen after it.
        if (await mayMailPasswordReset(app.db, body.email, app.config.resetMailLimit)) {
          const mail = startPasswordReset(app.db, body.email, app.config.memberSiteUrl, now).catch((error: unknown) => {
            request.log.error(error, 'the password reset mail could not be queued');
          });
          mailing.add(mail);
          void mail.finally(() => mailing.delete(mail));
        }
        return { message: 'Hvis e-mailadressen findes, har vi sendt et link til at nulstille adgangskoden.' };
      }
      const done = await completePasswordReset(app.db, app.tokens, { token: body.token, password: body.password, client: request.ip }, now);
      if (!done) throw badInput({ token: RESET_LINK_UNUSABLE }, RESET_LINK_UNUSABLE);
      return done.token === null
        ? { message: 'Din adgangskode er ændret. Du kan nu logge ind.' }
        : { message: 'Din adgangskode er ændret, og du er logget ind.', token: done.token };
    },
  );
  done();
};

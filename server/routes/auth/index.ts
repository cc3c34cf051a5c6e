import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  LoginSchema,
  RenewTokenSchema,
  ResetPasswordCompleteSchema,
  ResetPasswordStartSchema,
} from '../../../schemas/auth';
import { ApiErrorSchema, ERROR_CODES } from '../../../schemas/errors';
import { ApiHttpError, badInput, unauthorized } from '../../errors';
import { findActiveUser, findUserByEmail } from '../../repositories/users';
import { listAssociations } from '../../repositories/accounts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../services/passwords';
import { queueMail } from '../../services/mail';
import { passwordResetTokens, users } from '../../db/schema';
import type { TokenSubject } from '../../services/tokens';
import type { DbOrTx } from '../../db';

const RESET_MINUTES = 30;
const MessageSchema = z.object({ message: z.string() });
const TokenText = z.string().describe('The signed token (JWT) as text');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function tokenSubject(db: DbOrTx, user: typeof users.$inferSelect): Promise<TokenSubject> {
  const accounts = await listAssociations(db, { userId: user.id, isStaff: false });
  return { id: user.id, authId: user.authId, email: user.email, isStaff: user.isStaff, accountIds: accounts.map((a) => a.id) };
}

/** The auth service of SPEC 7: login, renew-token, reset-password. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit } = app.config;

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: LoginSchema,
        response: { 200: TokenText, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: {
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
          errorResponseBuilder: () =>
            new ApiHttpError(429, ERROR_CODES.tooMany, 'For mange loginforsøg. Prøv igen om lidt.'),
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByEmail(app.db, username);
      // Spend the same time whether or not the user exists, so the answer time tells nothing.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !user.passwordHash || !ok) {
        throw new ApiHttpError(401, ERROR_CODES.unknownUserOrPassword, 'Forkert e-mail eller adgangskode');
      }
      if (!user.verified) {
        throw new ApiHttpError(403, ERROR_CODES.notVerified, 'Din e-mailadresse er ikke bekræftet endnu');
      }
      const token = await app.tokens.sign(await tokenSubject(app.db, user));
      return reply.type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post(
    '/renew-token',
    { schema: { tags: ['auth'], body: RenewTokenSchema, response: { 200: TokenText, 400: ApiErrorSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      const claims = await app.tokens.verify(request.body.token);
      if (!claims) throw unauthorized('Din session er udløbet. Log ind igen.');
      const user = await findActiveUser(app.db, claims.user);
      if (!user || user.authId !== claims.sub) throw unauthorized('Din session er udløbet. Log ind igen.');
      const token = await app.tokens.sign(await tokenSubject(app.db, user));
      return reply.type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        description: 'With {email}: starts a reset (a mail with a single-use link). With {token, password}: completes it.',
        body: z.union([ResetPasswordStartSchema, ResetPasswordCompleteSchema]),
        response: { 200: MessageSchema, 400: ApiErrorSchema },
      },
      config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs } },
    },
    async (request) => {
      const body = request.body;
      if ('email' in body) {
        const user = await findUserByEmail(app.db, body.email);
        if (user) {
          const token = randomBytes(32).toString('base64url');
          const link = `${app.config.publicSiteUrl.replace(/\/$/, '')}/nulstil-adgangskode?token=${token}`;
          await app.db.transaction(async (tx) => {
            await tx.insert(passwordResetTokens).values({
              userId: user.id,
              tokenHash: sha256(token),
              expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
            });
            await queueMail(tx, {
              to: user.email,
              subject: 'Nulstil din adgangskode',
              body: `Hej ${user.name ?? user.email}\n\nDu kan vælge en ny adgangskode her inden for ${RESET_MINUTES} minutter:\n${link}\n\nHar du ikke bedt om det, kan du se bort fra denne e-mail.`,
            });
          });
        }
        // The same answer whether or not the address exists: it must not reveal who has a profile.
        return { message: 'Hvis e-mailadressen findes, har vi sendt et link til at nulstille adgangskoden.' };
      }
      const password = await hashPassword(body.password);
      const done = await app.db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!reset) return false;
        await tx.update(users).set({ passwordHash: password }).where(eq(users.id, reset.userId));
        return true;
      });
      if (!done) throw badInput({ token: 'Linket er ugyldigt eller udløbet' }, 'Linket er ugyldigt eller udløbet');
      return { message: 'Din adgangskode er ændret. Du kan nu logge ind.' };
    },
  );
};

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { Tokens } from '../services/tokens';
import { findActiveUser } from '../repositories/users';

export interface AuthContext {
  userId: number;
  authId: string;
  email: string;
  isStaff: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** onRequest hook: a valid bearer token or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in caller; call only behind `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const authPlugin = fp<{ tokens: Tokens }>(
  async (app, { tokens }) => {
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized();
      const claims = await tokens.verify(match[1]);
      if (!claims) throw unauthorized('Din session er udløbet eller ugyldig. Log ind igen.');
      // The database, not the token, says whether the user still exists and is staff: a deleted
      // profile or a revoked staff flag takes effect at once, not when the token runs out.
      const user = await findActiveUser(app.db, claims.user);
      if (!user || user.authId !== claims.sub) throw unauthorized('Din session er udløbet eller ugyldig. Log ind igen.');
      request.auth = { userId: user.id, authId: user.authId, email: user.email, isStaff: user.isStaff };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badInput, forbidden, unauthorized } from '../errors';
import type { Tokens } from '../services/tokens';
import { sessionUser, sessionUserInAccount } from '../services/sessions';
import type { AuthContext } from '../services/access';
import { ACCOUNT_ID_HEADER, ACT_AS_ROLES_HEADER, parseRoleList } from '../../schemas/access';
import { isApiKey } from '../../schemas/apiKeys';
import { apiKeyCaller, revokedApiKey } from '../services/apiKeys';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** onRequest hook: a valid bearer token or API key, or 401. */
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
  (app, { tokens }, done) => {
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized();
      if (isApiKey(match[1])) {
        request.auth = await apiKeyAuth(request, match[1]);
        return;
      }
      const claims = await tokens.verify(match[1]);
      if (!claims) throw unauthorized('Din session er udløbet eller ugyldig. Log ind igen.');
      // The database, not the token, says whether the session still holds and the user still exists and is
      // staff: a logout, a password reset, a deleted profile or a revoked staff flag takes effect at once, not
      // when the token runs out. The account the request acts in comes with them, in the same statement.
      const accountId = accountIdOf(request);
      const inAccount = accountId !== undefined && accountId > 0;
      const withAccount = inAccount ? await sessionUserInAccount(app.db, tokens, claims, accountId) : undefined;
      const session = inAccount ? withAccount : await sessionUser(app.db, tokens, claims);
      const actingAccount = withAccount?.actingAccount;
      if (!session) throw unauthorized('Din session er udløbet eller ugyldig. Log ind igen.');
      const { user } = session;
      request.auth = {
        userId: user.id,
        authId: user.authId,
        email: user.email,
        isStaff: user.isStaff,
        ...actingHeaders(request, accountId, user.isStaff),
        ...(actingAccount === undefined ? {} : { actingAccount }),
      };
    });

    /**
     * A request made with an API key acts for the key's account with the key's role. It is read from the
     * database on every request, so a revoked key is refused at once. Without X-Account-Id it acts in its own
     * account; X-Account-Id of another account is a 403, whatever the route.
     */
    async function apiKeyAuth(request: FastifyRequest, key: string): Promise<AuthContext> {
      const found = await apiKeyCaller(app.db, key, new Date(tokens.now()));
      if (!found) {
        // A revoked key's refused call goes into its account's API log once per rate-limit window, not once per call.
        const revoked = request.apiKeyCallInWindow === 1 ? await revokedApiKey(app.db, key) : undefined;
        if (revoked) request.usedApiKey = revoked;
        throw unauthorized('API-nøglen er ugyldig eller tilbagekaldt');
      }
      const { caller, createdBy, account } = found;
      request.usedApiKey = caller;
      const acting = actingHeaders(request, accountIdOf(request), false);
      if (acting.accountId !== undefined && acting.accountId !== caller.accountId) throw forbidden('En API-nøgle gælder kun for sin egen konto');
      return {
        userId: createdBy,
        // A key is no person: it has no login of its own and no e-mail.
        authId: `api-key:${caller.id}`,
        email: '',
        isStaff: false,
        accountId: caller.accountId,
        actingAccount: account,
        apiKey: caller,
      };
    }
    done();
  },
  { name: 'auth', dependencies: ['db'] },
);

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** X-Account-Id as an id; undefined when absent, 0 when malformed. */
function accountIdOf(request: FastifyRequest): number | undefined {
  const text = headerText(request, ACCOUNT_ID_HEADER);
  if (text === undefined) return undefined;
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
}

/**
 * The account the SPA acts in (`accountId`, as `accountIdOf` read it) and, for staff, the roles they act
 * with. A malformed header is a 400 naming it; a non-staff user's X-Act-As-Roles is ignored, since they act
 * with the roles they hold.
 */
function actingHeaders(request: FastifyRequest, accountId: number | undefined, isStaff: boolean): Pick<AuthContext, 'accountId' | 'actAsRoles'> {
  const out: Pick<AuthContext, 'accountId' | 'actAsRoles'> = {};
  if (accountId !== undefined) {
    if (accountId <= 0) throw badInput({ [ACCOUNT_ID_HEADER]: 'Kontoen (X-Account-Id) skal være korrekt' });
    out.accountId = accountId;
  }
  const rolesText = headerText(request, ACT_AS_ROLES_HEADER);
  if (isStaff && rolesText !== undefined) {
    const roles = parseRoleList(rolesText);
    if (!roles) throw badInput({ [ACT_AS_ROLES_HEADER]: 'Rollerne (X-Act-As-Roles) skal være korrekte' });
    out.actAsRoles = roles;
  }
  return out;
}

import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_DAYS, SessionClaimsSchema, TOKEN_DAYS, TOKEN_ISSUER, type SessionClaims } from '../../schemas/auth';
import { STAFF_PERMISSION } from '../../schemas/enums';

export const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;

/** When a session that started at `startedAt` (its login) ends, in milliseconds; renewing never moves it. */
export function sessionEndsAt(startedAt: Date): number {
  return startedAt.getTime() + SESSION_MS;
}

/** One pinned algorithm: a token signed any other way (or with alg none) is refused. */
const ALG = 'HS256';

export interface TokenSubject {
  id: number;
  authId: string;
  email: string;
  isStaff: boolean;
  accountIds: number[];
}

/** The login a token belongs to (server/services/sessions.ts). */
export interface SessionRef {
  id: string;
  startedAt: Date;
}

export interface Tokens {
  /** A token for the subject in the session, valid TOKEN_DAYS but never past the session's end. */
  sign(subject: TokenSubject, session: SessionRef): Promise<string>;
  /** The claims of a valid token, or undefined for a bad, expired or incomplete one. */
  verify(token: string): Promise<SessionClaims | undefined>;
  /** The clock tokens are signed and checked by, in milliseconds; sessions are aged by it too. */
  now(): number;
}

/** How many verified tokens are remembered; past it the oldest is forgotten (and verified again when used). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokens(secret: Uint8Array, now: () => number = () => Date.now()): Tokens {
  // A token's signature is checked once (it is the CPU of every request otherwise); its expiry on every use.
  // Whether its session still holds is for the caller to ask the database, on every use.
  const verified = new Map<string, SessionClaims & { exp: number }>();
  return {
    now,
    async sign(subject, session) {
      const iat = Math.floor(now() / 1000);
      const sessionEnd = Math.floor(sessionEndsAt(session.startedAt) / 1000);
      return new SignJWT({
        sid: session.id,
        user: subject.id,
        email: subject.email,
        permissions: subject.isStaff ? `user,${STAFF_PERMISSION}` : 'user',
        accounts: subject.accountIds,
      })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setSubject(subject.authId)
        .setIssuedAt(iat)
        .setExpirationTime(Math.min(iat + TOKEN_DAYS * 24 * 3600, sessionEnd))
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired from the second `exp` names.
        if (known.exp > Math.floor(now() / 1000)) return known;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: TOKEN_ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['exp', 'sub', 'iss'],
        });
        const claims = SessionClaimsSchema.safeParse(payload);
        if (!claims.success || claims.data.exp === undefined) return undefined;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { ...claims.data, exp: claims.data.exp });
        return claims.data;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { TOKEN_DAYS, TOKEN_ISSUER, TokenClaimsSchema, type TokenClaims } from '../../schemas/auth';
import { STAFF_PERMISSION } from '../../schemas/enums';

/** One pinned algorithm: a token signed any other way (or with alg none) is refused. */
const ALG = 'HS256';

export interface TokenSubject {
  id: number;
  authId: string;
  email: string;
  isStaff: boolean;
  accountIds: number[];
}

export interface Tokens {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid token, or undefined for a bad, expired or incomplete one. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokens(secret: Uint8Array, now: () => number = Date.now): Tokens {
  return {
    async sign(subject) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({
        user: subject.id,
        email: subject.email,
        permissions: subject.isStaff ? `user,${STAFF_PERMISSION}` : 'user',
        accounts: subject.accountIds,
      })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setSubject(subject.authId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_DAYS * 24 * 3600)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: TOKEN_ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['exp', 'sub', 'iss'],
        });
        const claims = TokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export function isStaffClaims(claims: TokenClaims): boolean {
  return claims.permissions.split(',').includes(STAFF_PERMISSION);
}

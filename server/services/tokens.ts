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

/** How many verified tokens are remembered; past it the oldest is forgotten (and verified again when used). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokens(secret: Uint8Array, now: () => number = Date.now): Tokens {
  // A token's signature is checked once (it is the CPU of every request otherwise); its expiry on every use.
  const verified = new Map<string, TokenClaims & { exp: number }>();
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
        const claims = TokenClaimsSchema.safeParse(payload);
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

export function isStaffClaims(claims: TokenClaims): boolean {
  return claims.permissions.split(',').includes(STAFF_PERMISSION);
}

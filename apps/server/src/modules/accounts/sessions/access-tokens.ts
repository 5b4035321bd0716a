import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** About an hour, like Supabase's default; the SPA refreshes before it runs out. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

const ALGORITHM = 'HS256';
const AUDIENCE = 'encore';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  email: string | null;
  /** Unix seconds. */
  expiresAt: number;
}

export interface AccessTokens {
  /**
   * Signs the claims. With `issuedAt` (unix seconds) the token is the very one signed then: HS256
   * over the same claims gives the same bytes, so a retried refresh can be answered with it.
   */
  sign(
    claims: Omit<AccessTokenClaims, 'expiresAt'>,
    issuedAt?: number,
  ): Promise<{ token: string; expiresAt: number }>;
  /** The claims of a valid, unexpired token signed by this server; null for anything else. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/**
 * Short-lived JWTs (`sub` = user id, `sid` = session id, `email`) signed with a key only this
 * server holds: HMAC, because nobody but the server itself verifies them.
 */
export function createAccessTokens(options: {
  key: Uint8Array;
  issuer: string;
  now?: () => number;
}): AccessTokens {
  const { key, issuer } = options;
  const now = options.now ?? Date.now;
  return {
    async sign({ userId, sessionId, email }, issuedAt = Math.floor(now() / 1000)) {
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId, email })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience: AUDIENCE,
          typ: 'at+jwt',
          currentDate: new Date(now()),
        });
        const { sub, sid, email, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
          return null;
        }
        return {
          userId: sub,
          sessionId: sid,
          email: typeof email === 'string' ? email : null,
          expiresAt: exp,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

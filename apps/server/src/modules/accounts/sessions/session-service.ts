import type { Database, DbExecutor } from '../../../db/client.ts';
import type { AuthenticatedUser } from '../../../shared/authenticated-user.ts';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.ts';
import { createSessionCache, type SessionRevocation } from './session-cache.ts';
import { hashToken, randomToken } from './secret-tokens.ts';
import {
  deleteExpiredRefreshTokens,
  findActiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSessionRow,
  revokeSessionsOfUser,
  touchSession,
} from './session-repository.ts';

/** A refresh token unused this long expires; each refresh starts a new period. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export type SessionRevokedReason = 'logout' | 'refresh_token_reuse' | 'account_deleted';

export type { AuthenticatedUser } from '../../../shared/authenticated-user.ts';

export interface IssuedTokens {
  userId: string;
  sessionId: string;
  accessToken: string;
  /** Unix seconds. */
  expiresAt: number;
  expiresIn: number;
  refreshToken: string;
}

type RejectionReason = 'unknown' | 'expired' | 'reused' | 'revoked';

type Rotation =
  | { rejected: RejectionReason; sessionId?: string }
  | { rejected: null; userId: string; sessionId: string; refreshToken: string };

/** The refresh token is unknown, expired, already used (which revokes its session) or revoked. */
export class InvalidRefreshTokenError extends Error {
  override readonly name = 'InvalidRefreshTokenError';
  constructor(readonly reason: RejectionReason) {
    super(`refresh token rejected: ${reason}`);
  }
}

export interface SessionService {
  /** Starts a session for a user who just signed in. */
  start(user: { id: string; email: string | null }): Promise<IssuedTokens>;
  /**
   * Rotates a refresh token: the presented one is spent and a new one returned. A token that was
   * already spent was copied — the session it belongs to is revoked, so neither copy works again.
   */
  refresh<User extends { id: string; email: string | null }>(
    refreshToken: string,
    loadUser: (userId: string) => Promise<User | undefined>,
  ): Promise<{ tokens: IssuedTokens; user: User }>;
  /** The user of a valid access token whose session is still active; null otherwise. */
  authenticate(accessToken: string): Promise<AuthenticatedUser | null>;
  revoke(sessionId: string, reason: SessionRevokedReason): Promise<void>;
  revokeAllOfUser(userId: string, reason: SessionRevokedReason, db?: DbExecutor): Promise<number>;
  pruneExpired(): Promise<void>;
}

/** Revocations are announced on this channel, so every process drops the session from memory. */
const REVOCATION_CHANNEL = 'session_revoked';

export function createSessionService(options: {
  database: Pick<Database, 'db'> & Partial<Pick<Database, 'notifications'>>;
  accessTokens: AccessTokens;
  now?: () => number;
}): SessionService {
  const { db, notifications } = options.database;
  const { accessTokens } = options;
  const now = options.now ?? Date.now;
  const cache = createSessionCache<AccessTokenClaims>({ now });
  void notifications?.listen(REVOCATION_CHANNEL, (payload) => {
    cache.revoked(JSON.parse(payload) as SessionRevocation);
  });

  /** Forgets the session(s) here at once, and in the other processes sharing the database. */
  async function announce(revocation: SessionRevocation): Promise<void> {
    cache.revoked(revocation);
    await notifications?.notify(REVOCATION_CHANNEL, JSON.stringify(revocation));
  }

  /** The token's claims, checked once per token (HMAC) and then remembered until it expires. */
  async function verified(accessToken: string): Promise<AccessTokenClaims | null> {
    const known = cache.claimsOf(accessToken);
    if (known) return known;
    const claims = await accessTokens.verify(accessToken);
    if (claims) cache.rememberClaims(accessToken, claims, claims.expiresAt * 1000);
    return claims;
  }

  /** Stores a new refresh token for the session; runs inside the caller's transaction. */
  async function addRefreshToken(executor: DbExecutor, sessionId: string): Promise<string> {
    const refreshToken = randomToken();
    await insertRefreshToken(executor, {
      tokenHash: hashToken(refreshToken),
      sessionId,
      expiresAt: new Date(now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return refreshToken;
  }

  async function withAccessToken(
    user: { id: string; email: string | null },
    sessionId: string,
    refreshToken: string,
  ): Promise<IssuedTokens> {
    const { token, expiresAt } = await accessTokens.sign({
      userId: user.id,
      sessionId,
      email: user.email,
    });
    return {
      userId: user.id,
      sessionId,
      accessToken: token,
      expiresAt,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken,
    };
  }

  return {
    async start(user) {
      const { sessionId, refreshToken } = await db.transaction(async (tx) => {
        const id = await insertSession(tx, user.id);
        return { sessionId: id, refreshToken: await addRefreshToken(tx, id) };
      });
      return withAccessToken(user, sessionId, refreshToken);
    },

    async refresh(refreshToken, loadUser) {
      const tokenHash = hashToken(refreshToken);
      // Only `tx` inside: on the embedded database another connection would wait for this one.
      const outcome = await db.transaction(async (tx): Promise<Rotation> => {
        const found = await findRefreshToken(tx, tokenHash);
        if (!found) return { rejected: 'unknown' };
        if (found.sessionRevokedAt !== null) return { rejected: 'revoked' };
        const reused = found.usedAt !== null || !(await markRefreshTokenUsed(tx, tokenHash));
        if (reused) {
          await revokeSessionRow(tx, found.sessionId, 'refresh_token_reuse');
          return { rejected: 'reused', sessionId: found.sessionId };
        }
        if (found.expiresAt.getTime() <= now()) return { rejected: 'expired' };
        await touchSession(tx, found.sessionId);
        return {
          rejected: null,
          userId: found.userId,
          sessionId: found.sessionId,
          refreshToken: await addRefreshToken(tx, found.sessionId),
        };
      });
      if (outcome.rejected !== null) {
        if (outcome.sessionId !== undefined) await announce({ sessionId: outcome.sessionId });
        throw new InvalidRefreshTokenError(outcome.rejected);
      }
      // Outside the transaction: the user is read through the users module, not its tables.
      const user = await loadUser(outcome.userId);
      if (!user) {
        await revokeSessionRow(db, outcome.sessionId, 'account_deleted');
        await announce({ sessionId: outcome.sessionId });
        throw new InvalidRefreshTokenError('revoked');
      }
      return { tokens: await withAccessToken(user, outcome.sessionId, outcome.refreshToken), user };
    },

    async authenticate(accessToken) {
      const claims = await verified(accessToken);
      if (!claims) return null;
      if (!cache.isKnownActive(claims.sessionId, claims.userId)) {
        const lookedUpAt = now();
        const session = await findActiveSession(db, claims.sessionId);
        if (!session || session.userId !== claims.userId) return null;
        cache.rememberActive(claims.sessionId, claims.userId, lookedUpAt);
      }
      return {
        id: claims.userId,
        sessionId: claims.sessionId,
        email: claims.email,
        accessTokenExpiresAt: claims.expiresAt,
      };
    },

    async revoke(sessionId, reason) {
      await revokeSessionRow(db, sessionId, reason);
      await announce({ sessionId });
    },

    async revokeAllOfUser(userId, reason, executor = db) {
      // Announced before the caller's transaction commits: the tombstone covers the gap.
      await announce({ userId });
      return revokeSessionsOfUser(executor, userId, reason);
    },

    async pruneExpired() {
      await deleteExpiredRefreshTokens(db, new Date(now()));
    },
  };
}

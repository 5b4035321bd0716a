import type { Database, DbExecutor } from '../../../db/client.ts';
import type { AuthenticatedUser } from '../../../shared/authenticated-user.ts';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.ts';
import { createSessionCache, type SessionRevocation } from './session-cache.ts';
import { getOrCreateSecret } from '../secrets/service.ts';
import { hashToken, randomToken } from './secret-tokens.ts';
import { createSuccessors } from './successor-tokens.ts';
import {
  deleteExpiredRefreshTokens,
  findActiveSession,
  findIssuedRefreshToken,
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

/**
 * A spent refresh token presented again this soon after its first use, while the pair that use
 * issued is still unused, is a retry (a lost answer, two tabs refreshing at once): it gets that
 * same pair. Later, or once the new refresh token was used, it is a copy and ends the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

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
  | {
      rejected: null;
      userId: string;
      sessionId: string;
      refreshToken: string;
      /** Unix seconds: the access token is signed as of then, so a retry gets the same one. */
      issuedAt: number;
    };

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
   * Rotates a refresh token: the presented one is spent and a new pair returned. The same token
   * again within REFRESH_REUSE_GRACE_SECONDS, before the new one is used, gets the same pair; any
   * other spent token was copied — its session is revoked, so neither copy works again.
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
  // A token's successor is derived from it with a server key, so a retry can be given the same
  // refresh token without the database ever holding one in a usable form.
  const successors = createSuccessors(() =>
    getOrCreateSecret(options.database, 'auth.refresh_successor_key', randomToken),
  );
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

  /** Stores a refresh token for the session; runs inside the caller's transaction. */
  async function addRefreshToken(
    executor: DbExecutor,
    sessionId: string,
    refreshToken = randomToken(),
    issuedAt?: number,
  ): Promise<string> {
    await insertRefreshToken(executor, {
      tokenHash: hashToken(refreshToken),
      sessionId,
      expiresAt: new Date(now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ...(issuedAt === undefined ? {} : { issuedAt: new Date(issuedAt * 1000) }),
    });
    return refreshToken;
  }

  /**
   * The pair already issued for `successor` when this is a retry within the grace window: it was
   * issued in the same session, moments ago, and nobody has used it yet.
   */
  async function issuedPair(
    executor: DbExecutor,
    found: { sessionId: string; userId: string },
    successor: string,
  ): Promise<Rotation | null> {
    const issued = await findIssuedRefreshToken(executor, hashToken(successor));
    if (!issued || issued.sessionId !== found.sessionId || issued.usedAt !== null) return null;
    if (issued.issuedAt.getTime() <= now() - REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
    return {
      rejected: null,
      userId: found.userId,
      sessionId: found.sessionId,
      refreshToken: successor,
      issuedAt: Math.floor(issued.issuedAt.getTime() / 1000),
    };
  }

  async function withAccessToken(
    user: { id: string; email: string | null },
    sessionId: string,
    refreshToken: string,
    issuedAt?: number,
  ): Promise<IssuedTokens> {
    const { token, expiresAt } = await accessTokens.sign(
      { userId: user.id, sessionId, email: user.email },
      issuedAt,
    );
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
      const successor = await successors.of(refreshToken);
      const issuedAt = Math.floor(now() / 1000);
      // Only `tx` inside: on the embedded database another connection would wait for this one.
      const outcome = await db.transaction(async (tx): Promise<Rotation> => {
        const found = await findRefreshToken(tx, tokenHash);
        if (!found) return { rejected: 'unknown' };
        if (found.sessionRevokedAt !== null) return { rejected: 'revoked' };
        const first = found.usedAt === null && (await markRefreshTokenUsed(tx, tokenHash));
        if (!first) {
          // Read after the first use committed (markRefreshTokenUsed waited for it).
          const retry = await issuedPair(tx, found, successor);
          if (retry) return retry;
          await revokeSessionRow(tx, found.sessionId, 'refresh_token_reuse');
          return { rejected: 'reused', sessionId: found.sessionId };
        }
        if (found.expiresAt.getTime() <= now()) return { rejected: 'expired' };
        await touchSession(tx, found.sessionId);
        return {
          rejected: null,
          userId: found.userId,
          sessionId: found.sessionId,
          refreshToken: await addRefreshToken(tx, found.sessionId, successor, issuedAt),
          issuedAt,
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
      const tokens = await withAccessToken(
        user,
        outcome.sessionId,
        outcome.refreshToken,
        outcome.issuedAt,
      );
      return { tokens, user };
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

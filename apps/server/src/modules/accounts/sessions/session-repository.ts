import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { authRefreshTokens, authSessions } from '../../../db/schema/index.ts';

export async function insertSession(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db.insert(authSessions).values({ userId }).returning({ id: authSessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

const activeSession = preparedQuery('active_session', (db) =>
  db
    .select({ userId: authSessions.userId })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('sessionId')), isNull(authSessions.revokedAt))),
);

/** The lookup an authenticated request makes when the session is not in memory (primary key). */
export async function findActiveSession(
  db: DbExecutor,
  sessionId: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await activeSession(db, { sessionId });
  return row;
}

export async function insertRefreshToken(
  db: DbExecutor,
  values: { tokenHash: string; sessionId: string; expiresAt: Date; issuedAt?: Date },
): Promise<void> {
  await db.insert(authRefreshTokens).values(values);
}

/** A refresh token as its issue left it: for answering a retry with the same pair. */
export async function findIssuedRefreshToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ sessionId: string; issuedAt: Date; usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      sessionId: authRefreshTokens.sessionId,
      issuedAt: authRefreshTokens.issuedAt,
      usedAt: authRefreshTokens.usedAt,
    })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, tokenHash));
  return row;
}

export interface RefreshTokenLookup {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  sessionRevokedAt: Date | null;
}

export async function findRefreshToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenLookup | undefined> {
  const [row] = await db
    .select({
      sessionId: authRefreshTokens.sessionId,
      userId: authSessions.userId,
      expiresAt: authRefreshTokens.expiresAt,
      usedAt: authRefreshTokens.usedAt,
      sessionRevokedAt: authSessions.revokedAt,
    })
    .from(authRefreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
    .where(eq(authRefreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the token used if nobody has yet. Returns false when another request used it first (on
 * PostgreSQL this waits for that request's transaction), which the caller then tells apart: a
 * retry within the grace window, or a copy.
 */
export async function markRefreshTokenUsed(db: DbExecutor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(authRefreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authRefreshTokens.tokenHash, tokenHash), isNull(authRefreshTokens.usedAt)))
    .returning({ tokenHash: authRefreshTokens.tokenHash });
  return rows.length === 1;
}

export async function touchSession(db: DbExecutor, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ refreshedAt: sql`now()` })
    .where(eq(authSessions.id, sessionId));
}

export async function revokeSessionRow(
  db: DbExecutor,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length === 1;
}

export async function revokeSessionsOfUser(
  db: DbExecutor,
  userId: string,
  reason: string,
): Promise<number> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}

/** Expired refresh tokens can never be used again, nor tell a reuse apart: drop them. */
export async function deleteExpiredRefreshTokens(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(authRefreshTokens).where(lte(authRefreshTokens.expiresAt, now));
}

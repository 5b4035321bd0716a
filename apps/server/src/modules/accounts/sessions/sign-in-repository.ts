import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.ts';
import { authHandoffs, authRequests } from '../../../db/schema/index.ts';

export async function insertAuthRequest(
  db: DbExecutor,
  values: {
    stateHash: string;
    codeVerifier: string;
    nonce: string;
    generation: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authRequests).values(values);
}

/** Removes and returns the unexpired request: a state can be redeemed once. */
export async function takeAuthRequest(
  db: DbExecutor,
  stateHash: string,
  now: Date,
): Promise<{ codeVerifier: string; nonce: string; generation: string } | undefined> {
  const [row] = await db
    .delete(authRequests)
    .where(and(eq(authRequests.stateHash, stateHash), gt(authRequests.expiresAt, now)))
    .returning({
      codeVerifier: authRequests.codeVerifier,
      nonce: authRequests.nonce,
      generation: authRequests.generation,
    });
  return row;
}

export async function insertHandoff(
  db: DbExecutor,
  values: { codeHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authHandoffs).values(values);
}

/** Removes and returns the user of an unexpired handoff code: it can be exchanged once. */
export async function takeHandoff(
  db: DbExecutor,
  codeHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .delete(authHandoffs)
    .where(and(eq(authHandoffs.codeHash, codeHash), gt(authHandoffs.expiresAt, now)))
    .returning({ userId: authHandoffs.userId });
  return row;
}

export async function deleteExpiredSignInState(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(authRequests).where(lte(authRequests.expiresAt, now));
  await db.delete(authHandoffs).where(lte(authHandoffs.expiresAt, now));
}

// The users module's side of design generation: an admitted user enters the app
// (`onboarded → app`, spec §4.5) once their first designs are ready.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

/**
 * `onboarded → app`. Returns false when the user was not `onboarded` (already `app`, still `new`,
 * or deleted): states only move forward, and only admitted users are let in.
 */
export async function markInApp(db: DbExecutor, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ state: 'app', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.state, 'onboarded'), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The v2 state of a live user, or undefined for an unknown or deleted one. */
export async function findUserState(
  db: DbExecutor,
  userId: string,
): Promise<UserRow['state'] | undefined> {
  const [row] = await db
    .select({ state: users.state })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.state;
}

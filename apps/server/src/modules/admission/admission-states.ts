// The users module's side of admission: the v2 state `new → onboarded` and the waiting
// list, which live on the users row. The onboarding module calls these inside its own admission
// transaction (pass its `tx`); deleted accounts never count and are never listed.
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

/** A user waiting for a spot, in join order. */
export interface WaitingUser {
  id: string;
  email: string | null;
  name: string | null;
  waitingListJoinedAt: Date;
}

const isLive = isNull(users.deletedAt);
const isWaiting = and(isLive, eq(users.state, 'new'), isNotNull(users.waitingListJoinedAt));

/** The live user, with the row locked until the transaction ends. */
export async function lockLiveUser(tx: DbExecutor, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isLive))
    .for('update');
  return row;
}

/** `new → onboarded`; leaves the waiting list. Returns false when the user was not `new`. */
export async function markAdmitted(tx: DbExecutor, userId: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ state: 'onboarded', waitingListJoinedAt: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.state, 'new'), isLive))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Puts a `new` user on the waiting list; a user already on it keeps their place. */
export async function joinWaitingList(tx: DbExecutor, userId: string): Promise<Date> {
  const [row] = await tx
    .update(users)
    .set({
      waitingListJoinedAt: sql`coalesce(${users.waitingListJoinedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), eq(users.state, 'new'), isLive))
    .returning({ joinedAt: users.waitingListJoinedAt });
  if (!row?.joinedAt) throw new Error(`user ${userId} cannot join the waiting list`);
  return row.joinedAt;
}

/** Users holding a spot: onboarded or app, not deleted. */
export async function countAdmittedUsers(tx: DbExecutor): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(and(isLive, inArray(users.state, ['onboarded', 'app'])));
  return row?.value ?? 0;
}

/**
 * Waiting users ahead of this one — all of them for a user who is not on the list. Compared in
 * SQL against the stored join time (microseconds, which a JS Date would cut to milliseconds);
 * ties are broken by id, the order of listWaitingUsers.
 */
export async function countWaitingAhead(tx: DbExecutor, userId: string): Promise<number> {
  const result = await tx.execute<{ ahead: number }>(sql`
    select count(*)::int as ahead from users w
    where w.deleted_at is null and w.state = 'new' and w.waiting_list_joined_at is not null
      and not exists (
        select 1 from users me
        where me.id = ${userId} and me.waiting_list_joined_at is not null
          and (w.waiting_list_joined_at, w.id) >= (me.waiting_list_joined_at, me.id)
      )`);
  return result.rows[0]?.ahead ?? 0;
}

/**
 * The user's place in the waiting list, 1 for the next one in (the order of listWaitingUsers),
 * or null when they are not on it.
 */
export async function waitingListPosition(db: DbExecutor, userId: string): Promise<number | null> {
  const result = await db.execute<{ position: number }>(sql`
    select (
      select count(*)::int from users w
      where w.deleted_at is null and w.state = 'new' and w.waiting_list_joined_at is not null
        and (w.waiting_list_joined_at, w.id) < (me.waiting_list_joined_at, me.id)
    ) + 1 as position
    from users me
    where me.id = ${userId} and me.deleted_at is null and me.state = 'new'
      and me.waiting_list_joined_at is not null`);
  return result.rows[0]?.position ?? null;
}

/** The waiting list in join order; the first `limit` when given. */
export async function listWaitingUsers(tx: DbExecutor, limit?: number): Promise<WaitingUser[]> {
  const query = tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      waitingListJoinedAt: users.waitingListJoinedAt,
    })
    .from(users)
    .where(isWaiting)
    .orderBy(asc(users.waitingListJoinedAt), asc(users.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.flatMap((row) =>
    row.waitingListJoinedAt ? [{ ...row, waitingListJoinedAt: row.waitingListJoinedAt }] : [],
  );
}

/** Account emails of these users (live ones only), for notifications. */
export async function findEmails(
  tx: DbExecutor,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(isLive, inArray(users.id, [...userIds])));
  return new Map(rows.map((row) => [row.id, row.email]));
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  legacyOnboarding,
  userIdentities,
  users,
  type LegacyOnboardingRow,
  type UserRow,
} from '../../db/schema/index.ts';

export interface ProfileFields {
  email: string | null;
  name: string | null;
  avatarUrl: string | null;
}

/** The live (not deleted) user signed in by this identity-provider account, if any. */
export async function findUserByIdentity(
  db: DbExecutor,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, subject),
        isNull(users.deletedAt),
      ),
    );
  return row?.user;
}

const liveUser = preparedQuery('live_user', (db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt))),
);

export async function findLiveUser(db: DbExecutor, userId: string): Promise<UserRow | undefined> {
  const [row] = await liveUser(db, { userId });
  return row;
}

export async function insertUser(db: DbExecutor, profile: ProfileFields): Promise<UserRow> {
  const [row] = await db.insert(users).values(profile).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/**
 * Links the identity to the user. Returns false when the identity is already linked (another
 * sign-in of the same account won the race), leaving the existing link alone.
 */
export async function insertIdentity(
  db: DbExecutor,
  link: { provider: string; subject: string; userId: string; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values(link)
    .onConflictDoNothing()
    .returning({ userId: userIdentities.userId });
  return rows.length === 1;
}

export async function updateProfile(
  db: DbExecutor,
  userId: string,
  profile: ProfileFields,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during sign-in`);
  return row;
}

export async function touchIdentity(
  db: DbExecutor,
  provider: string,
  subject: string,
  email: string | null,
): Promise<void> {
  await db
    .update(userIdentities)
    .set({ email, lastSignInAt: sql`now()` })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
}

export async function findLegacyOnboarding(
  db: DbExecutor,
  userId: string,
): Promise<LegacyOnboardingRow | undefined> {
  const [row] = await db.select().from(legacyOnboarding).where(eq(legacyOnboarding.userId, userId));
  return row;
}

export type LegacyOnboardingFields = Partial<
  Pick<LegacyOnboardingRow, 'spotifyProfile' | 'socialPlatforms' | 'userRole' | 'completedAt'>
>;

/** Creates the record or overwrites the given fields; fields left out keep their value. */
export async function upsertLegacyOnboarding(
  db: DbExecutor,
  userId: string,
  fields: LegacyOnboardingFields,
): Promise<LegacyOnboardingRow> {
  const [row] = await db
    .insert(legacyOnboarding)
    .values({ userId, ...fields })
    .onConflictDoUpdate({
      target: legacyOnboarding.userId,
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('legacy onboarding upsert returned no row');
  return row;
}

/** Scrubs a deleted account down to its id and non-personal facts. */
export async function scrubUser(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      email: null,
      name: null,
      avatarUrl: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function deleteIdentitiesOfUser(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}

export async function deleteLegacyOnboarding(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(legacyOnboarding).where(eq(legacyOnboarding.userId, userId));
}

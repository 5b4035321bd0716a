import { eq, inArray, sql } from 'drizzle-orm';
import type { ValidatedProfile } from '@encore/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { userArtists, type AdmissionRoute, type UserArtistRow } from '../../db/schema/index.ts';

export async function findArtistLink(
  db: DbExecutor,
  userId: string,
): Promise<UserArtistRow | undefined> {
  const [row] = await db.select().from(userArtists).where(eq(userArtists.userId, userId));
  return row;
}

export async function findArtistLinks(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<Map<string, UserArtistRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(userArtists)
    .where(inArray(userArtists.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Links the artist; a user's artist is set once and never replaced. */
export async function insertArtistLink(
  db: DbExecutor,
  link: { userId: string; profile: ValidatedProfile },
): Promise<void> {
  await db
    .insert(userArtists)
    .values({ userId: link.userId, spotifyId: link.profile.spotifyId, profile: link.profile })
    .onConflictDoNothing();
}

export async function markLinkAdmitted(
  db: DbExecutor,
  userId: string,
  via: AdmissionRoute,
  inviteCode: string | null,
): Promise<void> {
  await db
    .update(userArtists)
    .set({ admittedAt: sql`now()`, admittedVia: via, inviteCode, updatedAt: sql`now()` })
    .where(eq(userArtists.userId, userId));
}

/** Sets the flag once; false when another caller set it first. */
export async function markDesignsRequested(db: DbExecutor, userId: string): Promise<boolean> {
  const rows = await db
    .update(userArtists)
    .set({ designsRequestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${userArtists.userId} = ${userId} and ${userArtists.designsRequestedAt} is null`)
    .returning({ userId: userArtists.userId });
  return rows.length === 1;
}

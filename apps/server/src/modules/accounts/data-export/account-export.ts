// The account part of "Download my data": the user row, the identity-provider accounts that sign
// in as it, and what the first-generation onboarding stored.
import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@encore/contracts';
import type { DbExecutor } from '../../../db/client.ts';
import { userIdentities } from '../../../db/schema/index.ts';
import { findLegacyOnboarding, findLiveUser } from '../repository.ts';
import { UserNotFoundError } from '../service.ts';

export async function exportAccount(db: DbExecutor, userId: string): Promise<AccountExport> {
  const [user, identities, legacy] = await Promise.all([
    findLiveUser(db, userId),
    db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt)),
    findLegacyOnboarding(db, userId),
  ]);
  // Deleted while the token was in flight: signed out, like every other call.
  if (!user) throw new UserNotFoundError(`user ${userId} not found`);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    state: user.state,
    createdAt: user.createdAt.toISOString(),
    waitingListJoinedAt: user.waitingListJoinedAt?.toISOString() ?? null,
    signIns: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      linkedAt: identity.createdAt.toISOString(),
      lastSignInAt: identity.lastSignInAt.toISOString(),
    })),
    legacyOnboarding: legacy
      ? {
          spotifyProfile: legacy.spotifyProfile,
          socialPlatforms: legacy.socialPlatforms,
          userRole: legacy.userRole,
          completedAt: legacy.completedAt?.toISOString() ?? null,
        }
      : null,
  };
}

import {
  apiErrorMessages,
  DELETE_CONFIRMATION_TEXT,
  INVALID_DELETE_CONFIRMATION_MESSAGE,
  type AuthUserResponse,
  type CreateUserRequest,
  type CreateUserResponse,
  type SessionUser,
} from '@encore/contracts';
import type { Database, DbExecutor, DbTransaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { legacyUserStatus, readSpotifyProfile } from './legacy-status.ts';
import {
  deleteIdentitiesOfUser,
  deleteLegacyOnboarding,
  findLegacyOnboarding,
  findLiveUser,
  findUserByIdentity,
  insertIdentity,
  insertUser,
  scrubUser,
  touchIdentity,
  updateProfile,
  upsertLegacyOnboarding,
  type LegacyOnboardingFields,
} from './repository.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** What an identity provider vouches for after a sign-in. */
export interface VerifiedIdentity {
  /** 'google' or 'local'. */
  provider: string;
  subject: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
}

/**
 * Called inside the deletion transaction, before the personal data is removed. Modules that own
 * data about a user (sessions, designs, stores, notification contacts) register one to revoke,
 * disconnect or scrub theirs — using only `tx`. A live store must be taken offline here; a call to
 * an outside service (the shop platform) belongs in a job enqueued from the hook, not in the
 * transaction. `afterCommit` runs a task once the deletion is committed (telling an in-memory
 * cache, which would otherwise reload the row as it was before the commit; removing files that
 * name the person); tasks must not throw, and the deletion answers once they are done.
 */
export type UserDeletedHook = (
  /** `email` is the account's, read before it is scrubbed (null if it never had one). */
  event: { userId: string; email: string | null },
  tx: DbTransaction,
  afterCommit: (task: () => unknown) => void,
) => Promise<void>;

/** An account deleted while its token was in flight: the caller reads as signed out. */
export class UserNotFoundError extends DomainError {
  override readonly name = 'UserNotFoundError';
  constructor(message: string) {
    super(401, 'unauthorized', message, { publicMessage: apiErrorMessages.unauthorized });
  }
}

class IdentityLinkedConcurrently extends Error {}

/** The confirmation text of the delete request matched neither DELETE nor the artist name. */
export class InvalidDeleteConfirmationError extends DomainError {
  override readonly name = 'InvalidDeleteConfirmationError';
  constructor(message: string) {
    super(400, 'invalid_confirmation', message, {
      field: 'confirmationText',
      publicMessage: INVALID_DELETE_CONFIRMATION_MESSAGE,
    });
  }
}

export interface UsersService {
  /** Finds or creates the user of an identity-provider account and refreshes their profile. */
  signInWithIdentity(identity: VerifiedIdentity): Promise<UserRow>;
  /** The user, unless they deleted their account. */
  findUser(userId: string): Promise<UserRow | undefined>;
  authUser(userId: string): Promise<AuthUserResponse>;
  recordLegacyOnboarding(
    userId: string,
    onboarding: CreateUserRequest['onboarding'],
  ): Promise<CreateUserResponse>;
  /**
   * v2 sends exactly DELETE; the first-generation screen sends the artist name, accepted when the
   * user has a legacy onboarding record with that exact name.
   */
  deleteAccount(userId: string, confirmationText: string): Promise<void>;
  onUserDeleted(hook: UserDeletedHook): void;
}

export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, email: user.email, name: user.name, avatarUrl: user.avatarUrl };
}

function parseTimestamp(value: string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function createUsersService(options: { database: Pick<Database, 'db'> }): UsersService {
  const { db } = options.database;
  const deletedHooks: UserDeletedHook[] = [];

  async function requireUser(executor: DbExecutor, userId: string): Promise<UserRow> {
    const user = await findLiveUser(executor, userId);
    if (!user) throw new UserNotFoundError(`user ${userId} not found`);
    return user;
  }

  function signInOnce(identity: VerifiedIdentity): Promise<UserRow> {
    const { provider, subject, email } = identity;
    return db.transaction(async (tx) => {
      const existing = await findUserByIdentity(tx, provider, subject);
      if (existing) {
        await touchIdentity(tx, provider, subject, email);
        return updateProfile(tx, existing.id, {
          email,
          name: identity.name ?? existing.name,
          avatarUrl: identity.avatarUrl ?? existing.avatarUrl,
        });
      }
      const user = await insertUser(tx, {
        email,
        name: identity.name,
        avatarUrl: identity.avatarUrl,
      });
      if (!(await insertIdentity(tx, { provider, subject, userId: user.id, email }))) {
        throw new IdentityLinkedConcurrently();
      }
      return user;
    });
  }

  return {
    async signInWithIdentity(identity) {
      // Two first sign-ins of one account at once: the loser's insert finds the link taken, rolls
      // back its user and, on the second attempt, finds the winner's.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await signInOnce(identity);
        } catch (error) {
          if (!(error instanceof IdentityLinkedConcurrently) || attempt >= 2) throw error;
        }
      }
    },

    findUser(userId) {
      return findLiveUser(db, userId);
    },

    async authUser(userId) {
      const user = await requireUser(db, userId);
      return {
        userId: user.id,
        userState: user.state,
        profile: { email: user.email, name: user.name, avatar: user.avatarUrl },
        waitingListJoinedAt: user.waitingListJoinedAt?.toISOString() ?? null,
      };
    },

    recordLegacyOnboarding(userId, onboarding) {
      return db.transaction(async (tx) => {
        const user = await requireUser(tx, userId);
        const before = await findLegacyOnboarding(tx, userId);
        const storedProfile = readSpotifyProfile(before?.spotifyProfile);
        const sentProfile = onboarding?.spotify_profile ?? undefined;
        const differentArtist =
          storedProfile !== undefined &&
          sentProfile !== undefined &&
          storedProfile.artist.id !== sentProfile.artist.id;

        // A status check sends no onboarding; nothing sent never erases what is stored.
        const fields: LegacyOnboardingFields = {};
        if (sentProfile && !differentArtist) fields.spotifyProfile = sentProfile;
        if (onboarding?.social_platforms) fields.socialPlatforms = onboarding.social_platforms;
        if (onboarding?.user_role) fields.userRole = onboarding.user_role;
        const completedAt = parseTimestamp(onboarding?.completed_at);
        if (completedAt) fields.completedAt = completedAt;

        const after =
          before === undefined || Object.keys(fields).length > 0
            ? await upsertLegacyOnboarding(tx, userId, fields)
            : before;
        return legacyUserStatus({
          user,
          storedProfile: readSpotifyProfile(after.spotifyProfile),
          firstContact: before === undefined,
          differentArtist,
        });
      });
    },

    async deleteAccount(userId, confirmationText) {
      const committed: (() => unknown)[] = [];
      await db.transaction(async (tx) => {
        const { email } = await requireUser(tx, userId);
        const legacy = await findLegacyOnboarding(tx, userId);
        const artistName = readSpotifyProfile(legacy?.spotifyProfile)?.artist.name;
        const confirmed =
          confirmationText === DELETE_CONFIRMATION_TEXT ||
          (artistName !== undefined && artistName !== '' && confirmationText === artistName);
        if (!confirmed)
          throw new InvalidDeleteConfirmationError('confirmation text does not match');

        for (const hook of deletedHooks) {
          await hook({ userId, email }, tx, (task) => committed.push(task));
        }
        await deleteIdentitiesOfUser(tx, userId);
        await deleteLegacyOnboarding(tx, userId);
        await scrubUser(tx, userId);
      });
      for (const task of committed) await task();
    },

    onUserDeleted(hook) {
      deletedHooks.push(hook);
    },
  };
}

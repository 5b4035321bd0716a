import type { Artist, StoreFlags } from '@encore/contracts';
import { signedInCalls } from '../../../http/calls/call.ts';
import type { UsersService } from '../service.ts';

export interface AccountCallOptions {
  /**
   * Called when createUser stored the artist of a legacy onboarding: admission. Its
   * 'different-artist' (the user onboarded with another artist in v2) is reported as
   * `existing_different_artist`.
   */
  onLegacyArtist?: (
    userId: string,
    artist: Artist,
  ) => Promise<'admitted' | 'waiting' | 'different-artist'>;
  /**
   * The user's store flags for createUser's status (spec §4.3: with null flags and no URL the
   * legacy screens take the store for deleted); the stores domain provides them.
   */
  storeFlags?: (userId: string) => Promise<Required<StoreFlags>>;
  /**
   * The link of the artist the user onboarded with in v2 (null without one): admission. A v2
   * user who opens the first-generation screens has no legacy profile, yet has an artist.
   */
  onboardedArtistUrl?: (userId: string) => Promise<string | null>;
  /** The user's place in the waiting list for auth-user (null when not on it): admission. */
  waitingListPosition?: (userId: string) => Promise<number | null>;
}

/**
 * The account calls: auth-user (v2), createUser (legacy), delete-account. An account deleted while
 * its token was in flight reads as signed out (UserNotFoundError carries the 401).
 */
export function accountCalls(users: UsersService, options: AccountCallOptions = {}) {
  return signedInCalls({
    // The user row is created when they sign in (GET /auth/callback), so it exists here.
    'auth-user': async ({ user }) => {
      const answer = await users.authUser(user.id);
      if (answer.waitingListJoinedAt === null || !options.waitingListPosition) return answer;
      return { ...answer, waitingListPosition: await options.waitingListPosition(user.id) };
    },

    createUser: async ({ input, user }) => {
      const recorded = await users.recordLegacyOnboarding(user.id, input.onboarding);
      const status = options.storeFlags
        ? { ...recorded, ...(await options.storeFlags(user.id)) }
        : recorded;
      const artist = input.onboarding?.spotify_profile?.artist;
      let differentArtist = status.user_status === 'existing_different_artist';
      if (artist && options.onLegacyArtist && !differentArtist) {
        differentArtist = (await options.onLegacyArtist(user.id, artist)) === 'different-artist';
      }
      // Read after admission, so a user who just joined the waiting list is told so (spec §2.3).
      const { userState, waitingListJoinedAt } = await users.authUser(user.id);
      const v2ArtistUrl =
        status.spotifyUrl === null && options.onboardedArtistUrl
          ? await options.onboardedArtistUrl(user.id)
          : null;
      return {
        ...status,
        // Onboarded in v2: not incomplete, and /main keeps them instead of sending them to /onboard.
        ...(v2ArtistUrl === null
          ? {}
          : {
              spotifyUrl: v2ArtistUrl,
              user_status: status.user_status === 'existing_incomplete' ? null : status.user_status,
            }),
        ...(differentArtist ? { user_status: 'existing_different_artist' as const } : {}),
        userState,
        waitingListJoinedAt,
      };
    },

    'delete-account': async ({ input, user }) => {
      await users.deleteAccount(user.id, input.confirmationText);
      return { success: true };
    },
  });
}

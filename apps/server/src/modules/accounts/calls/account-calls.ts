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
}

/**
 * The account calls: auth-user (v2), createUser (legacy), delete-account. An account deleted while
 * its token was in flight reads as signed out (UserNotFoundError carries the 401).
 */
export function accountCalls(users: UsersService, options: AccountCallOptions = {}) {
  return signedInCalls({
    // The user row is created when they sign in (GET /auth/callback), so it exists here.
    'auth-user': async ({ user }) => users.authUser(user.id),

    createUser: async ({ input, user }) => {
      const recorded = await users.recordLegacyOnboarding(user.id, input.onboarding);
      const status = options.storeFlags
        ? { ...recorded, ...(await options.storeFlags(user.id)) }
        : recorded;
      const artist = input.onboarding?.spotify_profile?.artist;
      if (
        !artist ||
        !options.onLegacyArtist ||
        status.user_status === 'existing_different_artist'
      ) {
        return status;
      }
      const admission = await options.onLegacyArtist(user.id, artist);
      return admission === 'different-artist'
        ? { ...status, user_status: 'existing_different_artist' }
        : status;
    },

    'delete-account': async ({ input, user }) => {
      await users.deleteAccount(user.id, input.confirmationText);
      return { success: true };
    },
  });
}

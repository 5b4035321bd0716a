import {
  apiErrorMessages,
  INVALID_DELETE_CONFIRMATION_MESSAGE,
  type Artist,
  type StoreFlags,
} from '@encore/contracts';
import {
  InvalidDeleteConfirmationError,
  UserNotFoundError,
  type UsersService,
} from '../service.ts';
import { HttpError } from '../../../http/plugins/error-handler.ts';
import { signedIn, type WebhookHandlers } from '../../../http/routes/webhooks.ts';

/** An account deleted while its token was in flight reads as signed out. */
export function rethrowMissingUser(error: unknown): never {
  if (error instanceof UserNotFoundError) {
    throw new HttpError(401, 'unauthorized', apiErrorMessages.unauthorized);
  }
  throw error;
}

export interface UserWebhookOptions {
  /**
   * Called when createUser stored the artist of a legacy onboarding: admission (issue 5). Its
   * 'different-artist' (the user onboarded with another artist in v2) is reported as
   * `existing_different_artist`.
   */
  onLegacyArtist?: (
    userId: string,
    artist: Artist,
  ) => Promise<'admitted' | 'waiting' | 'different-artist'>;
  /**
   * The user's store flags for createUser's status (spec §4.3: with null flags and no URL the
   * legacy screens take the store for deleted); the stores module provides them.
   */
  storeFlags?: (userId: string) => Promise<Required<StoreFlags>>;
}

/** The workflow calls of the users module: auth-user (v2), createUser (legacy), delete-account. */
export function userWebhookHandlers(
  users: UsersService,
  options: UserWebhookOptions = {},
): Pick<WebhookHandlers, 'auth-user' | 'createUser' | 'delete-account'> {
  return {
    // The user row is created when they sign in (GET /auth/callback), so it exists here.
    'auth-user': async ({ user }) => users.authUser(signedIn(user).id).catch(rethrowMissingUser),

    createUser: async ({ input, user }) => {
      const userId = signedIn(user).id;
      const recorded = await users
        .recordLegacyOnboarding(userId, input.onboarding)
        .catch(rethrowMissingUser);
      const status = options.storeFlags
        ? { ...recorded, ...(await options.storeFlags(userId)) }
        : recorded;
      const artist = input.onboarding?.spotify_profile?.artist;
      if (
        !artist ||
        !options.onLegacyArtist ||
        status.user_status === 'existing_different_artist'
      ) {
        return status;
      }
      const admission = await options.onLegacyArtist(userId, artist).catch(rethrowMissingUser);
      return admission === 'different-artist'
        ? { ...status, user_status: 'existing_different_artist' }
        : status;
    },

    'delete-account': async ({ input, user }) => {
      try {
        await users.deleteAccount(signedIn(user).id, input.confirmationText);
      } catch (error) {
        if (error instanceof InvalidDeleteConfirmationError) {
          throw new HttpError(
            400,
            'invalid_confirmation',
            INVALID_DELETE_CONFIRMATION_MESSAGE,
            'confirmationText',
          );
        }
        rethrowMissingUser(error);
      }
      return { success: true };
    },
  };
}

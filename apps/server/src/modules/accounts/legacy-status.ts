import {
  primaryArtistImage,
  savedSpotifyProfileSchema,
  type CreateUserResponse,
  type SavedSpotifyProfile,
} from '@encore/contracts';
import type { UserRow } from '../../db/schema/index.ts';

/** The stored jsonb read back through its contract; anything else counts as no profile. */
export function readSpotifyProfile(stored: unknown): SavedSpotifyProfile | undefined {
  if (stored === null || stored === undefined) return undefined;
  const parsed = savedSpotifyProfileSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export interface LegacyStatusInput {
  user: Pick<UserRow, 'id' | 'name' | 'avatarUrl' | 'state'>;
  /** The artist profile stored after this call. */
  storedProfile: SavedSpotifyProfile | undefined;
  /** This call created the onboarding record: the first time the user reaches createUser. */
  firstContact: boolean;
  /** The request named an artist other than the stored one (which was kept). */
  differentArtist: boolean;
}

/**
 * The user-status fields of spec §3 that the legacy /main logic (§4.3) branches on:
 * - `status: 'new'` while the user has no designs yet (state other than `app`); with a
 *   `spotifyUrl` that sends them to /processing, without one to /onboard;
 * - `user_status: 'existing_different_artist'` when they onboarded with another artist;
 * - `user_status: 'existing_incomplete'` when a returning user never saved an artist;
 * - store fields are null until stores exist (null without a store URL reads as "no store").
 */
export function legacyUserStatus(input: LegacyStatusInput): CreateUserResponse {
  const { user, storedProfile, firstContact, differentArtist } = input;
  const userStatus = differentArtist
    ? 'existing_different_artist'
    : !firstContact && storedProfile === undefined
      ? 'existing_incomplete'
      : null;
  return {
    userId: user.id,
    fullName: user.name,
    googleProfileImage: user.avatarUrl,
    spotifyLeanData: storedProfile
      ? {
          id: storedProfile.artist.id,
          name: storedProfile.artist.name,
          imageUrl: primaryArtistImage(storedProfile.artist),
          genres: storedProfile.artist.genres ?? [],
          followers: storedProfile.artist.followers?.total ?? null,
        }
      : null,
    isStoreEnabled: null,
    isStorePrivate: null,
    shopifyStoreUrl: null,
    status: user.state === 'app' ? null : 'new',
    user_status: userStatus,
    spotifyUrl: storedProfile?.spotify_url ?? null,
  };
}

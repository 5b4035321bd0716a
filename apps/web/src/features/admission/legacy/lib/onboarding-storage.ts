import {
  artistSchema,
  savedSpotifyProfileSchema,
  socialPlatformChoiceSchema,
  userRoleChoiceSchema,
  type Artist,
  type SavedSpotifyProfile,
  type SocialPlatformChoice,
  type UserRoleChoice,
} from '@encore/contracts';
import { z } from 'zod';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';

// The first-generation onboarding's local records (spec §3 "Local storage keys (legacy)"), kept
// between the /onboard steps and across the sign-in round trip, then sent with createUser.
// Every read goes through the contract's schema: a value this app did not write reads as absent.

/** The artist the lookup found, before and after it is confirmed. */
export function readSpotifyArtist(storage: KeyValueStorage = browserStorage): Artist | null {
  return readJson(storage, storageKeys.spotifyArtist, artistSchema);
}

export function saveSpotifyArtist(artist: Artist, storage: KeyValueStorage = browserStorage): void {
  writeJson(storage, storageKeys.spotifyArtist, artist);
}

/** {artist, spotify_url, completed}: completed once the user approved the artist. */
export function readSpotifyProfile(
  storage: KeyValueStorage = browserStorage,
): SavedSpotifyProfile | null {
  return readJson(storage, storageKeys.spotifyProfile, savedSpotifyProfileSchema);
}

export function saveSpotifyProfile(
  profile: SavedSpotifyProfile,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.spotifyProfile, profile);
}

/** The platforms chosen (an empty list after 'Skip for now') and their verified accounts. */
export function readSocialPlatforms(
  storage: KeyValueStorage = browserStorage,
): SocialPlatformChoice | null {
  return readJson(storage, storageKeys.socialPlatforms, socialPlatformChoiceSchema);
}

export function saveSocialPlatforms(
  choice: SocialPlatformChoice,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.socialPlatforms, socialPlatformChoiceSchema.parse(choice));
}

/** The self-described role; `role: null` after 'Skip for now'. */
export function readUserRole(storage: KeyValueStorage = browserStorage): UserRoleChoice | null {
  return readJson(storage, storageKeys.userRole, userRoleChoiceSchema);
}

export function saveUserRole(
  choice: UserRoleChoice,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.userRole, choice);
}

/** 'true' once the onboarding was sent with createUser after sign-in (spec §4.1). */
export function isUserCompleted(storage: KeyValueStorage = browserStorage): boolean {
  return storage.getItem(storageKeys.userCompleted) === 'true';
}

export function markUserCompleted(storage: KeyValueStorage = browserStorage): void {
  storage.setItem(storageKeys.userCompleted, 'true');
}

/** The signed-in user's id as the first-generation screens read it; gone after sign-out. */
export function readLegacyUserId(storage: KeyValueStorage = browserStorage): string | null {
  return storage.getItem(storageKeys.userId);
}

export function saveLegacyUserId(userId: string, storage: KeyValueStorage = browserStorage): void {
  storage.setItem(storageKeys.userId, userId);
}

/** What the waiting-list step remembers for the welcome banner (spec §3, §2.2). */
export const waitlistSuccessSchema = z.object({
  method: z.enum(['Email', 'WhatsApp/SMS']),
  contact: z.string(),
  /** When the user joined, in milliseconds since the epoch. */
  timestamp: z.number(),
});
export type WaitlistSuccess = z.infer<typeof waitlistSuccessSchema>;

export function readWaitlistSuccess(
  storage: KeyValueStorage = browserStorage,
): WaitlistSuccess | null {
  return readJson(storage, storageKeys.waitlistSuccess, waitlistSuccessSchema);
}

export function saveWaitlistSuccess(
  record: WaitlistSuccess,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.waitlistSuccess, record);
}

export function clearWaitlistSuccess(storage: KeyValueStorage = browserStorage): void {
  storage.removeItem(storageKeys.waitlistSuccess);
}

/** Everything the step rules of spec §4.1 look at, read at once. */
export interface OnboardingRecords {
  artist: Artist | null;
  spotifyProfile: SavedSpotifyProfile | null;
  socialPlatforms: SocialPlatformChoice | null;
  userRole: UserRoleChoice | null;
  userCompleted: boolean;
}

export function readOnboardingRecords(
  storage: KeyValueStorage = browserStorage,
): OnboardingRecords {
  return {
    artist: readSpotifyArtist(storage),
    spotifyProfile: readSpotifyProfile(storage),
    socialPlatforms: readSocialPlatforms(storage),
    userRole: readUserRole(storage),
    userCompleted: isUserCompleted(storage),
  };
}

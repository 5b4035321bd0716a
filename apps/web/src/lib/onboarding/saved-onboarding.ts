import { validatedProfileSchema, type ValidatedProfile } from '@encore/contracts';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage';
import { storageKeys } from '../storage-keys';

// What v2 onboarding keeps in local storage between its screens and across the sign-in
// round trip (spec §3 "Local storage keys (v2)"): the validated artist and its id, the invite
// code from the landing link, and the waiting-list join time.

/** Remembers the artist the user validated; the confirm screen and the auth callback use it. */
export function saveValidatedArtist(
  profile: ValidatedProfile,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.v2SpotifyProfile, profile);
  storage.setItem(storageKeys.v2OnboardingSpotifyId, profile.spotifyId);
}

/** The saved artist; null when none was saved or what is stored is not a validated profile. */
export function readValidatedArtist(
  storage: KeyValueStorage = browserStorage,
): ValidatedProfile | null {
  return readJson(storage, storageKeys.v2SpotifyProfile, validatedProfileSchema);
}

/** Before leaving for sign-in: the callback submits onboarding when it finds this id. */
export function saveOnboardingSpotifyId(
  spotifyId: string,
  storage: KeyValueStorage = browserStorage,
): void {
  storage.setItem(storageKeys.v2OnboardingSpotifyId, spotifyId);
}

/** The invite code to send with the onboarding ('' without one, as the contract expects). */
export function readInviteToken(storage: KeyValueStorage = browserStorage): string {
  return storage.getItem(storageKeys.v2InviteToken)?.trim() ?? '';
}

export function clearInviteToken(storage: KeyValueStorage = browserStorage): void {
  storage.removeItem(storageKeys.v2InviteToken);
}

/** After a submitted onboarding: the saved artist, its id and the invite code are used up. */
export function clearSavedOnboarding(storage: KeyValueStorage = browserStorage): void {
  storage.removeItem(storageKeys.v2OnboardingSpotifyId);
  storage.removeItem(storageKeys.v2SpotifyProfile);
  storage.removeItem(storageKeys.v2InviteToken);
}

export function saveWaitingListJoinedAt(
  joinedAt: string,
  storage: KeyValueStorage = browserStorage,
): void {
  storage.setItem(storageKeys.v2WaitingListJoinedAt, joinedAt);
}

export function readWaitingListJoinedAt(storage: KeyValueStorage = browserStorage): string | null {
  return storage.getItem(storageKeys.v2WaitingListJoinedAt);
}

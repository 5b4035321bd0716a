import {
  artistSchema,
  primaryArtistImage,
  savedSpotifyProfileSchema,
  validatedProfileSchema,
} from '@encore/contracts';
import { browserStorage, readJson, type KeyValueStorage } from './storage';
import { storageKeys } from './storage-keys';

export interface SavedArtist {
  name: string;
  imageUrl: string | null;
}

/**
 * The artist this browser onboarded with (spec §3 local storage): the legacy lookup's artist, the
 * legacy saved profile, or the v2 validated profile. null when none is kept here.
 */
export function readSavedArtist(storage: KeyValueStorage = browserStorage): SavedArtist | null {
  const artist =
    readJson(storage, storageKeys.spotifyArtist, artistSchema) ??
    readJson(storage, storageKeys.spotifyProfile, savedSpotifyProfileSchema)?.artist;
  if (artist?.name.trim()) {
    return { name: artist.name.trim(), imageUrl: primaryArtistImage(artist) };
  }
  const profile = readJson(storage, storageKeys.v2SpotifyProfile, validatedProfileSchema);
  if (profile?.artistName.trim()) {
    return { name: profile.artistName.trim(), imageUrl: profile.imageUrl };
  }
  return null;
}

import type { ValidateSpotifyArtistResponse } from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { asService } from '../../../lib/service-error';
import { callEndpoint } from '../../../lib/workflow-client';

/** POST validate-spotify-artist (spec §7, no sign-in needed): the artist behind a link. */
export function validateSpotifyArtist(artistUrl: string): Promise<ValidateSpotifyArtistResponse> {
  return asService(
    callEndpoint('validate-spotify-artist', { artistUrl }),
    (status) => `Validation failed: ${status}`,
  );
}

export function useValidateSpotifyArtist() {
  return useMutation({
    mutationKey: ['validate-spotify-artist'],
    mutationFn: validateSpotifyArtist,
  });
}

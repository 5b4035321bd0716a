import type { GetArtistBySpotifyUrlResponse } from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/workflow-client';

/** POST getArtistBySpotifyUrl (spec §7, no sign-in needed): the artist behind a link. */
export function getArtistBySpotifyUrl(artistUrl: string): Promise<GetArtistBySpotifyUrlResponse> {
  return callEndpoint('getArtistBySpotifyUrl', { artistUrl });
}

export function useGetArtistBySpotifyUrl() {
  return useMutation({
    mutationKey: ['getArtistBySpotifyUrl'],
    mutationFn: getArtistBySpotifyUrl,
  });
}

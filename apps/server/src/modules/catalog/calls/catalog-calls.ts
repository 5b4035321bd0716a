import { publicCalls } from '../../../http/calls/call.ts';
import { findArtistByUrl, toArtist, toValidatedProfile } from '../service.ts';
import type { MusicCatalog } from '../types.ts';

/** `?si=…` share parameters and fragments are never part of the artist (spec §5). */
function withoutQuery(url: string): string {
  return url.trim().split(/[?#]/, 1)[0] ?? '';
}

/**
 * The two public artist lookups (spec §7): legacy getArtistBySpotifyUrl, v2
 * validate-spotify-artist. The catalog's failures carry their 400/404/503 (errors.ts).
 */
export function catalogCalls(catalog: MusicCatalog) {
  return publicCalls({
    getArtistBySpotifyUrl: async ({ input }) =>
      toArtist(await findArtistByUrl(catalog, withoutQuery(input.artistUrl), 'legacy')),
    'validate-spotify-artist': async ({ input }) =>
      toValidatedProfile(
        toArtist(await findArtistByUrl(catalog, withoutQuery(input.artistUrl), 'v2')),
      ),
  });
}

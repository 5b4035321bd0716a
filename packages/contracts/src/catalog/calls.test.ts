import { describe, expect, it } from 'vitest';
import {
  getArtistBySpotifyUrlResponseSchema,
  validateSpotifyArtistRequestSchema,
} from './calls.ts';

describe('getArtistBySpotifyUrl response', () => {
  it('reads an artist the catalog sent without followers, popularity, country or images', () => {
    const artist = getArtistBySpotifyUrlResponseSchema.parse({
      id: 'a1',
      name: 'Band',
      external_urls: { spotify: 'https://open.spotify.com/artist/a1' },
      type: 'artist',
    });
    expect(artist.followers).toBeUndefined();
    expect(artist.popularity).toBeUndefined();
    expect(
      getArtistBySpotifyUrlResponseSchema.safeParse({ ...artist, popularity: 101 }).success,
    ).toBe(false);
  });
});

describe('validate-spotify-artist request', () => {
  it('trims the URL and leaves judging its shape to the lookup (spotify-url.ts)', () => {
    expect(validateSpotifyArtistRequestSchema.parse({ artistUrl: '  not-a-url ' })).toEqual({
      artistUrl: 'not-a-url',
    });
  });
});

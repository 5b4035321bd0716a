import {
  getArtistBySpotifyUrlResponseSchema,
  spotifyUrlMessages,
  validateSpotifyArtistResponseSchema,
} from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { ArtistNotFoundError, InvalidArtistUrlError } from './errors.ts';
import { createOfflineCatalog } from './providers/offline-catalog.ts';
import { findArtistByUrl, lookupArtistByUrl, toArtist, toValidatedProfile } from './service.ts';
import type { CatalogArtist } from './types.ts';

const catalog = createOfflineCatalog({ publicUrl: 'http://localhost:3000' });
const ID = 'cMPP8NKX1kMB0MyhBaeLW4';

describe('lookupArtistByUrl (legacy getArtistBySpotifyUrl)', () => {
  it('returns the artist in the legacy shape, valid against the contract', async () => {
    const artist = await lookupArtistByUrl(catalog, `https://open.spotify.com/artist/${ID}?si=x`);
    expect(getArtistBySpotifyUrlResponseSchema.parse(artist)).toEqual({
      id: ID,
      name: 'Los Relámpagos',
      followers: { total: 4_305_881 },
      genres: ['norteño', 'regional mexican', 'corridos'],
      popularity: 76,
      country: 'MX',
      external_urls: { spotify: `https://open.spotify.com/artist/${ID}` },
      images: [{ url: `http://localhost:3000/catalog/images/${ID}.jpg` }],
    });
  });

  it('accepts localized share links', async () => {
    const artist = await lookupArtistByUrl(catalog, `open.spotify.com/intl-es/artist/${ID}/`);
    expect(artist.id).toBe(ID);
  });

  it('rejects a text that is not an artist link with the form message (400)', async () => {
    const error = await lookupArtistByUrl(
      catalog,
      'https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArtistUrlError);
    expect(error).toMatchObject({
      statusCode: 400,
      field: 'artistUrl',
      message: spotifyUrlMessages.legacyTrack,
    });
  });

  it('uses the v2 messages when asked', async () => {
    await expect(
      findArtistByUrl(catalog, 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', 'v2'),
    ).rejects.toThrow(spotifyUrlMessages.v2TrackOrPlaylist);
    await expect(findArtistByUrl(catalog, '   ', 'v2')).rejects.toThrow(
      spotifyUrlMessages.notArtist,
    );
  });

  it('says not found (404) for an artist the catalog does not know', async () => {
    const error = await lookupArtistByUrl(
      catalog,
      'https://open.spotify.com/artist/0000000000000000000000',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtistNotFoundError);
    expect(error).toMatchObject({ statusCode: 404, code: 'artist_not_found' });
  });
});

describe('toValidatedProfile (v2 validate-spotify-artist)', () => {
  it('maps the artist to the validated profile, valid against the contract', async () => {
    const profile = toValidatedProfile(
      await lookupArtistByUrl(catalog, `https://open.spotify.com/artist/${ID}`),
    );
    expect(validateSpotifyArtistResponseSchema.parse(profile)).toEqual({
      spotifyId: ID,
      artistName: 'Los Relámpagos',
      imageUrl: `http://localhost:3000/catalog/images/${ID}.jpg`,
      followers: 4_305_881,
      country: 'MX',
      genres: ['norteño', 'regional mexican', 'corridos'],
      spotifyUrl: `https://open.spotify.com/artist/${ID}`,
    });
  });

  it('keeps absent data absent: no invented follower count, no picture', () => {
    const sparse: CatalogArtist = {
      id: ID,
      name: 'Someone',
      followers: null,
      popularity: null,
      genres: null,
      country: null,
      spotifyUrl: `https://open.spotify.com/artist/${ID}`,
      imageUrl: null,
      missing: ['followers', 'popularity', 'genres', 'country', 'imageUrl'],
    };
    const artist = toArtist(sparse);
    expect(getArtistBySpotifyUrlResponseSchema.parse(artist)).toMatchObject({
      followers: null,
      genres: null,
      popularity: null,
      country: null,
      images: [],
    });
    expect(toValidatedProfile(artist)).toMatchObject({
      followers: null,
      imageUrl: null,
      country: null,
      genres: [],
    });
  });
});

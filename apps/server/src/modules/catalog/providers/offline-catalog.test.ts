import { validateV2ArtistUrl } from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { describe, expect, it } from 'vitest';
import { createOfflineCatalog } from './offline-catalog.ts';

const catalog = createOfflineCatalog({ publicUrl: 'https://encore.test/' });

describe('createOfflineCatalog', () => {
  const [first] = demoArtists;
  if (!first) throw new Error('no artists');

  it('returns a complete artist with its picture URL and nothing missing', async () => {
    expect(await catalog.getArtist(first.id)).toEqual({
      id: first.id,
      name: first.name,
      followers: first.followers,
      popularity: first.popularity,
      genres: first.genres,
      country: first.country,
      spotifyUrl: `https://open.spotify.com/artist/${first.id}`,
      imageUrl: `https://encore.test/catalog/images/${first.id}.jpg`,
      missing: [],
    });
  });

  it('gives each artist a valid artist link', async () => {
    for (const artist of demoArtists) {
      const found = await catalog.getArtist(artist.id);
      expect(validateV2ArtistUrl(found?.spotifyUrl ?? '').valid).toBe(true);
    }
  });

  it('returns the ten tracks, with the artist picture as album art', async () => {
    const tracks = await catalog.getTopTracks(first.id);
    expect(tracks.map((t) => t.name)).toEqual(first.tracks);
    expect(tracks[0]?.albumImageUrl).toBe(`https://encore.test/catalog/images/${first.id}.jpg`);
  });

  it('knows nobody else', async () => {
    expect(await catalog.getArtist('0000000000000000000000')).toBeNull();
    expect(await catalog.getTopTracks('0000000000000000000000')).toEqual([]);
  });
});

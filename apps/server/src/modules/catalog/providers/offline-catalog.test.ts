import { SPOTIFY_ID_PATTERN, validateV2ArtistUrl } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineCatalog } from './offline-catalog.ts';
import { genreFamilies, offlineArtists } from './offline-data/index.ts';

const catalog = createOfflineCatalog({ publicUrl: 'https://encore.test/' });

describe('the embedded catalog data', () => {
  it('has at least 40 artists', () => {
    expect(offlineArtists.length).toBeGreaterThanOrEqual(40);
  });

  it('covers every genre family, at least 12 of them', () => {
    const covered = new Set(offlineArtists.map((artist) => artist.family));
    expect(covered.size).toBeGreaterThanOrEqual(12);
    expect([...covered].sort()).toEqual([...genreFamilies].sort());
  });

  it('gives every artist a unique Spotify-format id and a unique name', () => {
    for (const artist of offlineArtists) expect(artist.id).toMatch(SPOTIFY_ID_PATTERN);
    expect(new Set(offlineArtists.map((a) => a.id)).size).toBe(offlineArtists.length);
    expect(new Set(offlineArtists.map((a) => a.name)).size).toBe(offlineArtists.length);
  });

  it.each(offlineArtists.map((artist) => [artist.name, artist] as const))(
    '%s is complete',
    (_, artist) => {
      expect(artist.name.trim()).toBe(artist.name);
      expect(Number.isInteger(artist.followers) && artist.followers >= 0).toBe(true);
      expect(Number.isInteger(artist.popularity)).toBe(true);
      expect(artist.popularity).toBeGreaterThanOrEqual(0);
      expect(artist.popularity).toBeLessThanOrEqual(100);
      expect(artist.country).toMatch(/^[A-Z]{2}$/);
      expect(artist.genres.length).toBeGreaterThan(0);
      // Spotify's genre names are lower case.
      for (const genre of artist.genres) expect(genre).toBe(genre.toLowerCase());
      expect(artist.tracks).toHaveLength(10);
      expect(new Set(artist.tracks).size).toBe(10);
      for (const track of artist.tracks) expect(track.trim()).not.toBe('');
      for (const colour of artist.art.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it('has names the design engine must render: accents, ñ, Hangul', () => {
    const names = offlineArtists.map((a) => a.name);
    expect(names).toContain('Los Relámpagos');
    expect(names).toContain('별빛 (Byeolbit)');
    expect(names.some((name) => name.includes('ñ'))).toBe(true);
  });

  it('spans the follower display thresholds', () => {
    const followers = offlineArtists.map((a) => a.followers);
    expect(followers.some((f) => f < 1_000)).toBe(true);
    expect(followers).toContain(1_000_000);
    expect(followers.some((f) => f > 10_000_000)).toBe(true);
  });
});

describe('createOfflineCatalog', () => {
  const [first] = offlineArtists;
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
    for (const artist of offlineArtists) {
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

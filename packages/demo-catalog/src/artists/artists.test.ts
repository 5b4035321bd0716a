import { SPOTIFY_ID_PATTERN } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { demoArtists, genreFamilies } from './index.ts';

describe('the demo artists', () => {
  it('has at least 40 artists', () => {
    expect(demoArtists.length).toBeGreaterThanOrEqual(40);
  });

  it('covers every genre family, at least 12 of them', () => {
    const covered = new Set(demoArtists.map((artist) => artist.family));
    expect(covered.size).toBeGreaterThanOrEqual(12);
    expect([...covered].sort()).toEqual([...genreFamilies].sort());
  });

  it('gives every artist a unique Spotify-format id and a unique name', () => {
    for (const artist of demoArtists) expect(artist.id).toMatch(SPOTIFY_ID_PATTERN);
    expect(new Set(demoArtists.map((a) => a.id)).size).toBe(demoArtists.length);
    expect(new Set(demoArtists.map((a) => a.name)).size).toBe(demoArtists.length);
  });

  it.each(demoArtists.map((artist) => [artist.name, artist] as const))(
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
    const names = demoArtists.map((a) => a.name);
    expect(names).toContain('Los Relámpagos');
    expect(names).toContain('별빛 (Byeolbit)');
    expect(names.some((name) => name.includes('ñ'))).toBe(true);
  });

  it('spans the follower display thresholds', () => {
    const followers = demoArtists.map((a) => a.followers);
    expect(followers.some((f) => f < 1_000)).toBe(true);
    expect(followers).toContain(1_000_000);
    expect(followers.some((f) => f > 10_000_000)).toBe(true);
  });
});

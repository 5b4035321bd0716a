import { describe, expect, it } from 'vitest';
import type { CatalogArtist } from '../catalog/index.ts';
import { distinctTracks, planGeneration, plannedCount, trackKey } from './generation-plan.ts';

const artist: CatalogArtist = {
  id: 'YDcr7a5r7hdvwM5ZU4kEuI',
  name: 'Ruby Calloway',
  followers: 1000,
  popularity: 50,
  genres: ['pop'],
  country: 'US',
  spotifyUrl: 'https://open.spotify.com/artist/YDcr7a5r7hdvwM5ZU4kEuI',
  imageUrl: null,
  missing: [],
};
const tracks = (names: string[]) => names.map((name) => ({ name }));
const ten = Array.from({ length: 10 }, (_, i) => `Song ${i + 1}`);

describe('planGeneration', () => {
  it('makes the first four from the top tracks, then one per further track: ten in all', () => {
    const plan = planGeneration({
      userId: 'u1',
      artist,
      tracks: tracks(ten),
      firstCount: 4,
      maxCount: 10,
    });
    expect(plan.batches).toEqual([
      { seed: 'first:u1', tracks: ten.slice(0, 4), count: 4 },
      { seed: 'more:u1', tracks: ten.slice(4), count: 6 },
    ]);
    expect(plannedCount(plan)).toBe(10);
    expect(plan.artist).toEqual({
      id: artist.id,
      name: 'Ruby Calloway',
      genres: ['pop'],
      country: 'US',
    });
  });

  it('stops at maxCount', () => {
    const plan = planGeneration({
      userId: 'u1',
      artist,
      tracks: tracks(ten),
      firstCount: 4,
      maxCount: 6,
    });
    expect(plan.batches[1]).toEqual({ seed: 'more:u1', tracks: ['Song 5', 'Song 6'], count: 2 });
  });

  it('still makes the first designs with fewer tracks, or none (the engine uses the name)', () => {
    const few = planGeneration({
      userId: 'u',
      artist,
      tracks: tracks(['A', 'B']),
      firstCount: 4,
      maxCount: 10,
    });
    expect(few.batches).toEqual([{ seed: 'first:u', tracks: ['A', 'B'], count: 4 }]);
    const none = planGeneration({ userId: 'u', artist, tracks: [], firstCount: 4, maxCount: 10 });
    expect(none.batches).toEqual([{ seed: 'first:u', tracks: [], count: 4 }]);
  });

  it('treats versions of one song as one track', () => {
    expect(trackKey('Song - Remastered 2011')).toBe('song');
    expect(trackKey('Song (Live at Wembley)')).toBe('song');
    expect(
      distinctTracks(tracks(['Song', 'song - Remastered', 'Song (Live)', '  ', 'Other [Edit]'])),
    ).toEqual(['Song', 'Other [Edit]']);
  });
});

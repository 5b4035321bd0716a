import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../shared/arrangement-testing.ts';

const artist = (tracks: string[]) => ({
  id: `rave-${tracks.length}`,
  name: 'Neon Hollow',
  genres: ['deep house', 'electronica'],
  country: 'DE',
  tracks,
  withImage: false,
});

const printed = async (tracks: string[], seed: number): Promise<string[]> => {
  const { texts, failures } = await drawArrangement('electronic-rave-flyer', artist(tracks), seed);
  expect(failures).toEqual([]);
  return texts.map((t) => t.text);
};

describe('the rave flyer’s list of the artist’s tracks', () => {
  it('heads them as a tracklist, never a line-up of acts', { timeout: 60_000 }, async () => {
    for (const seed of [1, 2, 3]) {
      const texts = await printed(['Afterglow Protocol', 'Night Bus', 'Blue Hour'], seed);
      expect(texts.some((t) => /line.?up/i.test(t))).toBe(false);
      expect(texts).toContain('TRACKLIST');
    }
  });

  it('prints no heading over a single track', { timeout: 60_000 }, async () => {
    const texts = await printed(['Afterglow Protocol'], 1);
    expect(texts.some((t) => /line.?up|tracklist/i.test(t))).toBe(false);
    expect(texts).toContain('AFTERGLOW PROTOCOL');
  });
});

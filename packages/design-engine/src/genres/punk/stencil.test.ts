import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../shared/arrangement-testing.ts';

const artist = (tracks: string[]) => ({
  id: `stencil-${tracks.join('-')}`,
  name: 'Los Chicos Podridos',
  genres: ['hardcore punk'],
  country: 'ES',
  tracks,
  withImage: false,
});

/** Each title the warning tape prints, split at its marks. */
async function tapeTitles(tracks: string[], seed: number): Promise<string[][]> {
  const { texts, failures } = await drawArrangement('punk-stencil', artist(tracks), seed);
  expect(failures).toEqual([]);
  return texts
    .filter((t) => t.role === 'track')
    .map((t) =>
      t.text
        .split('✕')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    );
}

describe('the stencil layout’s warning tape', () => {
  it('never prints one title twice, whatever the artist has', { timeout: 60_000 }, async () => {
    for (const tracks of [['Nosebleed'], ['Tank-Top', 'Tank-Top'], ['Gasolina', 'Barrio Roto']]) {
      for (const seed of [1, 2, 3, 4]) {
        for (const titles of await tapeTitles(tracks, seed))
          expect(new Set(titles).size, `${tracks.join(', ')} seed ${seed}`).toBe(titles.length);
      }
    }
  });

  it('runs the design’s track on with the artist’s others', { timeout: 60_000 }, async () => {
    const [titles = []] = await tapeTitles(['Gasolina', 'Barrio Roto', 'Sin Futuro'], 1);
    expect(new Set(titles).size).toBeGreaterThan(1);
  });
});

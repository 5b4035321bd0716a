import { describe, expect, it } from 'vitest';
import { syntheticPalette } from '../color/palette.ts';
import { GENRES } from '../genres/index.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import { planSet } from './plan-set.ts';

/** The first four layouts of `sets` planned sets for an artist. */
function firstFours(
  name: string,
  family: GenreFamily,
  genres: string[],
  hasImage: boolean,
  sets = 30,
) {
  return Array.from({ length: sets }, (_, i) =>
    planSet({
      key: `look|${name}|${i}`,
      style: GENRES[family].style,
      palette: syntheticPalette(`look-${i}`),
      tracks: ['One', 'Two', 'Three', 'Four'],
      artist: { name, genres, hasImage },
      count: 10,
    })
      .slice(0, 4)
      .map((plan) => plan.template),
  );
}

describe('the first look of an artist whose name names a thing', () => {
  it.each([
    ['The Paper Lanterns', 'indie', ['indie rock', 'canadian indie']],
    ['夜行巴士', 'pop', ['mandopop', 'chinese indie']],
    ['Mây Trắng', 'pop', ['v-pop']],
    ['Los Huracanes del Norte', 'latin', ['norteño', 'regional mexican']],
  ] as const)('%s sees a layout that can draw it', (name, family, genres) => {
    for (const hasImage of [true, false]) {
      for (const four of firstFours(name, family, [...genres], hasImage)) {
        expect(
          four.some((t) => t.namesMotif),
          four.map((t) => t.id).join(', '),
        ).toBe(true);
        // The picture keeps its place among them.
        if (hasImage) expect(four.some((t) => t.needsImage)).toBe(true);
      }
    }
  });

  it('leaves a name that names nothing to the seeded order', () => {
    const fours = firstFours('The Quiet Hours', 'indie', ['indie rock'], true);
    const without = fours.filter((four) => !four.some((t) => t.namesMotif)).length;
    // Paper Lanterns' family draws no such layout in some first fours when nothing is named.
    expect(without).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { displayFaces } from '../../style/styles.ts';
import { drawArrangement } from '../shared/arrangement-testing.ts';
import { electronic } from './index.ts';

const SOULFUL = ['deep house', 'soulful house'];

describe('soulful and disco house', () => {
  it('set the name in warm 70s letters, not techno-leaning squared capitals', () => {
    expect(displayFaces(electronic.style, SOULFUL)).toEqual(['abril', 'shrikhand']);
    expect(displayFaces(electronic.style, ['nu disco'])).toEqual(['abril', 'shrikhand']);
    // Deep house alone and the rest of electronic keep the family's own faces.
    expect(displayFaces(electronic.style, ['deep house'])).toEqual(electronic.style.display);
    expect(displayFaces(electronic.style, ['melodic techno'])).toEqual(electronic.style.display);
  });

  it.each(electronic.layouts.map((l) => l.template.id))(
    '%s sets a soulful house name in them and passes its checks',
    { timeout: 60_000 },
    async (id) => {
      for (const seed of [1, 2]) {
        const drawn = await drawArrangement(
          id,
          {
            id: `soulful-${id}`,
            name: 'Sunset Parlour',
            genres: SOULFUL,
            country: 'GB',
            tracks: ['Brixton Rooftop', 'Warm Vinyl', 'Late Checkout', 'Saturday Soul'],
            withImage: true,
          },
          seed,
        );
        expect(drawn.failures, `${id} seed ${seed}`).toEqual([]);
      }
    },
  );
});

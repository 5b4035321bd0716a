import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../genres/shared/arrangement-testing.ts';
import { PLACE_SHARE, placeLines, printsPlace } from './place-line.ts';

const artist = (genres: string[]) => ({
  id: `place-${genres[0] ?? ''}`,
  name: 'Neon Hollow',
  genres,
  country: 'US',
  tracks: ['Afterglow Protocol', 'Night Bus', 'Blue Hour'],
  withImage: false,
});

describe('the country line', () => {
  it('prints on a seeded minority of designs whose layout is not about place', () => {
    const shown = Array.from({ length: 400 }, (_, i) => printsPlace({}, `artist|${i}`, i % 10));
    const share = shown.filter(Boolean).length / shown.length;
    expect(share).toBeGreaterThan(PLACE_SHARE - 0.08);
    expect(share).toBeLessThan(PLACE_SHARE + 0.08);
    // The same design always decides the same way.
    expect(printsPlace({}, 'artist|7', 3)).toBe(printsPlace({}, 'artist|7', 3));
  });

  it('always prints where place is the layout’s concept', () => {
    for (let i = 0; i < 50; i += 1) expect(printsPlace({ place: true }, `a|${i}`, 0)).toBe(true);
  });

  it('is no longer on nearly every design of a layout', { timeout: 60_000 }, async () => {
    let withCountry = 0;
    const seeds = 12;
    for (let seed = 1; seed <= seeds; seed += 1) {
      const { texts } = await drawArrangement(
        'electronic-rave-flyer',
        artist(['deep house']),
        seed,
      );
      if (texts.some((t) => t.text === 'UNITED STATES')) withCountry += 1;
    }
    expect(withCountry).toBeLessThanOrEqual(seeds / 2);
  });

  it('stays on a show bill, whose town line is its concept', { timeout: 60_000 }, async () => {
    for (const seed of [1, 2, 3]) {
      const { texts } = await drawArrangement('country-show-bill', artist(['country']), seed);
      expect(texts.map((t) => t.text.toUpperCase())).toContain('UNITED STATES');
    }
  });
});

describe('a set’s country lines', () => {
  it('prints the country once in the first four, on the first layout about place', () => {
    for (let i = 0; i < 50; i += 1) {
      const lines = placeLines(
        [{}, {}, { place: true }, { place: true }, { place: true }],
        `s|${i}`,
      );
      expect(lines.slice(0, 4)).toEqual([false, false, true, false]);
      // Past the first look, a layout about place prints it again.
      expect(lines[4]).toBe(true);
    }
  });

  it('prints it at most once in the first four when no layout is about place', () => {
    const counts = Array.from(
      { length: 200 },
      (_, i) => placeLines([{}, {}, {}, {}], `n|${i}`).filter(Boolean).length,
    );
    expect(Math.max(...counts)).toBe(1);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { drawArrangement, HARD_NAMES } from '../shared/arrangement-testing.ts';
import { AIRBRUSH_BACKDROPS } from './airbrush.ts';
import { NEON_SIGNS } from './neon-sign.ts';
import { TOUR_ARRANGEMENTS } from './tour-tee.ts';
import { archesName, patchLetters, VARSITY_BADGES } from './varsity.ts';

/** The pop-store layouts, their seeded arrangements, and whether they print the picture. */
const LAYOUTS = [
  ['pop-neon-sign', NEON_SIGNS, false],
  ['pop-tour-tee', TOUR_ARRANGEMENTS, true],
  ['pop-varsity', VARSITY_BADGES, false],
  ['pop-airbrush', AIRBRUSH_BACKDROPS, false],
] as const;

const artist = (name: string, track: string, withImage: boolean) => ({
  id: `ps-${name}`,
  name,
  genres: ['pop', 'dance pop'],
  country: 'US',
  tracks: [track, 'Cherry Soda', 'A Considerably Longer Track Title Than Most Songs'],
  withImage,
});

describe('pop store layouts (neon sign, tour tee, varsity, airbrush)', () => {
  it.each(LAYOUTS)(
    '%s draws each of its arrangements',
    { timeout: 60_000 },
    async (id, all, image) => {
      const seen = new Set<string | null>();
      for (let seed = 1; seed <= 16 && seen.size < all.length; seed += 1)
        seen.add(
          (await drawArrangement(id, artist('Ruby Calloway', 'Heartbreak Hotel', image), seed))
            .arrangement,
        );
      expect([...seen].sort()).toEqual([...all].sort());
    },
  );

  it.each(LAYOUTS)(
    '%s sets every script and passes the checks',
    { timeout: 120_000 },
    async (id, all, image) => {
      const drawn = new Set<string | null>();
      for (const [i, [name, track]] of HARD_NAMES.entries()) {
        // Two seeds a name: across the names each arrangement meets several scripts.
        for (const seed of [i * 2 + 1, i * 2 + 2]) {
          const { arrangement, failures } = await drawArrangement(
            id,
            artist(name, track, image),
            seed,
          );
          drawn.add(arrangement);
          expect(failures, `${id} ${String(arrangement)} ${name}`).toEqual([]);
        }
      }
      expect(drawn.size).toBeGreaterThanOrEqual(all.length - 1);
    },
  );

  it('patches the initials of a cased name, emoji left out, and nothing for uncased scripts', () => {
    expect(patchLetters('Ruby Calloway')).toBe('RC');
    expect(patchLetters('💖 Lola Vega 💖')).toBe('LV');
    expect(patchLetters('Мария Светлова')).toBe('МС');
    expect(patchLetters('พลอย ณัฐ')).toBeNull();
    expect(patchLetters('سلمى')).toBeNull();
    expect(patchLetters('🌙')).toBeNull();
  });

  it('arches only names whose letters stand apart, and not too many of them', () => {
    expect(archesName('Ruby Calloway')).toBe(true);
    expect(archesName('Мария Светлова')).toBe(true);
    expect(archesName('夜の果て')).toBe(true);
    expect(archesName('سلمى')).toBe(false);
    expect(archesName('अरिजीत सिंह')).toBe(false);
    expect(archesName('Royal Philharmonic Orchestra of the Northern Provinces')).toBe(false);
  });
});

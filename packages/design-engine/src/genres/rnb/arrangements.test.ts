import { describe, expect, it } from 'vitest';
import { drawArrangement, HARD_NAMES } from '../shared/arrangement-testing.ts';
import { MONOGRAM_ARRANGEMENTS } from './monogram.ts';
import { NEON_ARRANGEMENTS } from './neon.ts';
import { ROSE_ARRANGEMENTS } from './rose-script.ts';
import { SILK_ARRANGEMENTS } from './silk-portrait.ts';
import { TAPE_ARRANGEMENTS } from './tape-inlay.ts';
import { VINYL_ARRANGEMENTS } from './vinyl.ts';

const LAYOUTS = [
  ['rnb-neon', NEON_ARRANGEMENTS, ['contemporary r&b']],
  ['rnb-rose-script', ROSE_ARRANGEMENTS, ['soul']],
  ['rnb-vinyl', VINYL_ARRANGEMENTS, ['neo soul']],
  ['rnb-tape-inlay', TAPE_ARRANGEMENTS, ['r&b']],
  ['rnb-silk-portrait', SILK_ARRANGEMENTS, ['soul']],
  ['rnb-monogram', MONOGRAM_ARRANGEMENTS, ['r&b']],
] as const;

// Every R&B layout here draws with a picture or without; the silk portrait needs one.
const artist = (name: string, track: string, genres: readonly string[]) => ({
  id: `ra-${name}`,
  name,
  genres: [...genres],
  country: 'US',
  tracks: [track, 'Honey Hours', 'A Considerably Longer Track Title'],
  withImage: true,
});

describe('r&b layouts vary their composition by seed', () => {
  it.each(LAYOUTS)(
    '%s draws each of its arrangements',
    { timeout: 60_000 },
    async (id, all, genres) => {
      const seen = new Set<string | null>();
      for (let seed = 1; seed <= 14 && seen.size < all.length; seed += 1)
        seen.add(
          (await drawArrangement(id, artist('Dana Wolde', 'Slow Burn', genres), seed)).arrangement,
        );
      expect([...seen].sort()).toEqual([...all].sort());
    },
  );

  it.each(LAYOUTS)(
    '%s sets every script in each arrangement',
    { timeout: 120_000 },
    async (id, all, genres) => {
      const drawn = new Set<string | null>();
      for (const [i, [name, track]] of HARD_NAMES.entries()) {
        // Two seeds a name: across the names every arrangement meets several scripts.
        for (const seed of [i * 2 + 1, i * 2 + 2]) {
          const { arrangement, failures, skipped } = await drawArrangement(
            id,
            artist(name, track, genres),
            seed,
          );
          if (skipped) continue;
          drawn.add(arrangement);
          expect(failures, `${id} ${String(arrangement)} ${name}`).toEqual([]);
        }
      }
      expect(drawn.size).toBe(all.length);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { drawArrangement, HARD_NAMES } from '../shared/arrangement-testing.ts';
import { DUOTONE_ARRANGEMENTS } from './duotone.ts';
import { ECHO_ARRANGEMENTS } from './echo.ts';
import { RAVE_ARRANGEMENTS } from './rave-flyer.ts';
import { RIDGE_ARRANGEMENTS } from './ridge.ts';
import { SUNRISE_ARRANGEMENTS } from './sunrise.ts';
import { WAVEFORM_ARRANGEMENTS } from './waveform.ts';

const LAYOUTS = [
  ['electronic-ridge', RIDGE_ARRANGEMENTS, ['deep house'], false],
  ['electronic-duotone', DUOTONE_ARRANGEMENTS, ['drum and bass'], true],
  ['electronic-waveform', WAVEFORM_ARRANGEMENTS, ['dubstep'], false],
  ['electronic-rave-flyer', RAVE_ARRANGEMENTS, ['edm'], false],
  ['electronic-sunrise', SUNRISE_ARRANGEMENTS, ['deep house'], false],
  ['electronic-echo', ECHO_ARRANGEMENTS, ['dubstep'], false],
] as const;

const artist = (name: string, track: string, genres: readonly string[], withImage: boolean) => ({
  id: `ea-${name}`,
  name,
  genres: [...genres],
  country: 'NL',
  tracks: [track, 'Neon Summer', 'A Considerably Longer Track Title'],
  withImage,
});

describe('electronic layouts vary their composition by seed', () => {
  it.each(LAYOUTS)(
    '%s draws each of its arrangements',
    { timeout: 60_000 },
    async (id, all, genres, withImage) => {
      const seen = new Set<string | null>();
      for (let seed = 1; seed <= 14 && seen.size < all.length; seed += 1) {
        const drawn = await drawArrangement(
          id,
          artist('Glitter Overdrive', 'Hands Up', genres, withImage),
          seed,
        );
        seen.add(drawn.arrangement);
      }
      expect([...seen].sort()).toEqual([...all].sort());
    },
  );

  it.each(LAYOUTS)(
    '%s sets every script in each arrangement',
    { timeout: 120_000 },
    async (id, all, genres, withImage) => {
      const drawn = new Set<string | null>();
      for (const [i, [name, track]] of HARD_NAMES.entries()) {
        // Two seeds a name: across the names every arrangement meets several scripts.
        for (const seed of [i * 2 + 1, i * 2 + 2]) {
          const { arrangement, failures, skipped } = await drawArrangement(
            id,
            artist(name, track, genres, withImage),
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

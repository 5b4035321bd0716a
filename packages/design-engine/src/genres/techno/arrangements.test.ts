import { describe, expect, it } from 'vitest';
import { drawArrangement, HARD_NAMES } from '../shared/arrangement-testing.ts';
import { DIAL_ARRANGEMENTS } from './dial.ts';
import { GRID_ARRANGEMENTS } from './grid.ts';
import { SCAN_ARRANGEMENTS } from './scan.ts';
import { SQUEEZE_ARRANGEMENTS } from './squeeze.ts';
import { TIMETABLE_ARRANGEMENTS } from './timetable.ts';
import { WHITE_LABEL_ARRANGEMENTS } from './white-label.ts';

const LAYOUTS = [
  ['techno-grid', GRID_ARRANGEMENTS, ['minimal techno']],
  ['techno-dial', DIAL_ARRANGEMENTS, ['industrial techno']],
  ['techno-white-label', WHITE_LABEL_ARRANGEMENTS, ['techno']],
  ['techno-squeeze', SQUEEZE_ARRANGEMENTS, ['hard techno']],
  ['techno-scan', SCAN_ARRANGEMENTS, ['techno']],
  ['techno-timetable', TIMETABLE_ARRANGEMENTS, ['hard techno']],
] as const;

const artist = (name: string, track: string, genres: readonly string[]) => ({
  id: `ta-${name}`,
  name,
  genres: [...genres],
  country: 'DE',
  tracks: [track, 'Nullpunkt', 'A Considerably Longer Track Title'],
  // The scan needs a picture; the other techno layouts draw none.
  withImage: true,
});

describe('techno layouts vary their composition by seed', () => {
  it.each(LAYOUTS)(
    '%s draws each of its arrangements',
    { timeout: 60_000 },
    async (id, all, genres) => {
      const seen = new Set<string | null>();
      for (let seed = 1; seed <= 14 && seen.size < all.length; seed += 1)
        seen.add(
          (await drawArrangement(id, artist('Halvard Lind', 'Kanal 7', genres), seed)).arrangement,
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

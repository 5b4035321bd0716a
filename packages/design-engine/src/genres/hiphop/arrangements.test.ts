import { describe, expect, it } from 'vitest';
import { drawArrangement, HARD_NAMES } from '../shared/arrangement-testing.ts';
import { BOOM_BAP_ARRANGEMENTS } from './boom-bap.ts';
import { CLOUD_ARRANGEMENTS } from './cloud.ts';
import { CRATE_ARRANGEMENTS } from './crate.ts';
import { DRILL_ARRANGEMENTS } from './drill.ts';
import { countryCode, SCENE_ARRANGEMENTS } from './scene.ts';

/** The sub-genre layouts, their seeded arrangements, and a genre each is drawn for. */
const LAYOUTS = [
  ['hiphop-drill', DRILL_ARRANGEMENTS, 'uk drill'],
  ['hiphop-boom-bap', BOOM_BAP_ARRANGEMENTS, 'boom bap'],
  ['hiphop-cloud', CLOUD_ARRANGEMENTS, 'emo rap'],
  ['hiphop-crate', CRATE_ARRANGEMENTS, 'jazz rap'],
  ['hiphop-scene', SCENE_ARRANGEMENTS, 'german hip hop'],
] as const;

/** The shared hard names, and Cyrillic, which hip hop's scenes in Russia and Ukraine write in. */
const NAMES: readonly [string, string][] = [...HARD_NAMES, ['Кровосток', 'Холодный Район']];

const artist = (name: string, track: string, genre: string) => ({
  id: `hh-${name}`,
  name,
  genres: [genre, 'hip hop'],
  country: 'GB',
  tracks: [track, 'Sliding', 'A Considerably Longer Track Title Than Most Songs'],
});

describe('hip hop sub-genre layouts (drill, boom bap, cloud, crate, scene)', () => {
  it.each(LAYOUTS)(
    '%s draws each of its arrangements',
    { timeout: 60_000 },
    async (id, all, genre) => {
      const seen = new Set<string | null>();
      for (let seed = 1; seed <= 16 && seen.size < all.length; seed += 1)
        seen.add(
          (await drawArrangement(id, artist('Big Sosa', 'Opp Block', genre), seed)).arrangement,
        );
      expect([...seen].sort()).toEqual([...all].sort());
    },
  );

  it.each(LAYOUTS)(
    '%s sets every script and passes the checks',
    { timeout: 180_000 },
    async (id, all, genre) => {
      const drawn = new Set<string | null>();
      for (const [i, [name, track]] of NAMES.entries()) {
        // Two seeds a name: across the names each arrangement meets several scripts.
        for (const seed of [i * 2 + 1, i * 2 + 2]) {
          const { arrangement, failures } = await drawArrangement(
            id,
            artist(name, track, genre),
            seed,
          );
          drawn.add(arrangement);
          expect(failures, `${id} ${String(arrangement)} ${name}`).toEqual([]);
        }
      }
      expect(drawn.size).toBe(all.length);
    },
  );

  it('reads the country code back from the printed country, never a retired one', () => {
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('India')).toBe('IN');
    expect(countryCode('Myanmar (Burma)')).toBe('MM');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode(null)).toBeNull();
  });
});

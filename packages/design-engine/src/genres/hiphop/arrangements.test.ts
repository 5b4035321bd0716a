import { describe, expect, it } from 'vitest';
import { HARD_NAMES } from '../shared/arrangement-testing.ts';
import { itDrawsEveryArrangement } from '../shared/layout-suites.testkit.ts';
import { BOOM_BAP_ARRANGEMENTS } from './boom-bap.ts';
import { CLOUD_ARRANGEMENTS } from './cloud.ts';
import { CRATE_ARRANGEMENTS } from './crate.ts';
import { DRILL_ARRANGEMENTS } from './drill.ts';
import { countryCode, SCENE_ARRANGEMENTS } from './scene.ts';

/** The sub-genre layouts, their seeded arrangements, and the genres each is drawn for. */
const LAYOUTS = [
  ['hiphop-drill', DRILL_ARRANGEMENTS, ['uk drill', 'hip hop']],
  ['hiphop-boom-bap', BOOM_BAP_ARRANGEMENTS, ['boom bap', 'hip hop']],
  ['hiphop-cloud', CLOUD_ARRANGEMENTS, ['emo rap', 'hip hop']],
  ['hiphop-crate', CRATE_ARRANGEMENTS, ['jazz rap', 'hip hop']],
  ['hiphop-scene', SCENE_ARRANGEMENTS, ['german hip hop', 'hip hop']],
] as const;

describe('hip hop sub-genre layouts (drill, boom bap, cloud, crate, scene)', () => {
  itDrawsEveryArrangement({
    cases: LAYOUTS,
    idPrefix: 'hh',
    country: 'GB',
    sample: ['Big Sosa', 'Opp Block'],
    moreTracks: ['Sliding', 'A Considerably Longer Track Title Than Most Songs'],
    // The shared hard names, and Cyrillic, which hip hop's scenes in Russia and Ukraine write in.
    names: [...HARD_NAMES, ['Кровосток', 'Холодный Район']],
    maxSeeds: 16,
    withImage: () => false,
  });

  it('reads the country code back from the printed country, never a retired one', () => {
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('India')).toBe('IN');
    expect(countryCode('Myanmar (Burma)')).toBe('MM');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { syntheticPalette } from '../../color/palette.ts';
import { planSet } from '../../design/plan-set.ts';
import { pop } from './index.ts';

/** Each regional pop and the layout that should open its artists' sets. */
const REGIONAL: readonly [string[], string[]][] = [
  [['arab pop', 'khaleeji'], ['pop-arabesque']],
  [['turkish pop', 'arabesk'], ['pop-arabesque']],
  [
    ['filmi', 'bollywood'],
    ['pop-filmi-title', 'pop-filmi-poster'],
  ],
  [['city pop', 'j-pop'], ['pop-city-pop']],
  [['thai pop', 't-pop'], ['pop-city-pop']],
  [['v-pop', 'vietnamese hip hop'], ['pop-city-pop']],
  [['hyperpop', 'digicore'], ['pop-y2k']],
  [['greek pop', 'laiko'], ['pop-laiko']],
];

/** The layout of the first design of `sets` planned sets (different artists' keys). */
function firstLayouts(genres: string[], hasImage: boolean, sets = 150): string[] {
  return Array.from({ length: sets }, (_, i) => {
    const [first] = planSet({
      key: `lead|${genres.join('+')}|${i}`,
      style: pop.style,
      palette: syntheticPalette(`lead-${i}`),
      tracks: ['One', 'Two', 'Three'],
      artist: { name: `Artist ${i}`, genres, hasImage },
      count: 4,
    });
    return first?.template.id ?? '';
  });
}

describe('regional pop layouts lead their artists’ sets', () => {
  it.each(REGIONAL)(
    '%s opens with %s in at least 9 sets of 10',
    { timeout: 60_000 },
    (genres, leads) => {
      for (const hasImage of [true, false]) {
        const firsts = firstLayouts(genres, hasImage);
        const led = firsts.filter((id) => leads.includes(id)).length;
        expect(led / firsts.length, `${genres.join(', ')} (image: ${hasImage})`).toBeGreaterThan(
          0.9,
        );
      }
    },
  );

  it('never gives a Bengali act the afro sun: benga is Kenyan, bengali is not benga', () => {
    const whole = planSet({
      key: 'bengali|1',
      style: pop.style,
      palette: syntheticPalette('bengali'),
      tracks: ['বৃষ্টি', 'নদীর গান', 'ঢাকা রাত'],
      artist: { name: 'ঋতু সেন', genres: ['bengali pop', 'indian indie'], hasImage: true },
      count: 12,
    }).map((plan) => plan.template.id);
    expect(whole).not.toContain('hiphop-afro');
    expect(firstLayouts(['benga', 'kenyan pop'], true, 20)).toContain('hiphop-afro');
  });

  it('keeps the city-pop sleeve to its scenes (alt-pop and art pop are not t-pop)', () => {
    for (const genres of [['alt-pop'], ['art pop', 'artpop'], ['k-pop']]) {
      expect(firstLayouts(genres, true, 40)).not.toContain('pop-city-pop');
    }
  });

  it('never draws the mihrab arch for Israeli or Jewish scenes, mizrahi among them', () => {
    for (const genres of [['israeli pop', 'mizrahi'], ['mizrahi', 'jewish music'], ['klezmer']]) {
      expect(firstLayouts(genres, true, 40)).not.toContain('pop-arabesque');
      const whole = planSet({
        key: `whole|${genres.join('+')}`,
        style: pop.style,
        palette: syntheticPalette('whole'),
        tracks: ['One', 'Two', 'Three'],
        artist: { name: 'נועה ברק', genres, hasImage: true },
        count: 12,
      });
      expect(whole.map((plan) => plan.template.id)).not.toContain('pop-arabesque');
    }
  });

  it(
    'leaves plain pop artists to the family’s own layouts, in varied order',
    { timeout: 60_000 },
    () => {
      const firsts = firstLayouts(['pop', 'dance pop'], true);
      const counts = new Map<string, number>();
      for (const id of firsts) counts.set(id, (counts.get(id) ?? 0) + 1);
      // No single layout opens more than a quarter of plain pop sets.
      expect(Math.max(...counts.values()) / firsts.length).toBeLessThan(0.25);
      expect(counts.size).toBeGreaterThanOrEqual(8);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { fixtureImage } from '../../testing/fixtures.ts';

const photo = fixtureImage({ background: '#1a1d24', light: '#c9d2d8', shade: '#3a1418' }, 160);

/** Right-to-left, Cyrillic, CJK, Hangul, emoji and a long Latin name, each with its genres. */
const NAMES: readonly [string, string[], string][] = [
  ['ملك الموت', ['death metal', 'black metal'], 'Sand Grave'],
  ['הר העשן', ['sludge metal', 'folk metal'], 'Coven of Dust'],
  ['Мёртвое Солнце', ['doom metal', 'power metal'], 'Каменный Храм'],
  ['黒い太陽', ['drone metal', 'thrash metal'], '煙の儀式'],
  ['어둠의 숲', ['black metal', 'symphonic metal'], '얼어붙은 달'],
  ['Witch Smoke 🌙', ['stoner doom', 'crossover thrash'], 'Goat Moon'],
  [
    'The Sacred Order of the Burning Mountain Wizard',
    ['epic doom', 'blackened thrash'],
    'Bring Me the Stone of Ages Before the Morning',
  ],
];

/** The five sub-genre layouts twice (another seed each time: another arrangement). */
const SUB = [
  'metal-doom-poster',
  'metal-black-forest',
  'metal-thrash-skull',
  'metal-epic-shield',
  'metal-core-modern',
];
/** The family's layouts that gained seeded arrangements. */
const ARRANGED = ['metal-sigil', 'metal-altar', 'metal-logotype', 'metal-relic', 'metal-wreath'];

describe('metal layouts across scripts', () => {
  it.each(NAMES)(
    'set %s in the sub-genre layouts',
    { timeout: 120_000 },
    async (name, genres, track) => {
      const templates = [...SUB, ...SUB];
      const designs = await generateDesigns({
        artist: { id: `ms-${name.length}`, name, genres, country: 'SE' },
        tracks: [{ name: track }, { name: 'Ash' }],
        image: null,
        seed: 7,
        count: templates.length,
        templates,
      });
      expect(designs.map((d) => d.template)).toEqual(templates);
      for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
    },
  );

  it.each(NAMES)(
    'set %s in the arranged family layouts',
    { timeout: 120_000 },
    async (name, genres, track) => {
      const templates = [...ARRANGED, ...ARRANGED];
      const designs = await generateDesigns({
        artist: { id: `ma-${name.length}`, name, genres, country: 'SE' },
        tracks: [{ name: track }, { name: 'Ash' }],
        image: photo,
        seed: 3,
        count: templates.length,
        templates,
      });
      for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
    },
  );
});

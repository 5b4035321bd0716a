import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { generateDesigns } from '../../design/generate.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { compositions, HARD_NAMES, type LayoutArtist } from '../shared/seeded-layout.testkit.ts';
import { classicalEngraving } from './engraving.ts';
import { classical } from './index.ts';
import { classicalLaurelLyre } from './laurel-lyre.ts';
import { classicalMonogram } from './monogram.ts';
import { classicalScore } from './score.ts';
import { classicalProgramme } from './programme.ts';

const photo = fixtureImage({ background: '#1d2233', light: '#e8e8ee', shade: '#8fa0c8' }, 160);

const STRINGS: LayoutArtist = {
  name: 'Helsinki Chamber Strings',
  track: 'Serenade in E',
  tracks: ['Serenade in E', 'Adagio', 'Winter Suite'],
  details: ['Finland'],
};

describe('classical layouts vary their picture by seed', () => {
  it.each([
    ['engraving', classicalEngraving],
    ['monogram', classicalMonogram],
    ['laurel and lyre', classicalLaurelLyre],
    ['score', classicalScore],
    ['programme', classicalProgramme],
  ] as const)('the %s draws more than one picture', { timeout: 60_000 }, async (_, layout) => {
    expect((await compositions(layout, classical, STRINGS)).size).toBeGreaterThanOrEqual(2);
  });
});

/** The layouts that can set any name; the monogram and the laurel's ring refuse joined scripts. */
const LAYOUTS = ['classical-engraving', 'classical-score', 'classical-programme'];

describe('the reworked classical layouts', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['classical'],
    country: 'FI',
    idPrefix: 'cl',
    moreTracks: ['Adagio'],
    image: photo,
    seeds: [1, 2, 3],
    names: HARD_NAMES,
  });

  it.each(['Helsinki Chamber Strings', '坂本 雪', '하늘빛 🌙', 'Anneliese Vogt'])(
    'set %s in the monogram and the laurel and pass the checks',
    { timeout: 120_000 },
    async (name) => {
      for (const seed of [1, 2, 3]) {
        const designs = await generateDesigns({
          artist: { id: `cm-${name.length}`, name, genres: ['classical'], country: 'FI' },
          tracks: [{ name: 'Serenade in E' }, { name: 'Adagio' }],
          image: null,
          seed,
          count: 2,
          templates: ['classical-monogram', 'classical-laurel-lyre'],
        });
        expect(designs.map((d) => d.template)).toEqual([
          'classical-monogram',
          'classical-laurel-lyre',
        ]);
        for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
      }
    },
  );
});

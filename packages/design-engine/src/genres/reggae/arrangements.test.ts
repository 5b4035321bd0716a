import { describe, expect, it } from 'vitest';
import type { Art } from '../../layout/art-builder.ts';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { reggae } from './index.ts';
import { itDrawsEveryArrangement, itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { CHECKER_ARRANGEMENTS } from './checker.ts';
import { DANCEHALL_ARRANGEMENTS } from './dancehall.ts';
import { ECHO_ARRANGEMENTS } from './echo.ts';
import { HARD_NAMES } from '../shared/arrangement-testing.ts';
import { LABEL_ARRANGEMENTS, reggaeLabel } from './label.ts';
import { LION_ARRANGEMENTS } from './lion.ts';
import { SOUND_ARRANGEMENTS } from './sound.ts';

const LAYOUTS = [
  ['reggae-lion', LION_ARRANGEMENTS, ['roots reggae']],
  ['reggae-sound', SOUND_ARRANGEMENTS, ['dancehall']],
  ['reggae-echo', ECHO_ARRANGEMENTS, ['dub']],
  ['reggae-label', LABEL_ARRANGEMENTS, ['rocksteady']],
  ['reggae-dancehall', DANCEHALL_ARRANGEMENTS, ['dancehall']],
  ['reggae-checker', CHECKER_ARRANGEMENTS, ['ska']],
] as const;

describe('reggae layouts vary their composition by seed', () => {
  itDrawsEveryArrangement({
    cases: LAYOUTS,
    idPrefix: 'rg',
    country: 'JM',
    sample: ['Zion Roots Sound', 'Kingston Dub'],
    moreTracks: ['One Love Rising', 'A Considerably Longer Track Title'],
    withImage: (_layout, seed) => seed === undefined || seed % 2 === 0,
  });
});

describe('reggae layouts set every name', () => {
  itSetsEveryName({
    layouts: LAYOUTS.map(([id]) => id).filter((id) => id !== 'reggae-label'),
    genres: ['dancehall'],
    country: 'JM',
    idPrefix: 'rn',
    moreTracks: ['Herbal Meditation'],
    image: null,
    seeds: [3],
  });
});

// The label sets only names its ring can hold (its canSet); the planner never gives it others.
describe('the reggae label sets every name it takes', () => {
  itSetsEveryName({
    layouts: ['reggae-label'],
    genres: ['rocksteady'],
    country: 'JM',
    idPrefix: 'rl',
    moreTracks: ['Herbal Meditation'],
    image: null,
    seeds: [3, 4],
    names: HARD_NAMES.filter(([name]) => reggaeLabel.canSet?.(name) ?? true),
  });
});

describe('reggae label', () => {
  // Kairo Dub Foundation's name came out tiny on the label's arc: a long name stands big under
  // the record, the song round the label.
  it('sets a long name big under the record and a short one round the label', async () => {
    const tracks = ['Echo Chamber Dub', 'Kingston Steppers'];
    const name = (art: Art) => art.texts.filter((t) => t.role === 'name');
    for (const seed of ['a', 'b', 'c']) {
      const long = await drawLayout(
        reggaeLabel,
        reggae,
        {
          name: 'Kairo Dub Foundation',
          track: 'Echo Chamber Dub',
          tracks,
        },
        seed,
      );
      const track = long.texts.filter((t) => t.role === 'track');
      const big = name(long);
      expect(big.length).toBeGreaterThan(0);
      expect(Math.min(...big.map((t) => t.capHeight))).toBeGreaterThan(100);
      expect(Math.min(...big.map((t) => t.box.y0))).toBeGreaterThan(
        Math.max(...track.map((t) => t.box.y1)),
      );
      const short = await drawLayout(
        reggaeLabel,
        reggae,
        {
          name: 'Ras Kofi',
          track: 'Echo Chamber Dub',
          tracks,
        },
        seed,
      );
      expect(Math.max(...name(short).map((t) => t.capHeight))).toBeLessThan(100);
    }
  });
});

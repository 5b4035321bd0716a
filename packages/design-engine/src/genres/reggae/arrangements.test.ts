import { describe } from 'vitest';
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

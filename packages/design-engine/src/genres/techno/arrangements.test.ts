import { describe } from 'vitest';
import { itDrawsEveryArrangement } from '../shared/layout-suites.testkit.ts';
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

describe('techno layouts vary their composition by seed', () => {
  itDrawsEveryArrangement({
    cases: LAYOUTS,
    idPrefix: 'ta',
    country: 'DE',
    sample: ['Halvard Lind', 'Kanal 7'],
    moreTracks: ['Nullpunkt', 'A Considerably Longer Track Title'],
  });
});

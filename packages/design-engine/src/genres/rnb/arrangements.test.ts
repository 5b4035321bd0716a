import { describe } from 'vitest';
import { itDrawsEveryArrangement } from '../shared/layout-suites.testkit.ts';
import { MONOGRAM_ARRANGEMENTS } from './monogram.ts';
import { NEON_ARRANGEMENTS } from './neon.ts';
import { ROSE_ARRANGEMENTS } from './rose-script.ts';
import { SILK_ARRANGEMENTS } from './silk-portrait.ts';
import { TAPE_ARRANGEMENTS } from './tape-inlay.ts';
import { VINYL_ARRANGEMENTS } from './vinyl.ts';

const LAYOUTS = [
  ['rnb-neon', NEON_ARRANGEMENTS, ['contemporary r&b']],
  ['rnb-rose-script', ROSE_ARRANGEMENTS, ['soul']],
  ['rnb-vinyl', VINYL_ARRANGEMENTS, ['neo soul']],
  ['rnb-tape-inlay', TAPE_ARRANGEMENTS, ['r&b']],
  ['rnb-silk-portrait', SILK_ARRANGEMENTS, ['soul']],
  ['rnb-monogram', MONOGRAM_ARRANGEMENTS, ['r&b']],
] as const;

describe('r&b layouts vary their composition by seed', () => {
  itDrawsEveryArrangement({
    cases: LAYOUTS,
    idPrefix: 'ra',
    country: 'US',
    sample: ['Dana Wolde', 'Slow Burn'],
    moreTracks: ['Honey Hours', 'A Considerably Longer Track Title'],
  });
});

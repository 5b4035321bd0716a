import { describe } from 'vitest';
import { itDrawsEveryArrangement } from '../shared/layout-suites.testkit.ts';
import { DUOTONE_ARRANGEMENTS } from './duotone.ts';
import { ECHO_ARRANGEMENTS } from './echo.ts';
import { RAVE_ARRANGEMENTS } from './rave-flyer.ts';
import { RIDGE_ARRANGEMENTS } from './ridge.ts';
import { SUNRISE_ARRANGEMENTS } from './sunrise.ts';
import { WAVEFORM_ARRANGEMENTS } from './waveform.ts';

const LAYOUTS = [
  ['electronic-ridge', RIDGE_ARRANGEMENTS, ['deep house']],
  ['electronic-duotone', DUOTONE_ARRANGEMENTS, ['drum and bass']],
  ['electronic-waveform', WAVEFORM_ARRANGEMENTS, ['dubstep']],
  ['electronic-rave-flyer', RAVE_ARRANGEMENTS, ['edm']],
  ['electronic-sunrise', SUNRISE_ARRANGEMENTS, ['deep house']],
  ['electronic-echo', ECHO_ARRANGEMENTS, ['dubstep']],
] as const;

describe('electronic layouts vary their composition by seed', () => {
  itDrawsEveryArrangement({
    cases: LAYOUTS,
    idPrefix: 'ea',
    country: 'NL',
    sample: ['Glitter Overdrive', 'Hands Up'],
    moreTracks: ['Neon Summer', 'A Considerably Longer Track Title'],
    // Only the duotone is drawn from the artist's picture.
    withImage: (layout) => layout === 'electronic-duotone',
  });
});

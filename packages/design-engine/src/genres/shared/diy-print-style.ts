/**
 * What punk and indie print with and on: typewriter and mono small type, a marker for hand-written
 * lines, the same rack of dark and earthy blanks, and a worn print more often than not. The two
 * families keep their own display faces, genre word and layouts; this is the part they share
 * because they come out of the same photocopied, screen-printed DIY tradition.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { StyleSpec } from '../../style/styles.ts';

export const DIY_PRINT_STYLE = {
  support: ['specialElite', 'spaceMono'],
  script: ['permanentMarker'],
  garments: [
    w('black', 4),
    w('natural', 2),
    w('charcoal', 1),
    w('forest', 1),
    w('maroon', 1),
    w('white', 1),
  ],
  distress: 0.6,
} as const satisfies Pick<StyleSpec, 'support' | 'script' | 'garments' | 'distress'>;

/**
 * kpop: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { collage } from '../../templates/collage.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { hookType } from '../../templates/hook-type.ts';
import { monogram } from '../../templates/monogram.ts';
import { retroSunset } from '../../templates/retro-sunset.ts';
import { stackedType } from '../../templates/stacked-type.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const kpop: GenreArt = {
  style: {
    family: 'kpop',
    display: ['fredoka', 'lilita', 'shrikhand'],
    support: ['fredoka', 'spaceGrotesk'],
    script: ['pacifico', 'shrikhand'],
    garments: [w('white', 3), w('black', 3), w('pink', 2), w('natural', 1)],
    distress: 0,
    word: 'K-Pop',
  },
  layouts: [
    { template: hookType, weight: 4 },
    { template: collage, weight: 3 },
    { template: retroSunset, weight: 3 },
    { template: stackedType, weight: 1 },
    { template: halftonePortrait, weight: 1 },
    { template: monogram, weight: 1 },
  ],
};

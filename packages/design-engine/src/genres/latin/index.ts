/**
 * latin: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { collage } from '../../templates/collage.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { hookType } from '../../templates/hook-type.ts';
import { retroSunset } from '../../templates/retro-sunset.ts';
import { stackedType } from '../../templates/stacked-type.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const latin: GenreArt = {
  style: {
    family: 'latin',
    display: ['bowlby', 'shrikhand', 'anton', 'lilita'],
    support: ['barlowCondensed', 'fredoka'],
    script: ['pacifico', 'permanentMarker'],
    garments: [w('black', 3), w('white', 2), w('natural', 1), w('maroon', 1)],
    distress: 0.25,
    word: 'Latino',
  },
  layouts: [
    { template: retroSunset, weight: 4 },
    { template: stackedType, weight: 3 },
    { template: hookType, weight: 3 },
    { template: collage, weight: 1 },
    { template: halftonePortrait, weight: 1 },
  ],
};

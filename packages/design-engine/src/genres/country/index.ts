/**
 * country: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { circularSeal } from '../../templates/circular-seal.ts';
import { crest } from '../../templates/crest.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { monogram } from '../../templates/monogram.ts';
import { retroSunset } from '../../templates/retro-sunset.ts';
import { tourPoster } from '../../templates/tour-poster.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const country: GenreArt = {
  style: {
    family: 'country',
    display: ['rye', 'alfaSlab', 'playfair'],
    support: ['baskerville', 'barlowCondensed'],
    script: ['greatVibes'],
    garments: [
      w('natural', 3),
      w('sand', 2),
      w('brown', 2),
      w('navy', 1.5),
      w('black', 2),
      w('forest', 1),
    ],
    distress: 0.5,
    word: 'Americana',
  },
  layouts: [
    { template: circularSeal, weight: 4 },
    { template: crest, weight: 3 },
    { template: retroSunset, weight: 3 },
    { template: tourPoster, weight: 2 },
    { template: halftonePortrait, weight: 1 },
    { template: monogram, weight: 1 },
  ],
};

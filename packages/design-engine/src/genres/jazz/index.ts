/**
 * jazz: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { circularSeal } from '../../templates/circular-seal.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { hookType } from '../../templates/hook-type.ts';
import { monogram } from '../../templates/monogram.ts';
import { tourPoster } from '../../templates/tour-poster.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const jazz: GenreArt = {
  style: {
    family: 'jazz',
    display: ['poiret', 'playfair', 'abril', 'cormorant'],
    support: ['cormorant', 'baskerville'],
    script: ['greatVibes'],
    garments: [w('navy', 3), w('black', 3), w('natural', 1), w('maroon', 1)],
    distress: 0.15,
    word: 'Jazz',
  },
  layouts: [
    { template: monogram, weight: 4 },
    { template: hookType, weight: 3 },
    { template: circularSeal, weight: 3 },
    { template: halftonePortrait, weight: 1 },
    { template: tourPoster, weight: 1 },
  ],
};

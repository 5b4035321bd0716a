/**
 * metal: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { circularSeal } from '../../templates/circular-seal.ts';
import { collage } from '../../templates/collage.ts';
import { crest } from '../../templates/crest.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { stackedType } from '../../templates/stacked-type.ts';
import { tourPoster } from '../../templates/tour-poster.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const metal: GenreArt = {
  style: {
    family: 'metal',
    display: ['unifraktur', 'cinzel'],
    support: ['cinzelBold', 'barlowCondensed'],
    script: ['unifraktur'],
    garments: [w('black', 10), w('charcoal', 1)],
    distress: 0.85,
    word: 'Metal',
  },
  layouts: [
    { template: crest, weight: 5 },
    { template: tourPoster, weight: 3 },
    { template: halftonePortrait, weight: 3 },
    { template: circularSeal, weight: 2 },
    { template: stackedType, weight: 1 },
    { template: collage, weight: 0.5 },
  ],
};

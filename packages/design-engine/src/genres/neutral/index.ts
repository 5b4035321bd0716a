/**
 * neutral: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { circularSeal } from '../../templates/circular-seal.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { hookType } from '../../templates/hook-type.ts';
import { monogram } from '../../templates/monogram.ts';
import { stackedType } from '../../templates/stacked-type.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import { neutralArches } from './arches.ts';
import { neutralBrackets } from './brackets.ts';
import { neutralEditorial } from './editorial.ts';
import { neutralEmblem } from './emblem.ts';
import { neutralPosterised } from './posterised.ts';
import type { GenreArt } from '../types.ts';

export const neutral: GenreArt = {
  style: {
    family: 'neutral',
    display: ['spaceGrotesk', 'archivoBlack', 'bebas', 'playfair'],
    support: ['spaceMono', 'barlowCondensed'],
    script: ['pacifico'],
    garments: [w('black', 5), w('charcoal', 1), w('navy', 1), w('natural', 2)],
    distress: 0.2,
    word: 'Music',
  },
  layouts: [
    { template: neutralArches, weight: 4 },
    { template: neutralEditorial, weight: 4 },
    { template: neutralPosterised, weight: 3 },
    { template: neutralBrackets, weight: 3 },
    { template: neutralEmblem, weight: 4 },
    { template: monogram, weight: 2 },
    { template: circularSeal, weight: 1 },
    { template: halftonePortrait, weight: 1 },
    { template: stackedType, weight: 1 },
    { template: hookType, weight: 1 },
  ],
};

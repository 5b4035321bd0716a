/**
 * neutral: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 * Many artists on Spotify list no genre at all, so neutral is a large family: besides its own
 * layouts it borrows the other families' layouts that say nothing of a genre (an off-register
 * print, an arch portrait, a modernist sleeve, a Swiss grid, a duotone disc).
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
import { electronicDuotone } from '../electronic/duotone.ts';
import { indieOffRegister } from '../indie/off-register.ts';
import { jazzBlueNote } from '../jazz/blue-note.ts';
import { rnbArchPortrait } from '../rnb/arch-portrait.ts';
import { technoGrid } from '../techno/grid.ts';

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
    { template: neutralEditorial, weight: 2 },
    { template: neutralPosterised, weight: 3 },
    { template: neutralBrackets, weight: 2 },
    { template: neutralEmblem, weight: 4 },
    { template: indieOffRegister, weight: 4 },
    { template: rnbArchPortrait, weight: 3 },
    { template: jazzBlueNote, weight: 3 },
    { template: electronicDuotone, weight: 3 },
    { template: technoGrid, weight: 2 },
    { template: monogram, weight: 2 },
    { template: circularSeal, weight: 1 },
    { template: halftonePortrait, weight: 1 },
    { template: stackedType, weight: 1 },
    { template: hookType, weight: 1 },
  ],
};

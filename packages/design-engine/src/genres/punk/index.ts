/**
 * punk: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import { punkCutUp } from './cut-up.ts';
import { punkFlyer } from './flyer.ts';
import { punkRansom } from './ransom.ts';
import { punkStencil } from './stencil.ts';
import type { GenreArt } from '../types.ts';

export const punk: GenreArt = {
  style: {
    family: 'punk',
    display: ['archivoBlack', 'anton', 'bowlby', 'permanentMarker'],
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
    word: 'Punk',
  },
  layouts: [
    { template: punkCutUp, weight: 5 },
    { template: punkStencil, weight: 5 },
    { template: punkFlyer, weight: 4 },
    { template: punkRansom, weight: 3 },
    { template: halftonePortrait, weight: 2 },
  ],
};

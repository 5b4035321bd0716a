/**
 * classical: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { circularSeal } from '../../templates/circular-seal.ts';
import { crest } from '../../templates/crest.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { hookType } from '../../templates/hook-type.ts';
import { monogram } from '../../templates/monogram.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const classical: GenreArt = {
  style: {
    family: 'classical',
    display: ['cinzel', 'cormorant', 'playfair', 'baskerville'],
    support: ['cormorant', 'cinzelBold'],
    script: ['greatVibes'],
    garments: [w('natural', 4), w('white', 2), w('black', 1.5), w('navy', 1)],
    distress: 0.1,
    word: 'Classical',
  },
  layouts: [
    { template: crest, weight: 4 },
    { template: monogram, weight: 4 },
    { template: circularSeal, weight: 1 },
    { template: halftonePortrait, weight: 1 },
    { template: hookType, weight: 1 },
  ],
};

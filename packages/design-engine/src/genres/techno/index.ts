/**
 * techno: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { circularSeal } from '../../templates/circular-seal.ts';
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { monogram } from '../../templates/monogram.ts';
import { neonGrid } from '../../templates/neon-grid.ts';
import { retroSunset } from '../../templates/retro-sunset.ts';
import { stackedType } from '../../templates/stacked-type.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';

export const techno: GenreArt = {
  style: {
    family: 'techno',
    display: ['orbitron', 'syne', 'monoton', 'spaceGrotesk'],
    support: ['spaceMono', 'spaceGrotesk'],
    script: ['syne'],
    garments: [w('black', 8), w('navy', 1), w('charcoal', 1)],
    distress: 0.05,
    word: 'Techno',
  },
  layouts: [
    { template: neonGrid, weight: 5 },
    { template: monogram, weight: 3 },
    { template: stackedType, weight: 3 },
    { template: halftonePortrait, weight: 1 },
    { template: retroSunset, weight: 1 },
    { template: circularSeal, weight: 1 },
  ],
};

/**
 * latin: the type, garments and layouts of this genre family (see the design brief's table):
 * saturated colour, bold display type, brush-script hooks, cut-paper and floral ornament.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { latinPapelPicado } from './papel-picado.ts';
import { latinSol } from './sol.ts';
import { latinTalavera } from './talavera.ts';
import { latinLoteria } from './loteria.ts';

export const latin: GenreArt = {
  style: {
    family: 'latin',
    display: ['bowlby', 'anton', 'lilita', 'shrikhand'],
    support: ['barlowCondensed', 'bowlby'],
    script: ['kaushan', 'pacifico'],
    garments: [w('black', 3), w('white', 2), w('natural', 1.5), w('maroon', 1)],
    distress: 0.2,
    word: 'Latino',
  },
  layouts: [
    { template: latinLoteria, weight: 4 },
    { template: latinTalavera, weight: 4 },
    { template: latinSol, weight: 4 },
    { template: latinPapelPicado, weight: 5 },
  ],
};

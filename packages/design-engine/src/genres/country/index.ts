/**
 * country: the type, garments and layouts of this genre family (see the design brief's table):
 * western slabs, rope, horseshoes, boots and cactus, seals and stars, cream, rust and denim.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { countryRopeFrame } from './rope-frame.ts';
import { countryStarSeal } from './star-seal.ts';
import { countrySunsetPlains } from './sunset-plains.ts';
import { countryBuckle } from './buckle.ts';
import { countryShowBill } from './show-bill.ts';
import { countryPortrait } from './portrait.ts';

export const country: GenreArt = {
  style: {
    family: 'country',
    display: ['rye', 'alfaSlab'],
    support: ['barlowCondensed', 'baskerville'],
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
    { template: countryBuckle, weight: 4 },
    { template: countrySunsetPlains, weight: 4 },
    { template: countryStarSeal, weight: 4 },
    { template: countryRopeFrame, weight: 5 },
    { template: countryShowBill, weight: 5 },
    { template: countryPortrait, weight: 5 },
  ],
};

/**
 * rnb: the type, garments and layouts of this genre family (see the design brief's table):
 * script names with roses, soft duotone portraits in arches and pearl cameos, lush monograms,
 * a neon sign, a slow-jam tape's inlay; warm inks on black, navy and maroon.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import { hookType } from '../../templates/hook-type.ts';
import type { GenreArt } from '../types.ts';
import { rnbRoseScript } from './rose-script.ts';
import { rnbArchPortrait } from './arch-portrait.ts';
import { rnbMonogram } from './monogram.ts';
import { rnbVinyl } from './vinyl.ts';
import { rnbNeon } from './neon.ts';
import { rnbSilkPortrait } from './silk-portrait.ts';
import { rnbTapeInlay } from './tape-inlay.ts';

import { folkSprigWreath } from '../folk/sprig-wreath.ts';
/** Gospel and worship sing in church: no nightclub neon, no bedroom slow-jam tape. */
const GOSPEL = /gospel|worship|christian|praise|\bchoir\b/;

export const rnb: GenreArt = {
  style: {
    family: 'rnb',
    display: ['playfair', 'cormorant', 'abril'],
    support: ['cormorant', 'josefinSans'],
    script: ['greatVibes'],
    garments: [w('black', 4), w('maroon', 2), w('navy', 1.5), w('natural', 1)],
    distress: 0.1,
    word: 'R&B',
  },
  layouts: [
    // The neon sign and the silk cameo lead a little, so a set mixes them with the older ones;
    // the arch portrait comes a little later, so the two framed portraits seldom open a set
    // side by side.
    // A bar's neon sign and a slow jam's tape are the night's, not a church choir's.
    { template: rnbNeon, weight: 5, notFor: GOSPEL },
    { template: rnbSilkPortrait, weight: 4 },
    { template: rnbTapeInlay, weight: 4, notFor: GOSPEL },
    // Gospel's hymnal: the name in a wreath of sprigs (its dove or cross when the name names one).
    { template: folkSprigWreath, weight: 4, onlyFor: GOSPEL },
    { template: rnbRoseScript, weight: 4 },
    { template: rnbVinyl, weight: 4 },
    { template: rnbArchPortrait, weight: 2 },
    { template: rnbMonogram, weight: 3 },
    { template: hookType, weight: 1 },
  ],
};

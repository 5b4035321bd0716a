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
import { hiphopChrome } from '../hiphop/chrome.ts';
import { hiphopSticker } from '../hiphop/sticker.ts';

/**
 * Urbano (reggaeton, dembow, Latin trap) is Caribbean club music: Mexican folk craft (papel
 * picado, lotería) misreads it, and its merch borrows hip hop's chrome and stickers.
 */
const URBANO = /reggaet|dembow|urbano|perreo|latin trap|trap latino|moombah/;

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
    { template: latinLoteria, weight: 4, notFor: URBANO },
    { template: latinTalavera, weight: 4 },
    { template: latinSol, weight: 4 },
    { template: latinPapelPicado, weight: 5, notFor: URBANO },
    { template: hiphopChrome, weight: 4, onlyFor: URBANO },
    { template: hiphopSticker, weight: 4, onlyFor: URBANO },
  ],
};

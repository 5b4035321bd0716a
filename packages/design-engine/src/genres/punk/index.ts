/**
 * punk: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { punkColdwave } from './coldwave.ts';
import { punkCutUp } from './cut-up.ts';
import { punkFlyer } from './flyer.ts';
import { punkRansom } from './ransom.ts';
import { punkStencil } from './stencil.ts';
import { punkXeroxPhoto } from './xerox-photo.ts';
import { DIY_PRINT_STYLE } from '../shared/diy-print-style.ts';
import type { GenreArt } from '../types.ts';

/**
 * Post-punk, coldwave, darkwave, minimal wave and goth merch is cold and minimal (pulsar lines,
 * concrete, stark grotesque type): those artists get the coldwave layout and never the ransom
 * note, the cut-up collage or the sprayed fist stencil, which belong to hardcore and street punk.
 */
const COLD = /post-?punk|cold ?wave|dark ?wave|minimal wave|new wave|goth/;

export const punk: GenreArt = {
  style: {
    family: 'punk',
    display: ['archivoBlack', 'anton', 'bowlby', 'permanentMarker'],
    // Hardcore and crossover letter heavy and square; the marker is pop punk's and emo's.
    displayByGenre: [
      [/hardcore|crossover|powerviolence|beatdown|d-beat|crust/, ['archivoBlack', 'anton']],
    ],
    ...DIY_PRINT_STYLE,
    word: 'Punk',
  },
  layouts: [
    { template: punkCutUp, weight: 5, notFor: COLD },
    { template: punkStencil, weight: 5, notFor: COLD },
    { template: punkFlyer, weight: 4 },
    { template: punkRansom, weight: 3, notFor: COLD },
    { template: punkColdwave, weight: 8, onlyFor: COLD },
    { template: punkXeroxPhoto, weight: 4 },
    { template: halftonePortrait, weight: 2 },
  ],
};

/**
 * indie: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { halftonePortrait } from '../../templates/halftone-portrait.ts';
import { indieCassette } from './cassette.ts';
import { indieDoodle } from './doodle.ts';
import { indieLinerNotes } from './liner-notes.ts';
import { indieGigPoster } from './gig-poster.ts';
import { indieOffRegister } from './off-register.ts';
import { indiePolaroid } from './polaroid.ts';
import { DIY_PRINT_STYLE } from '../shared/diy-print-style.ts';
import type { GenreArt } from '../types.ts';

export const indie: GenreArt = {
  style: {
    family: 'indie',
    display: ['spaceGrotesk', 'archivoBlack', 'bebas', 'playfair'],
    ...DIY_PRINT_STYLE,
    word: 'Indie',
  },
  layouts: [
    { template: indieOffRegister, weight: 5 },
    { template: indieLinerNotes, weight: 5 },
    { template: indieDoodle, weight: 4 },
    { template: indieCassette, weight: 4 },
    { template: indiePolaroid, weight: 4 },
    { template: indieGigPoster, weight: 5 },
    { template: halftonePortrait, weight: 2 },
  ],
};

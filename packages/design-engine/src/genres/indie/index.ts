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
import { indieHaze } from './haze.ts';
import { indiePorch } from './porch.ts';
import { indieNightScript } from './night-script.ts';
import { indieWindow } from './window.ts';
import { indiePsychPoster } from './psych-poster.ts';
import {
  DREAM_GAZE,
  EMO_MATH,
  LOFI_BEDROOM,
  LOUD_ROCK,
  PSYCH_ROCK,
  SCRIPT_SCENES,
} from './sub-genres.ts';
import { banked, inBanks } from './banks.ts';
import { punkFlyer } from '../punk/flyer.ts';
import { punkStencil } from '../punk/stencil.ts';
import { punkXeroxPhoto } from '../punk/xerox-photo.ts';
import { retroSunset } from '../../templates/retro-sunset.ts';
import { stackedType } from '../../templates/stacked-type.ts';
import { tourPoster } from '../../templates/tour-poster.ts';
import { DIY_PRINT_STYLE } from '../shared/diy-print-style.ts';
import type { GenreArt } from '../types.ts';

export const indie: GenreArt = {
  style: {
    family: 'indie',
    display: ['spaceGrotesk', 'archivoBlack', 'bebas', 'playfair'],
    ...DIY_PRINT_STYLE,
    // Faces by sub-genre, first match wins: shoegaze's airy wide capitals, emo's bookish serif.
    displayByGenre: [
      [DREAM_GAZE, ['josefinSans', 'spaceGrotesk']],
      [EMO_MATH, ['playfair', 'spaceGrotesk']],
      // Lo-fi and bedroom pop's soft rounded letters.
      [LOFI_BEDROOM, ['fredoka', 'spaceGrotesk']],
      // Psych's fat 70s display letters; loud rock's heavy condensed capitals.
      [PSYCH_ROCK, ['shrikhand', 'lilita', 'bowlby']],
      [LOUD_ROCK, ['anton', 'archivoBlack', 'bebas']],
    ],
    word: 'Indie',
  },
  layouts: [
    // The family's own layouts, weighted per sub-genre bank (banks.ts): plain indie first, then
    // shoegaze / dream pop, emo / math rock, lo-fi / bedroom pop, the national scenes (flat, so
    // a Thai, a Korean and a Hebrew-named act seldom open on the same shared layouts), psych
    // and loud rock (no polaroid, tape or liner notes: nothing soft says rock).
    ...banked(indieOffRegister, 5, { dream: 6, emo: 3, lofi: 2, psych: 4, rock: 5, scenes: 5 }),
    ...banked(indieLinerNotes, 5, { dream: 2, emo: 10, lofi: 3, psych: 0, rock: 0, scenes: 5 }),
    ...banked(indieDoodle, 4, { dream: 9, emo: 4, lofi: 6, psych: 3, rock: 0, scenes: 4 }),
    ...banked(indieCassette, 4, { dream: 3, emo: 3, lofi: 12, psych: 0, rock: 0, scenes: 4 }),
    ...banked(indiePolaroid, 4, { dream: 9, emo: 7, lofi: 5, psych: 0, rock: 0, scenes: 5 }),
    // A setlist and a stage portrait are a band's, not a beats producer's.
    ...banked(indieGigPoster, 5, { dream: 3, emo: 8, lofi: 0, psych: 6, rock: 8, scenes: 5 }),
    ...banked(halftonePortrait, 2, { dream: 3, emo: 2, lofi: 0, psych: 3, rock: 4, scenes: 5 }),
    // Borrowed for two banks only: the 70s striped sun for psych; for loud rock punk's
    // photocopied flyer, copier photo and stencil, the tour poster and the name stacked loud.
    ...inBanks(retroSunset, { psych: 6 }),
    ...inBanks(punkFlyer, { rock: 6 }),
    ...inBanks(punkXeroxPhoto, { rock: 6 }),
    ...inBanks(punkStencil, { rock: 3 }),
    ...inBanks(stackedType, { rock: 4 }),
    ...inBanks(tourPoster, { rock: 5 }),
    // Each bank's own layout: heavier than the rest of its bank together (28 to 37), so
    // it opens about half its artists' sets and is in nearly every first four, while the rest of
    // the set still varies by seed.
    { template: indieHaze, weight: 40, onlyFor: DREAM_GAZE },
    { template: indiePorch, weight: 40, onlyFor: EMO_MATH },
    { template: indieWindow, weight: 40, onlyFor: LOFI_BEDROOM },
    { template: indieNightScript, weight: 40, onlyFor: SCRIPT_SCENES },
    { template: indiePsychPoster, weight: 40, onlyFor: PSYCH_ROCK },
  ],
};

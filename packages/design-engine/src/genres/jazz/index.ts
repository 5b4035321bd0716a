/**
 * jazz: the type, garments and layouts of this genre family (see the design brief's table):
 * art-deco fans and geometric capitals, Blue-Note type blocks, instrument silhouettes with
 * script, 1950s letterpress club bills and swing-script set lists; gold on navy, cream on black.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import { hiphopAfro } from '../hiphop/afro.ts';
import type { GenreArt } from '../types.ts';
import { jazzDecoFan } from './deco-fan.ts';
import { jazzBlueNote } from './blue-note.ts';
import { jazzInstrument } from './instrument.ts';
import { jazzMarquee } from './marquee.ts';
import { jazzClubPoster } from './club-poster.ts';
import { jazzSwingScript } from './swing-script.ts';

/** Jazz of Africa's scenes (afro-jazz, ethio-jazz, marabi, kwela, township jazz, highlife). */
export const AFRO_JAZZ =
  /afro-?jazz|ethio-?jazz|marabi|kwela|township jazz|south african jazz|highlife|afrobeat/;

export const jazz: GenreArt = {
  style: {
    family: 'jazz',
    display: ['josefinSans', 'poiret', 'playfair', 'abril'],
    support: ['josefinSans', 'cormorant'],
    script: ['greatVibes'],
    garments: [w('navy', 3), w('black', 3), w('natural', 1), w('maroon', 1)],
    distress: 0.15,
    word: 'Jazz',
  },
  layouts: [
    { template: jazzMarquee, weight: 4 },
    { template: jazzInstrument, weight: 4 },
    { template: jazzBlueNote, weight: 4 },
    { template: jazzDecoFan, weight: 5 },
    { template: jazzClubPoster, weight: 5 },
    { template: jazzSwingScript, weight: 4 },
    // Afro-jazz, ethio-jazz and South Africa's marabi and kwela also wear the afro sun over
    // wax-print bands: reviewers found Miles Okoro Quintet and Mama Zulu "nothing African".
    { template: hiphopAfro, weight: 8, onlyFor: AFRO_JAZZ },
  ],
};

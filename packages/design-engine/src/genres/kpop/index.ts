/**
 * kpop: the type, garments and layouts of this genre family (see the design brief's table).
 * Idol merch is clean, graphic and concept-driven — a wide logotype, photocards, an album's
 * tracklist back, a y2k desktop window, sparkles — never kids' wear: no bubbly cartoon faces, no
 * sunset stripes.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { kpopPhotocard } from './photocard.ts';
import { kpopPatternBand } from './pattern-band.ts';
import { kpopEmblem } from './emblem.ts';
import { kpopLightstick } from './lightstick.ts';
import { kpopTracklist } from './tracklist.ts';
import { kpopY2kWindow } from './y2k-window.ts';
import { kpopFourCut } from './four-cut.ts';

export const kpop: GenreArt = {
  style: {
    family: 'kpop',
    display: ['unbounded', 'spaceGrotesk', 'syne'],
    support: ['spaceGrotesk', 'unbounded'],
    script: ['pacifico'],
    garments: [w('white', 3), w('black', 4), w('pink', 1), w('natural', 1)],
    distress: 0,
    word: 'K-Pop',
  },
  layouts: [
    // The newer album-back, y2k-window and four-cut prints lead a little, so a set mixes them with the
    // older ones instead of opening on the same four every time.
    { template: kpopTracklist, weight: 5 },
    { template: kpopY2kWindow, weight: 5 },
    { template: kpopFourCut, weight: 4 },
    { template: kpopPhotocard, weight: 4 },
    { template: kpopLightstick, weight: 4 },
    { template: kpopEmblem, weight: 3 },
    { template: kpopPatternBand, weight: 3 },
  ],
};

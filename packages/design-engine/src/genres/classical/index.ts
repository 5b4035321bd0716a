/**
 * classical: the type, garments and layouts of this genre family (see the design brief's table):
 * engraved serif capitals, hairline rules, lyres, laurels and programme notes, engraved portraits
 * in a cartouche and Swiss season posters; black on cream with one accent.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 * Indian classical and early music keep to their own emblems inside the shared layouts.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { classicalProgramme } from './programme.ts';
import { classicalLaurelLyre } from './laurel-lyre.ts';
import { classicalMonogram } from './monogram.ts';
import { classicalScore } from './score.ts';
import { classicalSeason } from './season.ts';
import { classicalEngraving } from './engraving.ts';
import { INDIAN_CLASSICAL } from './sub-genres.ts';

export const classical: GenreArt = {
  style: {
    family: 'classical',
    display: ['cinzel', 'cormorant', 'playfair'],
    support: ['cormorant', 'cinzelBold'],
    script: ['greatVibes'],
    garments: [w('natural', 4), w('white', 2), w('black', 1.5), w('navy', 1)],
    distress: 0.05,
    word: 'Classical',
  },
  layouts: [
    // A raga is not written on a staff: no clefs for Indian classical (sub-genres.ts).
    { template: classicalScore, weight: 4, notFor: INDIAN_CLASSICAL },
    { template: classicalMonogram, weight: 4 },
    { template: classicalLaurelLyre, weight: 4 },
    { template: classicalProgramme, weight: 4 },
    { template: classicalSeason, weight: 5 },
    { template: classicalEngraving, weight: 5 },
  ],
};

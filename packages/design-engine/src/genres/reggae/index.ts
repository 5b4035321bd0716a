/**
 * reggae: the type, garments and layouts of this genre family — ska, rocksteady, roots, dub,
 * dancehall and lovers rock, and reggae sung anywhere. Its merch is Kingston's: the roots
 * poster's crowned lion and sun, the sound system's painted dance bill, dub's echo, the 7-inch
 * label; heavy wood-type display faces and brush script, in the picture's own colours (the red,
 * gold and green only when the picture has them, see color/treatment.ts).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { reggaeChecker } from './checker.ts';
import { reggaeDancehall } from './dancehall.ts';
import { reggaeEcho } from './echo.ts';
import { reggaeLabel } from './label.ts';
import { reggaeLion } from './lion.ts';
import { reggaeSound } from './sound.ts';

/** Dancehall and its kin: the flyer's loud italics are theirs. */
export const DANCEHALL = /dancehall|ragga|bashment|reggae fusion|afro ?dancehall/;

/** Ska and rocksteady, Jamaica's 1960s dances and their revivals. */
export const SKA = /\bska\b|rocksteady|2 ?tone/;

/** The revivals (2 Tone, third wave): ska without reggae's Rastafari imagery. */
export const SKA_REVIVAL = /2 ?tone|ska revival|third wave ska/;

export const reggae: GenreArt = {
  style: {
    family: 'reggae',
    display: ['alfaSlab', 'bowlby', 'anton', 'archivoBlack'],
    support: ['barlowCondensed', 'bowlby'],
    script: ['kaushan', 'permanentMarker'],
    garments: [w('black', 4), w('natural', 2), w('forest', 1.5), w('maroon', 1), w('white', 1)],
    distress: 0.3,
    word: 'Reggae',
  },
  layouts: [
    // The Rastafari lion and dub's echo are roots' and dub's, not a 2 Tone ska band's.
    { template: reggaeLion, weight: 5, notFor: SKA_REVIVAL },
    { template: reggaeSound, weight: 5 },
    { template: reggaeEcho, weight: 5, notFor: SKA_REVIVAL },
    { template: reggaeLabel, weight: 4 },
    // The bashment flyer is dancehall's own (and ragga's): a roots or dub act's shirt is not.
    { template: reggaeDancehall, weight: 6, onlyFor: DANCEHALL },
    // Checks are ska's and rocksteady's dance floor.
    { template: reggaeChecker, weight: 6, onlyFor: SKA },
  ],
};

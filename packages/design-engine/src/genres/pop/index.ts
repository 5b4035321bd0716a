/**
 * pop: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { hookType } from '../../templates/hook-type.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { popStickerSheet } from './sticker-sheet.ts';
import { popBubbleStack } from './bubble-stack.ts';
import { popHeartFrame } from './heart-frame.ts';
import { popComicBurst } from './comic-burst.ts';
import { REGIONAL_LEAD, REGIONAL_POP_LAYOUTS } from './regional.ts';
import { AFRO, hiphopAfro } from '../hiphop/afro.ts';
import { popY2k } from './y2k.ts';
import { popCityPop } from './city-pop.ts';
import { popCoverStar } from './cover-star.ts';
import { popNeonSign } from './neon-sign.ts';
import { popTourTee } from './tour-tee.ts';
import { popVarsity } from './varsity.ts';
import { popAirbrush } from './airbrush.ts';

const INTERNET_POP = /hyperpop|digicore|glitchcore|pc music|bubblegum bass|nightcore|y2k/;
/**
 * East and Southeast Asian pops: the 80s city-pop sleeve is their shared record-shop past (Thai,
 * Vietnamese and Indonesian city pop are revivals of their own), so it opens their sets; ดาวเหนือ's
 * t-pop and Trần Minh Khôi's v-pop otherwise had only the family's generic hearts and bursts.
 */
const CITY_POP_SCENES =
  /city pop|j-?pop|japanese|kay[oō]kyoku|shibuya|mandopop|c-?pop|cantopop|anime|vaporwave|thai pop|\bt-?pop\b|\bv-?pop\b|vietnamese pop|indonesian pop|indo pop|malaysian pop|\bopm\b|\bp-?pop\b|pinoy/;

export const pop: GenreArt = {
  style: {
    family: 'pop',
    display: ['lilita', 'fredoka', 'shrikhand'],
    support: ['fredoka', 'spaceGrotesk'],
    script: ['pacifico', 'shrikhand'],
    garments: [w('white', 3), w('black', 3), w('pink', 2), w('natural', 1)],
    distress: 0,
    word: 'Pop',
  },
  layouts: [
    // The first pop layouts, a little lighter now that the family has ten of its own, so a
    // board of pop artists opens on different tees (all together weigh about 39). The comic
    // burst and the heart frame are the family's thinnest ideas (a name in a stock shape), so
    // they come least often.
    { template: popComicBurst, weight: 2 },
    { template: popHeartFrame, weight: 2 },
    { template: popBubbleStack, weight: 3 },
    { template: popStickerSheet, weight: 4 },
    { template: hookType, weight: 2 },
    // The artist's picture on a magazine cover: every pop artist with an image.
    { template: popCoverStar, weight: 6 },
    // What pop stores sell most: the lit script sign, the photo tour tee, the college arch, the
    // airbrushed era logo.
    { template: popNeonSign, weight: 5 },
    // The tour tee came up in 7 of a board's 8 pop sets (it is one of the two picture layouts
    // every pop artist with a picture sees first): the cover star now leads it two to one.
    { template: popTourTee, weight: 3 },
    { template: popVarsity, weight: 5 },
    // The airbrush prints as a wide strip across the chest: less often than the others.
    { template: popAirbrush, weight: 3 },
    // Internet pop's own look: opens a hyperpop artist's set, never on other pop.
    { template: popY2k, weight: REGIONAL_LEAD, onlyFor: INTERNET_POP },
    // The city-pop record sleeve opens East and Southeast Asian pop artists' sets.
    { template: popCityPop, weight: REGIONAL_LEAD, onlyFor: CITY_POP_SCENES },
    ...REGIONAL_POP_LAYOUTS,
    // Afropop wears the afro sun and pattern bands, not hearts and comic bursts.
    { template: hiphopAfro, weight: REGIONAL_LEAD, onlyFor: AFRO },
  ],
};

/**
 * latin: the type, garments and layouts of this genre family (see the design brief's table):
 * saturated colour, bold display type, brush-script hooks, cut-paper and floral ornament.
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 *
 * "Latin" spans a continent: Mexican folk craft (papel picado, lotería, talavera) is only drawn
 * for Mexican-rooted genres, never for Caribbean, Colombian, Brazilian or Southern Cone acts,
 * who get the tropical colour blocks, the sound-system lettering and the portrait instead.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { latinPapelPicado } from './papel-picado.ts';
import { latinSol } from './sol.ts';
import { latinTalavera } from './talavera.ts';
import { latinLoteria } from './loteria.ts';
import { latinTropical } from './tropical.ts';
import { latinRetrato } from './retrato.ts';
import { latinPico } from './pico.ts';
import { latinCarnaval } from './carnaval.ts';
import { latinCartel } from './cartel.ts';
import { latinGuitarra } from './guitarra.ts';
import { hiphopChrome } from '../hiphop/chrome.ts';
import { hiphopSticker } from '../hiphop/sticker.ts';
import { countrySunsetPlains } from '../country/sunset-plains.ts';
import {
  FLAMENCO,
  MEXICAN,
  NORDESTE,
  NOT_MEXICAN,
  RANCH,
  SERENADE,
  SOUTHERN_CONE,
  URBANO,
} from './regions.ts';

export const latin: GenreArt = {
  style: {
    family: 'latin',
    display: ['bowlby', 'anton', 'lilita', 'shrikhand'],
    // Norteño, banda and corridos letter like a western show bill, not a bubbly pop sticker.
    displayByGenre: [[RANCH, ['rye', 'alfaSlab']]],
    support: ['barlowCondensed', 'bowlby'],
    script: ['kaushan', 'pacifico'],
    garments: [w('black', 3), w('white', 2), w('natural', 1.5), w('maroon', 1)],
    distress: 0.2,
    word: 'Latino',
  },
  layouts: [
    // Mexican folk craft, for Mexican-rooted genres only.
    { template: latinLoteria, weight: 4, onlyFor: MEXICAN, notFor: NOT_MEXICAN },
    { template: latinTalavera, weight: 4, onlyFor: MEXICAN, notFor: NOT_MEXICAN },
    { template: latinPapelPicado, weight: 5, onlyFor: MEXICAN, notFor: NOT_MEXICAN },
    { template: latinSol, weight: 4 },
    // Palms and surf misread a tango orchestra, a norteño ranch band or urbano (the street).
    {
      template: latinTropical,
      weight: 5,
      // Nor the forró of the sertão, inland and dry.
      notFor: new RegExp(
        `${SOUTHERN_CONE.source}|${RANCH.source}|${URBANO.source}|${NORDESTE.source}|${FLAMENCO.source}`,
      ),
    },
    // Painted signage: Colombia's picós, the Caribbean's and Mexico's sonideros, and Buenos
    // Aires' fileteado lettering (keylined, shadowed) for the Southern Cone. Sound-system
    // culture is not a mariachi's, a bolero trio's or a ranch band's, nor forró's.
    {
      template: latinPico,
      weight: 5,
      notFor: new RegExp(
        `${RANCH.source}|${SERENADE.source}|${NORDESTE.source}|${FLAMENCO.source}`,
      ),
    },
    // Forró's sertão: the sun over furrows and a fence, the mandacaru cactus on the horizon.
    { template: countrySunsetPlains, weight: 5, onlyFor: NORDESTE },
    // Carnival is the coast's and the cities' (Barranquilla, Rio, Santo Domingo, Veracruz,
    // Montevideo), not a norteño band's; urbano's is the street's (chrome, stickers), not a
    // souvenir mask's.
    {
      template: latinCarnaval,
      weight: 4,
      notFor: new RegExp(`${RANCH.source}|${URBANO.source}|${FLAMENCO.source}`),
    },
    // Flamenco's own poster: the fan, the carnation, the flounce; Spain's, not the Americas'.
    { template: latinCartel, weight: 6, onlyFor: FLAMENCO },
    { template: latinGuitarra, weight: 6, onlyFor: FLAMENCO },
    // The star's picture: for every Latin act with one (urbano above all).
    { template: latinRetrato, weight: 5 },
    { template: hiphopChrome, weight: 4, onlyFor: URBANO },
    { template: hiphopSticker, weight: 4, onlyFor: URBANO },
  ],
};

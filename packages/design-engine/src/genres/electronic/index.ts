/**
 * electronic: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { monogram } from '../../templates/monogram.ts';
import { neonGrid } from '../../templates/neon-grid.ts';
import { retroSunset } from '../../templates/retro-sunset.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import { electronicDuotone } from './duotone.ts';
import { electronicEcho } from './echo.ts';
import { electronicRaveFlyer } from './rave-flyer.ts';
import { electronicRidge } from './ridge.ts';
import { electronicSunrise } from './sunrise.ts';
import { electronicWaveform } from './waveform.ts';
import type { GenreArt } from '../types.ts';
import { hiphopAfro } from '../hiphop/afro.ts';

/**
 * Soulful, disco and funky house: warm 70s letters (a fat face, a soft display), not the
 * squared sci-fi capitals of techno-leaning electronic, which made Sunset Parlour's soulful
 * house read as a techno DJ's.
 */
export const SOULFUL_HOUSE =
  /soulful|nu[- ]?disco|disco house|funky house|boogie|jazz house|gospel house|french house/;

/** Synthwave and its kin: the striped sun and the neon floor grid are the scene's own look. */
export const SYNTHWAVE = /synthwave|darksynth|outrun|retrowave|dreamwave|chillsynth|vaporwave/;

/** Amapiano, gqom, afro house and their kin: the afro sun opens their sets (here and in techno). */
export const AFRO_HOUSE = /amapiano|gqom|afro ?house|afro tech|3-step|kuduro/;

export const electronic: GenreArt = {
  style: {
    family: 'electronic',
    display: ['syne', 'orbitron', 'spaceGrotesk', 'syne'],
    displayByGenre: [[SOULFUL_HOUSE, ['abril', 'shrikhand']]],
    support: ['spaceMono', 'spaceGrotesk'],
    script: ['syne'],
    garments: [w('black', 8), w('navy', 1), w('charcoal', 1)],
    distress: 0.05,
    word: 'Electronic',
  },
  layouts: [
    { template: electronicRidge, weight: 5 },
    { template: electronicDuotone, weight: 5 },
    { template: electronicSunrise, weight: 4 },
    { template: electronicEcho, weight: 4 },
    { template: electronicRaveFlyer, weight: 5 },
    { template: electronicWaveform, weight: 5 },
    // A synthwave set opens on the striped sun (Ghostwire's four designs had no sun, grid or
    // chrome, only rings and waveforms a techno DJ would wear), the grid early after it. Only
    // synthwave wears the grid: on Thandi Moloi's amapiano it read as someone else's genre.
    { template: retroSunset, weight: 8, onlyFor: SYNTHWAVE, leads: true },
    { template: neonGrid, weight: 10, onlyFor: SYNTHWAVE },
    { template: monogram, weight: 1 },
    // Amapiano and afro house wear the afro sun and pattern bands.
    // The scene's own layout opens an amapiano, gqom, afro house or kuduro set (as folk's regional
    // ones do): a reviewer found Dj Kalunga's four designs generic techno, nothing Angolan.
    {
      template: hiphopAfro,
      weight: 8,
      onlyFor: AFRO_HOUSE,
      leads: true,
    },
  ],
};

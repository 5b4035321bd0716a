/**
 * electronic: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { monogram } from '../../templates/monogram.ts';
import { neonGrid } from '../../templates/neon-grid.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import { electronicDuotone } from './duotone.ts';
import { electronicEcho } from './echo.ts';
import { electronicRaveFlyer } from './rave-flyer.ts';
import { electronicRidge } from './ridge.ts';
import { electronicSunrise } from './sunrise.ts';
import { electronicWaveform } from './waveform.ts';
import type { GenreArt } from '../types.ts';
import { hiphopAfro } from '../hiphop/afro.ts';

export const electronic: GenreArt = {
  style: {
    family: 'electronic',
    display: ['syne', 'orbitron', 'spaceGrotesk', 'syne'],
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
    { template: neonGrid, weight: 1 },
    { template: monogram, weight: 1 },
    // Amapiano and afro house wear the afro sun and pattern bands.
    { template: hiphopAfro, weight: 8, onlyFor: /amapiano|gqom|afro ?house|afro tech|3-step/ },
  ],
};

/**
 * techno: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { monogram } from '../../templates/monogram.ts';
import { garmentWeight as w } from '../../style/garments.ts';
import { technoDial } from './dial.ts';
import { technoGrid } from './grid.ts';
import { technoScan } from './scan.ts';
import { technoSqueeze } from './squeeze.ts';
import { technoTimetable } from './timetable.ts';
import { technoWhiteLabel } from './white-label.ts';
import type { GenreArt } from '../types.ts';
import { metalThrashSkull } from '../metal/thrash-skull.ts';
import { punkFlyer } from '../punk/flyer.ts';
import { HARDCORE_TECHNO } from './sub-genres.ts';
import { hiphopAfro } from '../hiphop/afro.ts';
import { AFRO_HOUSE } from '../electronic/index.ts';

export const techno: GenreArt = {
  style: {
    family: 'techno',
    display: ['spaceGrotesk', 'archivoBlack', 'spaceMono', 'barlowCondensedBlack'],
    support: ['spaceMono'],
    script: ['syne'],
    garments: [w('black', 8), w('navy', 1), w('charcoal', 1)],
    distress: 0.05,
    word: 'Techno',
  },
  layouts: [
    { template: technoGrid, weight: 5 },
    { template: technoDial, weight: 5 },
    { template: technoSqueeze, weight: 4 },
    { template: technoScan, weight: 4 },
    { template: technoWhiteLabel, weight: 5 },
    { template: technoTimetable, weight: 5 },
    { template: monogram, weight: 1 },
    // Hardcore techno opens on a skull and a hard logo, and may print the rave flyer.
    { template: metalThrashSkull, weight: 8, onlyFor: HARDCORE_TECHNO, leads: true },
    { template: punkFlyer, weight: 6, onlyFor: HARDCORE_TECHNO },
    // A techno act that also plays afro house or afro tech opens on the afro sun, as in
    // electronic (Kasbah Nights' four were Berlin grids with nothing of afro house).
    { template: hiphopAfro, weight: 8, onlyFor: AFRO_HOUSE, leads: true },
  ],
};

/**
 * folk: the type, garments and layouts of this genre family (see the design brief's table):
 * woodcut and linocut landscapes, botanicals, bookish serifs — no saloon slabs, which read as
 * American country (an Icelandic folk singer is not a cowboy).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import type { GenreArt } from '../types.ts';
import { folkWoodcutLandscape } from './woodcut-landscape.ts';
import { folkSprigWreath } from './sprig-wreath.ts';
import { folkLinocutEmblem } from './linocut-emblem.ts';
import { folkCrossStitch } from './cross-stitch.ts';
import { folkPaperCut } from './paper-cut.ts';
import { folkAlmanac } from './almanac.ts';
import { folkCelticKnot } from './celtic-knot.ts';
import { folkAzulejo } from './azulejo.ts';
import { folkBanjoHead } from './banjo-head.ts';
import { BLUEGRASS, CELTIC, FADO, NOT_FOLK_CELTIC } from './regions.ts';

export const folk: GenreArt = {
  style: {
    family: 'folk',
    display: ['cormorant', 'playfair', 'baskerville'],
    support: ['cormorant', 'baskerville'],
    script: ['greatVibes'],
    garments: [w('natural', 4), w('sand', 2), w('forest', 2), w('navy', 1.5), w('black', 1.5)],
    distress: 0.35,
    word: 'Folk',
  },
  layouts: [
    { template: folkCrossStitch, weight: 4 },
    { template: folkLinocutEmblem, weight: 4 },
    { template: folkSprigWreath, weight: 4 },
    { template: folkWoodcutLandscape, weight: 5 },
    { template: folkPaperCut, weight: 5 },
    { template: folkAlmanac, weight: 4 },
    // Regional layouts open their own scenes' sets; folk's shared layouts fill the rest.
    {
      template: folkCelticKnot,
      weight: 6,
      onlyFor: CELTIC,
      notFor: NOT_FOLK_CELTIC,
      leads: true,
    },
    { template: folkAzulejo, weight: 6, onlyFor: FADO, leads: true },
    { template: folkBanjoHead, weight: 6, onlyFor: BLUEGRASS, leads: true },
  ],
};

/**
 * metal: the type, garments and layouts of this genre family (see the design brief's table).
 * Layouts listed here are the only ones this family's artists get; weights set how often.
 */
import { garmentWeight as w } from '../../style/garments.ts';
import { metalAltar } from './altar.ts';
import { metalBlackForest } from './black-forest.ts';
import { metalCathedral } from './cathedral.ts';
import { metalCoreModern } from './core-modern.ts';
import { metalDagger } from './dagger.ts';
import { metalDoomPoster } from './doom-poster.ts';
import { metalEpicShield } from './epic-shield.ts';
import { metalLogotype } from './logotype.ts';
import { metalRelic } from './relic.ts';
import { metalSigil } from './sigil.ts';
import { metalThrashSkull } from './thrash-skull.ts';
import { metalWreath } from './wreath.ts';
import { BLACK_METAL, CORE_METAL, DOOM_STONER, EPIC_METAL, THRASH_DEATH } from './sub-genres.ts';
import type { GenreArt } from '../types.ts';

export const metal: GenreArt = {
  style: {
    family: 'metal',
    display: ['unifraktur', 'cinzel'],
    // Faces by sub-genre, first match wins: stoner's 70s heavy rounded type, thrash's condensed
    // capitals, the core styles' heavy modern sans (the black grotesque or the heavy condensed,
    // never Bebas' thin strokes: the core layouts thorn it into a logo, see hard-name.ts); the
    // extreme styles keep blackletter, and symphonic, power and folk metal the Roman capital.
    displayByGenre: [
      [/stoner|desert rock|heavy psych|fuzz/, ['bowlby', 'shrikhand']],
      [/metalcore|deathcore|nu metal|djent|mathcore|post-hardcore/, ['archivoBlack', 'anton']],
      [/thrash|speed metal|crossover|groove metal/, ['anton']],
      [/black|death|doom|sludge|grind|core|drone/, ['unifraktur']],
      [/symphonic|power|gothic|folk metal|viking/, ['cinzel', 'unifraktur']],
    ],
    support: ['cinzelBold', 'barlowCondensed'],
    script: ['unifraktur'],
    garments: [w('black', 10), w('charcoal', 1)],
    distress: 0.85,
    word: 'Metal',
  },
  layouts: [
    // The church plates (arch, candles, altar) are the gothic end of the family; the core
    // styles' modern merch never wears them.
    { template: metalCathedral, weight: 5, notFor: CORE_METAL },
    { template: metalSigil, weight: 5 },
    { template: metalRelic, weight: 4 },
    { template: metalWreath, weight: 4 },
    { template: metalLogotype, weight: 4 },
    { template: metalAltar, weight: 6, notFor: CORE_METAL },
    { template: metalDagger, weight: 4 },
    // Sub-genre layouts: about three times the family's own weights together (32), so each
    // opens its artists' sets three times in four and is among their first three (ahead of the
    // picture, which a set brings forward to fourth) all but about one time in a hundred.
    { template: metalDoomPoster, weight: 100, onlyFor: DOOM_STONER },
    { template: metalBlackForest, weight: 100, onlyFor: BLACK_METAL },
    { template: metalThrashSkull, weight: 100, onlyFor: THRASH_DEATH },
    { template: metalEpicShield, weight: 100, onlyFor: EPIC_METAL },
    { template: metalCoreModern, weight: 100, onlyFor: CORE_METAL },
  ],
};

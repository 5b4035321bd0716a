/**
 * What each genre family looks like (the brief's table): its typefaces, the layouts that fit,
 * which garments it is sold on and how worn the print looks.
 */
import type { FaceId } from '../fonts/catalog.ts';
import type { Weighted } from '../random/prng.ts';
import type { GenreFamily } from './genre-family.ts';
import type { GarmentId } from './garments.ts';

export type TemplateId =
  | 'tour-poster'
  | 'circular-seal'
  | 'stacked-type'
  | 'halftone-portrait'
  | 'retro-sunset'
  | 'crest'
  | 'neon-grid'
  | 'monogram'
  | 'hook-type'
  | 'collage';

export interface StyleSpec {
  family: GenreFamily;
  /** Hero typefaces (the artist's name); one is chosen per artist set. */
  display: readonly FaceId[];
  /** The quiet second typeface (track names, small lines). */
  support: readonly FaceId[];
  /** Script or brush faces for the hook-type layout. */
  script: readonly FaceId[];
  templates: Partial<Record<TemplateId, number>>;
  garments: readonly Weighted<GarmentId>[];
  /** Probability that a design gets a worn, distressed print texture. */
  distress: number;
  /** The genre word printed as a small line, when the artist has no better one. */
  word: string;
}

const w = (value: GarmentId, weight: number): Weighted<GarmentId> => ({ value, weight });

export const STYLES: Record<GenreFamily, StyleSpec> = {
  metal: {
    family: 'metal',
    display: ['unifraktur', 'cinzel'],
    support: ['cinzelBold', 'barlowCondensed'],
    script: ['unifraktur'],
    templates: {
      crest: 5,
      'tour-poster': 3,
      'halftone-portrait': 3,
      'circular-seal': 2,
      'stacked-type': 1,
      collage: 0.5,
    },
    garments: [w('black', 10), w('charcoal', 1)],
    distress: 0.85,
    word: 'Metal',
  },
  hiphop: {
    family: 'hiphop',
    display: ['anton', 'bebas', 'leagueGothic', 'archivoBlack'],
    support: ['barlowCondensed', 'spaceMono'],
    script: ['permanentMarker'],
    templates: {
      'stacked-type': 4,
      'tour-poster': 3,
      collage: 3,
      'halftone-portrait': 2,
      'circular-seal': 1,
      'hook-type': 1,
    },
    garments: [w('black', 7), w('charcoal', 1), w('white', 1.5), w('sand', 1)],
    distress: 0.35,
    word: 'Hip Hop',
  },
  electronic: {
    family: 'electronic',
    display: ['orbitron', 'syne', 'monoton', 'spaceGrotesk'],
    support: ['spaceMono', 'spaceGrotesk'],
    script: ['syne'],
    templates: {
      'neon-grid': 5,
      monogram: 3,
      'stacked-type': 3,
      'halftone-portrait': 1,
      'retro-sunset': 1,
      'circular-seal': 1,
    },
    garments: [w('black', 8), w('navy', 1), w('charcoal', 1)],
    distress: 0.05,
    word: 'Electronic',
  },
  pop: {
    family: 'pop',
    display: ['fredoka', 'lilita', 'shrikhand'],
    support: ['fredoka', 'spaceGrotesk'],
    script: ['pacifico', 'shrikhand'],
    templates: {
      'hook-type': 4,
      collage: 3,
      'retro-sunset': 3,
      'stacked-type': 1,
      'halftone-portrait': 1,
      monogram: 1,
    },
    garments: [w('white', 3), w('black', 3), w('pink', 2), w('natural', 1)],
    distress: 0,
    word: 'Pop',
  },
  indie: {
    family: 'indie',
    display: ['archivoBlack', 'specialElite', 'permanentMarker', 'spaceGrotesk'],
    support: ['specialElite', 'spaceMono'],
    script: ['permanentMarker'],
    templates: {
      collage: 4,
      'halftone-portrait': 3,
      'stacked-type': 3,
      'tour-poster': 2,
      'circular-seal': 1,
      'retro-sunset': 1,
    },
    garments: [
      w('black', 4),
      w('natural', 2),
      w('charcoal', 1),
      w('forest', 1),
      w('maroon', 1),
      w('white', 1),
    ],
    distress: 0.6,
    word: 'Indie',
  },
  country: {
    family: 'country',
    display: ['rye', 'alfaSlab', 'playfair'],
    support: ['baskerville', 'barlowCondensed'],
    script: ['greatVibes'],
    templates: {
      'circular-seal': 4,
      crest: 3,
      'retro-sunset': 3,
      'tour-poster': 2,
      'halftone-portrait': 1,
      monogram: 1,
    },
    garments: [
      w('natural', 3),
      w('sand', 2),
      w('brown', 2),
      w('navy', 1.5),
      w('black', 2),
      w('forest', 1),
    ],
    distress: 0.5,
    word: 'Americana',
  },
  jazz: {
    family: 'jazz',
    display: ['poiret', 'playfair', 'abril', 'cormorant'],
    support: ['cormorant', 'baskerville'],
    script: ['greatVibes'],
    templates: {
      monogram: 4,
      'hook-type': 3,
      'circular-seal': 3,
      'halftone-portrait': 1,
      'tour-poster': 1,
    },
    garments: [w('navy', 3), w('black', 3), w('natural', 1), w('maroon', 1)],
    distress: 0.15,
    word: 'Soul',
  },
  latin: {
    family: 'latin',
    display: ['bowlby', 'shrikhand', 'anton', 'lilita'],
    support: ['barlowCondensed', 'fredoka'],
    script: ['pacifico', 'permanentMarker'],
    templates: {
      'retro-sunset': 4,
      'stacked-type': 3,
      'hook-type': 3,
      collage: 1,
      'halftone-portrait': 1,
    },
    garments: [w('black', 3), w('white', 2), w('natural', 1), w('maroon', 1)],
    distress: 0.25,
    word: 'Latino',
  },
  classical: {
    family: 'classical',
    display: ['cinzel', 'cormorant', 'playfair', 'baskerville'],
    support: ['cormorant', 'cinzelBold'],
    script: ['greatVibes'],
    templates: {
      crest: 4,
      monogram: 4,
      'circular-seal': 1,
      'halftone-portrait': 1,
      'hook-type': 1,
    },
    garments: [w('natural', 4), w('white', 2), w('black', 1.5), w('navy', 1)],
    distress: 0.1,
    word: 'Classical',
  },
  neutral: {
    family: 'neutral',
    display: ['spaceGrotesk', 'archivoBlack', 'bebas', 'playfair'],
    support: ['spaceMono', 'barlowCondensed'],
    script: ['pacifico'],
    templates: {
      'stacked-type': 2,
      'halftone-portrait': 2,
      'circular-seal': 2,
      monogram: 2,
      'tour-poster': 2,
      'retro-sunset': 1,
      collage: 1,
      'hook-type': 1,
      'neon-grid': 1,
      crest: 1,
    },
    garments: [w('black', 5), w('charcoal', 1), w('navy', 1), w('natural', 2)],
    distress: 0.2,
    word: 'Music',
  },
};

/** Faces whose capitals are ornate enough that all-caps would be illegible. */
const MIXED_CASE_FACES: ReadonlySet<FaceId> = new Set<FaceId>([
  'unifraktur',
  'greatVibes',
  'pacifico',
  'permanentMarker',
  'shrikhand',
]);

export function casingFor(face: FaceId, text: string): string {
  return MIXED_CASE_FACES.has(face) ? text : text.toLocaleUpperCase('en');
}

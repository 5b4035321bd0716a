/**
 * What the genre decides about colour: the treatment (how many inks, whether one is metallic),
 * and whether the name leads in a neutral (bone on black for metal, chrome for hip hop, black on
 * cream for classical) or in the picture's own hue (pop, latin, electronic). The genre never
 * chooses the hues: those come from the picture.
 */
import type { Weighted } from '../random/prng.ts';

export type Treatment = 'full' | 'duotone' | 'monochrome' | 'metallic';
export type Lead = 'hue' | 'neutral';

export interface InkRecipe {
  treatment: Treatment;
  lead: Lead;
  /** Which of the picture's hues comes first (0: the most prominent). */
  hueOffset: number;
  /** A full treatment in three of the picture's hues, no neutral (reggae's red, gold, green). */
  threeHues?: true;
}

interface GenreColour {
  treatments: readonly Weighted<Treatment>[];
  /** Share of designs whose name leads in a neutral ink. */
  neutralLead: number;
  /**
   * A picture with three hues prints all three on a full design, first: the genre's colours
   * are a trio (reggae's red, gold and green; two of them and bone dropped Jah Meadow's red).
   */
  trio?: true;
}

const t = (value: Treatment, weight: number): Weighted<Treatment> => ({ value, weight });

const GENRE_COLOUR: Record<string, GenreColour> = {
  metal: { treatments: [t('duotone', 4), t('monochrome', 3), t('full', 1)], neutralLead: 0.8 },
  punk: { treatments: [t('duotone', 4), t('monochrome', 3), t('full', 1)], neutralLead: 0.5 },
  hiphop: {
    treatments: [t('metallic', 4), t('full', 2), t('duotone', 2), t('monochrome', 1)],
    neutralLead: 0.5,
  },
  rnb: { treatments: [t('duotone', 3), t('metallic', 2), t('full', 2)], neutralLead: 0.4 },
  techno: { treatments: [t('monochrome', 4), t('duotone', 3), t('full', 1)], neutralLead: 0.4 },
  electronic: {
    treatments: [t('full', 3), t('duotone', 3), t('monochrome', 1)],
    neutralLead: 0.2,
  },
  pop: { treatments: [t('full', 4), t('duotone', 2), t('monochrome', 0.5)], neutralLead: 0.15 },
  kpop: { treatments: [t('full', 4), t('duotone', 2), t('metallic', 0.5)], neutralLead: 0.15 },
  indie: { treatments: [t('duotone', 4), t('full', 2), t('monochrome', 1)], neutralLead: 0.4 },
  country: { treatments: [t('duotone', 3), t('full', 3), t('monochrome', 1)], neutralLead: 0.4 },
  folk: { treatments: [t('duotone', 3), t('monochrome', 2), t('full', 2)], neutralLead: 0.4 },
  jazz: {
    treatments: [t('metallic', 3), t('duotone', 3), t('monochrome', 2)],
    neutralLead: 0.5,
  },
  latin: { treatments: [t('full', 5), t('duotone', 2)], neutralLead: 0.15 },
  // Reggae's posters and labels are in the picture's own colours, two or three of them (the
  // red, gold and green only when the picture has them): mostly full, some on a duotone.
  reggae: {
    treatments: [t('full', 4), t('duotone', 2), t('monochrome', 0.5)],
    neutralLead: 0.2,
    trio: true,
  },
  // Engraving in one ink is classical's own look, but a whole set of it reads flat: most designs
  // take a second ink from the picture (or a foil).
  classical: {
    treatments: [t('duotone', 4), t('monochrome', 2), t('metallic', 2)],
    neutralLead: 0.7,
  },
  neutral: { treatments: [t('full', 3), t('duotone', 3), t('monochrome', 1)], neutralLead: 0.4 },
};

const FALLBACK = GENRE_COLOUR.neutral as GenreColour;

/** Unknown families (a new one added to genre-family.ts) colour like the neutral style. */
export const genreColour = (family: string): GenreColour => GENRE_COLOUR[family] ?? FALLBACK;

/**
 * Every recipe the genre allows, with a weight: the treatment's weight times the lead's share.
 * `hues` is how many of the picture's hues there are to start from; `colourful` is true for neon
 * and pastel pictures.
 */
export function recipesFor(family: string, hues: number, colourful = false): Weighted<InkRecipe>[] {
  const genre = genreColour(family);
  const { treatments } = genre;
  // Neon and pastel pictures are about their colours: fewer names in bone.
  const neutralLead = colourful ? genre.neutralLead * 0.5 : genre.neutralLead;
  const recipes: Weighted<InkRecipe>[] = [];
  for (const { value: treatment, weight } of treatments) {
    if (hues === 0) {
      recipes.push({ value: { treatment, lead: 'neutral', hueOffset: 0 }, weight });
      continue;
    }
    for (let hueOffset = 0; hueOffset < Math.min(hues, 3); hueOffset += 1) {
      // The picture's first hue is worth most; later hues are alternatives for other colourways.
      const rank = 1 / (1 + hueOffset * 1.5);
      recipes.push({
        value: { treatment, lead: 'hue', hueOffset },
        weight: weight * (1 - neutralLead) * rank,
      });
      recipes.push({
        value: { treatment, lead: 'neutral', hueOffset },
        weight: weight * neutralLead * rank,
      });
    }
  }
  const full = treatments.find((w) => w.value === 'full');
  if (genre.trio && full && hues >= 3) {
    recipes.push({
      value: { treatment: 'full', lead: 'hue', hueOffset: 0, threeHues: true },
      weight: full.weight * (1 - neutralLead) * TRIO_FIRST,
    });
  }
  return recipes.sort((a, b) => b.weight - a.weight);
}

/** How much a genre with a trio prefers it to its two-hue full treatment. */
const TRIO_FIRST = 1.2;

/**
 * From the artist's palette to screen-printing inks for one garment. Every saturated ink is one of
 * the picture's own hues (palette-mood.ts); only its lightness moves, and only as far as contrast
 * on the garment needs (text 4.5:1). Neutral inks (bone, off-white, grey on dark blanks; ink black
 * and charcoal on light ones) are tinted towards the picture. The genre picks the treatment and
 * whether the name leads in a neutral or in a hue (treatment.ts), never the hues.
 */
import { deltaE, hexToHsl, hslToHex, relativeLuminance, parseHex } from './color.ts';
import { ensureContrast, isDark, SHAPE_CONTRAST, TEXT_CONTRAST } from './contrast.ts';
import { describePalette, isColourful, type PaletteMood } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import { neutralInks, sourceInk } from './source-inks.ts';
import { recipesFor, type InkRecipe, type Treatment } from './treatment.ts';
import type { Rng } from '../random/prng.ts';

export type { Treatment, InkRecipe } from './treatment.ts';

export interface InkPlan {
  garment: string;
  darkGarment: boolean;
  /** The name. */
  primary: string;
  /** Highlights, emblems, one line picked out. */
  accent: string;
  /** Small lines and details; may equal primary. */
  support: string;
  /** How the genre treats the palette: 2–3 inks, two, one, or one with a metallic sheen. */
  treatment: Treatment;
  /** The distinct inks of the plan, primary first (1–3): what the screen printer mixes. */
  inks: string[];
  /**
   * Two inks for duotone portraits and halftones, ordered by luminance: `dark` for shadows and
   * `light` for highlights (on a dark garment the garment itself is the deepest tone).
   */
  duotone: { dark: string; light: string };
  /**
   * For the metallic treatment: gradient stops (highlight, body, shadow, glint) of the primary
   * ink's hue, each still readable as text on the garment; null for other treatments.
   */
  metallic: { stops: string[] } | null;
}

/** Inks closer than this (CIE76) would print as the same colour. */
const SAME_INK = 16;

function distinct(inks: readonly string[]): string[] {
  const kept: string[] = [];
  for (const ink of inks) if (kept.every((k) => deltaE(k, ink) >= SAME_INK)) kept.push(ink);
  return kept;
}

const luminance = (hex: string): number => relativeLuminance(parseHex(hex));

/** Sheen stops of one ink: lighter highlight, the ink, a deeper shadow, a glint. */
export function sheen(base: string, garment: string): string[] {
  const { h, s, l } = hexToHsl(base);
  const at = (dl: number, ds: number): string =>
    ensureContrast(
      hslToHex({
        h,
        s: Math.max(0, Math.min(1, s + ds)),
        l: Math.max(0.04, Math.min(0.97, l + dl)),
      }),
      garment,
      TEXT_CONTRAST,
    );
  return [at(0.22, -0.1), base, at(-0.16, 0.05), at(0.3, -0.15)];
}

export function duotonePair(
  inks: readonly string[],
  garment: string,
): { dark: string; light: string } {
  const sorted = [...inks].sort((a, b) => luminance(a) - luminance(b));
  const dark = sorted[0] ?? garment;
  const light = sorted[sorted.length - 1] ?? dark;
  if (light === dark) {
    // One ink: its lighter (on dark blanks) or deeper (on light blanks) shade gives the second tone.
    const { h, s, l } = hexToHsl(dark);
    const shade = hslToHex({
      h,
      s,
      l: isDark(garment) ? Math.max(0.05, l - 0.2) : Math.min(0.95, l + 0.25),
    });
    const second = ensureContrast(shade, garment, SHAPE_CONTRAST);
    return luminance(second) < luminance(dark)
      ? { dark: second, light: dark }
      : { dark, light: second };
  }
  return { dark, light };
}

/** The plan for one garment and one recipe; deterministic, no randomness. */
export function composeInks(mood: PaletteMood, garment: string, recipe: InkRecipe): InkPlan {
  const count = mood.hues.length;
  const rotated = mood.hues.map((_, i) => mood.hues[(i + recipe.hueOffset) % count]);
  const hues = distinct(rotated.flatMap((h) => (h ? [sourceInk(h, garment)] : [])));
  const [bone, bright, grey] = neutralInks(mood, garment, TEXT_CONTRAST) as [
    string,
    string,
    string,
  ];
  const hueLead = recipe.lead === 'hue' && hues.length > 0;
  const h0 = hues[0];
  const h1 = hues[1];
  let chosen: string[];
  switch (recipe.treatment) {
    case 'monochrome':
      chosen = [hueLead && h0 ? h0 : bone];
      break;
    case 'duotone':
      chosen = hueLead ? [h0 ?? bone, h1 ?? bone] : [bone, h0 ?? grey];
      break;
    case 'metallic':
      chosen = hueLead ? [h0 ?? bone, h1 ?? bone] : [bright, h0 ?? grey];
      break;
    case 'full':
      chosen =
        recipe.threeHues && hueLead && h0 && h1 && hues[2]
          ? // The third hue (a red sun) as the accent's shapes; small lines keep the second,
            // lighter on a dark blank (a red track list on black read too dark).
            [h0, hues[2], h1]
          : hueLead
            ? [h0 ?? bone, h1 ?? bone, h1 ? bone : grey]
            : [bone, h0 ?? grey, h1 ?? (h0 ? grey : bright)];
      break;
  }
  const inks = distinct(chosen);
  const primary = inks[0] ?? bone;
  const accent = inks[1] ?? primary;
  const support = inks[2] ?? (recipe.treatment === 'full' ? accent : primary);
  return {
    garment,
    darkGarment: isDark(garment),
    primary,
    accent,
    support,
    treatment: recipe.treatment,
    inks,
    duotone: duotonePair(inks, garment),
    metallic: recipe.treatment === 'metallic' ? { stops: sheen(primary, garment) } : null,
  };
}

/**
 * The palette's inks on `garment`, in a treatment the genre family draws from `rng`. (The set
 * planner uses colourways.ts, which ranks recipes and garments together.)
 */
export function planInks(
  family: string,
  palette: readonly PaletteColor[],
  garment: string,
  rng: Rng,
): InkPlan {
  const mood = describePalette(palette);
  const recipe = rng.weighted(recipesFor(family, mood.hues.length, isColourful(mood)));
  return composeInks(mood, garment, recipe);
}

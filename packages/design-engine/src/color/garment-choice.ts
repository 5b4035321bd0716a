/**
 * Choosing the blank to suit the picture, instead of bending the picture's inks to a blank.
 * A garment fits when the palette's hues survive on it with little change in lightness (pastels
 * and neons keep their glow on black or navy, dark and earthy colours keep their depth on natural
 * or white), and a coloured blank fits when the picture is dominated by its hue. The genre only
 * says which blanks its merch is sold on; real band merch is mostly dark.
 */
import { hexToHsl, hueDelta } from './color.ts';
import { isDark, TEXT_CONTRAST } from './contrast.ts';
import type { PaletteMood } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import { lightnessShift } from './source-inks.ts';
import type { Weighted } from '../random/prng.ts';
import { GARMENT_HUES, GARMENTS, PAPERS, type GarmentId, type PaperId } from '../style/garments.ts';

export interface RankedGarment {
  id: GarmentId;
  hex: string;
  score: number;
}

const DARK_NEUTRAL: readonly GarmentId[] = ['black', 'charcoal'];
const LIGHT: readonly GarmentId[] = ['natural', 'white', 'sand', 'pink'];

/** How well the palette's hues survive on the garment: 1 when no ink has to change. */
export function survival(mood: PaletteMood, garment: string): number {
  if (mood.hues.length === 0) return 1;
  let total = 0;
  let kept = 0;
  for (const source of mood.hues) {
    const w = source.prominence;
    total += w;
    kept += w * Math.max(0, 1 - lightnessShift(source, garment, TEXT_CONTRAST) / 0.45);
  }
  return total > 0 ? kept / total : 1;
}

/**
 * Share of the picture in the blank's own hue, at a similar depth: a navy picture on navy, a
 * rose picture on pink. Dark blanks count dark palette colours, light blanks light ones.
 */
export function affinity(id: GarmentId, palette: readonly PaletteColor[]): number {
  const hue = GARMENT_HUES[id];
  if (hue === undefined) return 0;
  const garmentLightness = hexToHsl(GARMENTS[id]).l;
  return palette
    .filter(
      (c) =>
        c.saturation >= 0.2 &&
        Math.abs(hueDelta(c.hue, hue)) <= 28 &&
        Math.abs(c.lightness - garmentLightness) <= 0.3,
    )
    .reduce((sum, c) => sum + c.weight, 0);
}

/** A coloured blank is worn only when the picture is this much its colour. */
const DOMINANT = 0.3;

/** Lean of each palette kind towards light blanks (1) or dark ones (−1). */
const LIGHT_LEAN: Record<PaletteMood['kind'], number> = {
  neon: -1,
  pastel: -1,
  vivid: -0.4,
  neutral: -0.2,
  deep: 0.5,
  earthy: 0.7,
};

/** Warm pictures sit on natural and sand, cool ones on white. */
function undertone(id: GarmentId, mood: PaletteMood): number {
  const warm = mood.tint.saturation > 0.02 && (mood.tint.hue < 75 || mood.tint.hue > 330);
  if (id === 'natural' || id === 'sand') return warm ? 0.12 : -0.05;
  if (id === 'white') return warm ? -0.05 : 0.08;
  return 0;
}

/** The genre's stocked blanks, normalised so its favourite weighs 1. */
function genrePrior(prior: readonly Weighted<GarmentId>[]): Map<GarmentId, number> {
  const top = Math.max(1e-6, ...prior.map((p) => p.weight));
  return new Map(prior.map((p) => [p.value, p.weight / top]));
}

/** Every blank the genre allows, best for this palette first. */
export function rankGarments(
  mood: PaletteMood,
  palette: readonly PaletteColor[],
  prior: readonly Weighted<GarmentId>[],
): RankedGarment[] {
  const genre = genrePrior(prior);
  const genreWearsLight = LIGHT.some((id) => genre.has(id));
  const lean = LIGHT_LEAN[mood.kind];
  const ranked: RankedGarment[] = [];
  for (const id of Object.keys(GARMENTS) as GarmentId[]) {
    const hex = GARMENTS[id];
    const dark = isDark(hex);
    const share = affinity(id, palette);
    const coloured = GARMENT_HUES[id] !== undefined;
    let allowed = genre.get(id) ?? 0;
    // A coloured blank the picture is dominated by is allowed in any genre that wears that depth.
    if (coloured && share >= DOMINANT && (dark || genreWearsLight))
      allowed = Math.max(allowed, 0.3);
    if (allowed <= 0) continue;
    if (coloured && share < DOMINANT * 0.5 && !DARK_NEUTRAL.includes(id)) allowed *= 0.35;
    const fit =
      0.35 +
      undertone(id, mood) +
      survival(mood, hex) +
      (dark ? -lean : lean) * 0.35 +
      (dark ? 0.15 : 0) +
      (coloured ? Math.min(0.6, share * 1.4) + (share >= DOMINANT ? 0.25 : 0) : 0);
    ranked.push({ id, hex, score: Math.max(0.01, fit) * Math.sqrt(allowed) });
  }
  return ranked.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/**
 * Poster paper from the palette: black paper for neon and pastel pictures (they glow on it),
 * kraft for earthy ones, cream or white for deep and neutral ones; the genre's own habits break
 * ties (classical and country on cream, electronic on black).
 */
export function rankPapers(mood: PaletteMood, family: string): { id: PaperId; hex: string }[] {
  const base: Record<PaperId, number> = { black: 0.5, cream: 0.5, white: 0.4, kraft: 0.2 };
  if (mood.kind === 'neon' || mood.kind === 'pastel') base.black += 0.8;
  if (mood.kind === 'vivid') base.black += 0.3;
  if (mood.kind === 'earthy') base.kraft += 0.7;
  if (mood.kind === 'deep' || mood.kind === 'earthy') base.cream += 0.5;
  if (mood.kind === 'neutral') base.white += 0.3;
  if (['classical', 'country', 'folk', 'jazz'].includes(family)) base.cream += 0.4;
  if (['electronic', 'techno', 'metal', 'hiphop'].includes(family)) base.black += 0.4;
  for (const id of Object.keys(base) as PaperId[]) base[id] *= 0.4 + survival(mood, PAPERS[id]);
  return (Object.keys(base) as PaperId[])
    .sort((a, b) => base[b] - base[a] || a.localeCompare(b))
    .map((id) => ({ id, hex: PAPERS[id] }));
}

/**
 * Inks for the extreme sub-genres (brutal and technical death, slam, grind, black metal): their
 * emblems are never printed in a pastel or pink ink, however soft the artist's picture is. A
 * soft ink gives way to the most saturated, deepest colour of the picture that is neither (still
 * readable on the garment), else to bone on a dark blank or ink black on a light one.
 */
import { deltaE, hexToHsl, hslToHex, parseHex } from './color.ts';
import { ensureContrast, hueMinimum, isDark } from './contrast.ts';
import { duotonePair, sheen, type InkPlan } from './ink-plan.ts';
import type { PaletteColor } from './palette.ts';

const BONE = '#e8e3d6';
const INK_BLACK = '#151515';
/** Metal's own hard colour, for a picture with no hue to lend. */
const BLOOD = '#b3121b';
/** Inks closer than this (CIE76) print as the same colour (as in ink-plan.ts). */
const SAME_INK = 16;

/**
 * A pastel (a light tint of a hue) or a pink. Neutrals (bone, grey, white) are neither: chroma,
 * not HSL saturation, tells them apart (a near-white bone has a high HSL saturation).
 */
export function isSoftInk(hex: string): boolean {
  const { r, g, b } = parseHex(hex);
  const chroma = (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
  if (chroma < 0.12) return false;
  const { h, l } = hexToHsl(hex);
  const pink = h >= 290 && h <= 350 && l >= 0.42;
  // A red or an orange turns salmon or peach sooner than other hues turn pastel (as in
  // street-inks.ts): Gravewyrm's red, lifted to read on charcoal, printed #ea8483.
  const pastel = l >= (h < 45 || h > 330 ? 0.62 : 0.72);
  return pink || pastel;
}

/** The hard ink that replaces a soft one on this garment. */
function hardInk(palette: readonly PaletteColor[], garment: string): string {
  const candidates = [...palette]
    .filter((c) => c.saturation >= 0.25)
    // Most saturated first; among equals the deeper one.
    .sort((a, b) => b.saturation - a.saturation || a.lightness - b.lightness)
    // A hue on a dark blank needs more than the text minimum to read at arm's length.
    .map((c) => ensureContrast(c.hex, garment, hueMinimum(garment, c.hue, c.saturation)));
  return candidates.find((c) => !isSoftInk(c)) ?? (isDark(garment) ? BONE : INK_BLACK);
}

/** The plan with every soft ink replaced by a hard one; unchanged when none is soft. */
export function hardenInks(plan: InkPlan, palette: readonly PaletteColor[]): InkPlan {
  const soft = [plan.primary, plan.accent, plan.support].some(isSoftInk);
  if (!soft) return plan;
  const hard = hardInk(palette, plan.garment);
  const kept = [plan.primary, plan.accent, plan.support].filter((ink) => !isSoftInk(ink));
  // A hard ink the plan already prints, or one that would print as the same colour, is reused:
  // two screens of near-identical bone would be one too many.
  const same = kept.find((ink) => deltaE(ink, hard) < SAME_INK) ?? hard;
  const swap = (ink: string): string => (isSoftInk(ink) ? same : ink);
  const primary = swap(plan.primary);
  const accent = swap(plan.accent);
  const support = swap(plan.support);
  const inks = [...new Set([primary, accent, support])];
  return {
    ...plan,
    primary,
    accent,
    support,
    inks,
    duotone: duotonePair(inks, plan.garment),
    metallic: plan.metallic ? { stops: sheen(primary, plan.garment) } : null,
  };
}

/**
 * The picture's hardest hue made a screen ink: its most saturated colour, pushed to a full
 * saturation at mid lightness (a soft teal becomes an acid one, a dusty red a blood red), then
 * made readable on the garment; a pink one crimson; blood red when the picture is grey.
 */
export function hardAccent(palette: readonly PaletteColor[], garment: string): string {
  const hued = [...palette]
    .filter((c) => c.saturation >= 0.2 && c.lightness > 0.1 && c.lightness < 0.95)
    .sort((a, b) => b.saturation - a.saturation || b.weight - a.weight)[0];
  if (!hued) return ensureContrast(BLOOD, garment, hueMinimum(garment, 357, 0.8));
  // A pink or magenta deepens to crimson: made hard, it would print hot pink, no metal ink.
  const hue = hued.hue >= 285 && hued.hue <= 350 ? 355 : hued.hue;
  const ink = hslToHex({ h: hue, s: Math.max(hued.saturation, 0.85), l: 0.45 });
  const { h, s } = hexToHsl(ink);
  return ensureContrast(ink, garment, hueMinimum(garment, h, s));
}

/**
 * Deathcore and metalcore: bone (ink black on a light blank) for the name and the small lines,
 * and one hard accent from the picture (hardAccent) for the emblem: never the picture's soft
 * tint, however gentle the artwork is, nor one lifted soft by a coloured blank.
 */
export function boneAndHardAccent(plan: InkPlan, palette: readonly PaletteColor[]): InkPlan {
  const base = isDark(plan.garment) ? BONE : INK_BLACK;
  // A red lifted far enough to read on a charcoal or maroon blank turns salmon or pink: there
  // the shirt prints in bone alone rather than in a soft second ink.
  const lifted = hardAccent(palette, plan.garment);
  const accent = isSoftInk(lifted) ? base : lifted;
  const inks = [...new Set([base, accent])];
  return {
    ...plan,
    primary: base,
    accent,
    support: base,
    inks,
    duotone: duotonePair(inks, plan.garment),
    metallic: plan.metallic ? { stops: sheen(base, plan.garment) } : null,
  };
}

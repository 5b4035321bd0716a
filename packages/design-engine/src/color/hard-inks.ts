/**
 * Inks for the extreme sub-genres (brutal and technical death, slam, grind, black metal): their
 * emblems are never printed in a pastel or pink ink, however soft the artist's picture is. A
 * soft ink gives way to the most saturated, deepest colour of the picture that is neither (still
 * readable on the garment), else to bone on a dark blank or ink black on a light one.
 */
import { deltaE, hexToHsl, parseHex } from './color.ts';
import { ensureContrast, HUE_ON_DARK, isDark, TEXT_CONTRAST } from './contrast.ts';
import { duotonePair, sheen, type InkPlan } from './ink-plan.ts';
import type { PaletteColor } from './palette.ts';

const BONE = '#e8e3d6';
const INK_BLACK = '#151515';
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
  const pastel = l >= 0.72;
  return pink || pastel;
}

/** The hard ink that replaces a soft one on this garment. */
function hardInk(palette: readonly PaletteColor[], garment: string): string {
  const candidates = [...palette]
    .filter((c) => c.saturation >= 0.25)
    // Most saturated first; among equals the deeper one.
    .sort((a, b) => b.saturation - a.saturation || a.lightness - b.lightness)
    // A hue on a dark blank needs more than the text minimum to read at arm's length.
    .map((c) => ensureContrast(c.hex, garment, isDark(garment) ? HUE_ON_DARK : TEXT_CONTRAST));
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

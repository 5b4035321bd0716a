/**
 * How faithful printed inks are to the artist's picture: a saturated ink should sit within
 * HUE_TOLERANCE degrees of hue of some palette colour that itself carries a hue. Used by the tests
 * over the catalog and random palettes, and available to checks and manifests.
 */
import { hexToHsl, hueDelta } from './color.ts';
import type { PaletteColor } from './palette.ts';

/** An ink more saturated than this reads as a hue, not as a neutral. */
export const SATURATED_INK = 0.25;
/** Degrees of hue an ink may sit from the nearest palette hue. */
export const HUE_TOLERANCE = 30;
/** Palette colours below this saturation are greys whose hue means nothing. */
export const PALETTE_HUE_FLOOR = 0.15;

export const isSaturatedInk = (ink: string): boolean => hexToHsl(ink).s > SATURATED_INK;

/** Degrees from the ink's hue to the nearest hue-bearing palette colour (180 when there is none). */
export function hueMiss(ink: string, palette: readonly PaletteColor[]): number {
  const { h } = hexToHsl(ink);
  let best = 180;
  for (const c of palette)
    if (c.saturation >= PALETTE_HUE_FLOOR) best = Math.min(best, Math.abs(hueDelta(c.hue, h)));
  return best;
}

/** The saturated inks that sit further than HUE_TOLERANCE from every palette hue. */
export function offPaletteInks(
  inks: readonly string[],
  palette: readonly PaletteColor[],
): string[] {
  return inks.filter((ink) => isSaturatedInk(ink) && hueMiss(ink, palette) > HUE_TOLERANCE);
}

/**
 * Making inks legible on the garment they are printed on. A palette colour that fails is moved
 * in lightness (keeping its hue and saturation, so it still reads as the artist's colour)
 * rather than dropped.
 */
import { contrastRatio, hexToHsl, hslToHex, relativeLuminance, parseHex } from './color.ts';

/** WCAG minimums the engine designs to. */
export const TEXT_CONTRAST = 4.5;
export const SHAPE_CONTRAST = 3;

/**
 * A hue ink on a dark blank needs more than the text minimum: a mid-tone blue or mauve passes
 * 4.5:1 on screen and looks dim on a black shirt at arm's length, and a coloured blank (navy,
 * forest, maroon) dulls it further.
 */
export const HUE_ON_DARK = 6;

export function isDark(hex: string): boolean {
  return relativeLuminance(parseHex(hex)) < 0.18;
}

/**
 * Returns `ink` unchanged when it already has `minimum` contrast against `background`; otherwise
 * the nearest colour of the same hue and saturation, moving lightness away from the background
 * (lighter on dark garments, darker on light ones), then the other way if that cannot reach it.
 */
export function ensureContrast(ink: string, background: string, minimum: number): string {
  if (contrastRatio(ink, background) >= minimum) return ink;
  const hsl = hexToHsl(ink);
  const away = isDark(background) ? 1 : -1;
  for (const direction of [away, -away]) {
    for (let step = 1; step <= 100; step += 1) {
      const l = hsl.l + direction * step * 0.01;
      if (l < 0 || l > 1) break;
      const candidate = hslToHex({ ...hsl, l });
      if (contrastRatio(candidate, background) >= minimum) return candidate;
    }
  }
  return isDark(background) ? '#ffffff' : '#000000';
}

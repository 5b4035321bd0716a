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

/**
 * A saturated red looks brighter than its luminance says (the Helmholtz–Kohlrausch effect), and
 * red on black is punk's, metal's and techno's own ink: lifting it to 6:1 turns it salmon (no red
 * reaches 6:1 on black). It is held to the text minimum instead, which pure red passes.
 */
export function isVividRed(hue: number, saturation: number): boolean {
  return (hue >= 340 || hue <= 20) && saturation >= 0.55;
}

/**
 * The contrast a hue ink of this hue and saturation needs on `garment`. The red's allowance is
 * for black and charcoal only: a coloured blank (navy, maroon, forest) dulls red further.
 */
export function hueMinimum(garment: string, hue: number, saturation: number): number {
  if (!isDark(garment)) return TEXT_CONTRAST;
  const { r, g, b } = parseHex(garment);
  const neutral = Math.max(r, g, b) - Math.min(r, g, b) <= 16;
  return neutral && isVividRed(hue, saturation) ? TEXT_CONTRAST : HUE_ON_DARK;
}

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

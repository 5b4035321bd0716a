/**
 * Inks for drill, grime and trap: their merch reads hard, the picture's hue at full strength with
 * black and white. Each hue ink keeps its hue and is pushed to a full saturation from the
 * lightness of full colour, then made readable on the garment: a dusty red prints as a clean red,
 * not as the salmon a soft red turns when lifted. Neutral inks (white, greys, ink black) stay.
 */
import { hexToHsl, hslToHex, parseHex } from './color.ts';
import { ensureContrast, hueMinimum, isDark, TEXT_CONTRAST } from './contrast.ts';
import { duotonePair, sheen, type InkPlan } from './ink-plan.ts';

/** Chroma (max − min channel, 0–1) from which an ink is a hue, not a neutral (as in hard-inks). */
const HUE_CHROMA = 0.12;
/** A hard ink is printed at full saturation: pure pigment. */
const HARD_SATURATION = 1;

const chromaOf = (hex: string): number => {
  const { r, g, b } = parseHex(hex);
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
};

const isHueInk = (hex: string): boolean => chromaOf(hex) >= HUE_CHROMA;

/** Black, charcoal, white: blanks without a colour of their own to dull an ink. */
const isNeutralBlank = (garment: string): boolean => chromaOf(garment) <= 16 / 255;

/**
 * A hard ink lifted past this lightness to read on a dark blank is no longer hard: a red or an
 * orange lifted on a brown or maroon blank turns salmon or peach early; other hues only when
 * they turn pastel (a violet lilac).
 */
const softLightness = (hue: number): number => (hue < 45 || hue > 330 ? 0.62 : 0.72);

/**
 * The hue ink made hard on `garment`; a neutral ink unchanged. Null when the hue cannot stay
 * hard there (it would have to turn pale to read).
 */
export function hardHue(ink: string, garment: string): string | null {
  if (!isHueInk(ink)) return ink;
  const { h, s } = hexToHsl(ink);
  const saturation = Math.max(s, HARD_SATURATION);
  // Full colour sits at lightness 0.5; on a light blank a little deeper so it still reads.
  const start = hslToHex({ h, s: saturation, l: isDark(garment) ? 0.5 : 0.42 });
  // A full-strength ink on black or white needs the text minimum only (it carries more
  // brightness than its luminance says, as a vivid red does); a coloured blank keeps the rule
  // for hues on it.
  const minimum = isNeutralBlank(garment) ? TEXT_CONTRAST : hueMinimum(garment, h, saturation);
  const hard = ensureContrast(start, garment, minimum);
  return isDark(garment) && hexToHsl(hard).l > softLightness(h) ? null : hard;
}

/**
 * The plan with every hue ink made hard; unchanged when it prints only neutrals. A hue that
 * cannot stay hard on the blank gives way to the plan's brightest neutral on a dark blank (its
 * darkest on a light one): white and black rather than a soft ink.
 */
export function streetInks(plan: InkPlan): InkPlan {
  if (!plan.inks.some(isHueInk)) return plan;
  const dark = isDark(plan.garment);
  const neutrals = plan.inks
    .filter((ink) => !isHueInk(ink))
    .sort((a, b) => hexToHsl(b).l - hexToHsl(a).l);
  const fallback =
    (dark ? neutrals[0] : neutrals[neutrals.length - 1]) ??
    ensureContrast(dark ? '#f2f2f2' : '#161616', plan.garment, TEXT_CONTRAST);
  const swap = (ink: string): string => hardHue(ink, plan.garment) ?? fallback;
  const primary = swap(plan.primary);
  const inks = [...new Set(plan.inks.map(swap))];
  return {
    ...plan,
    primary,
    accent: swap(plan.accent),
    support: swap(plan.support),
    inks,
    duotone: duotonePair(inks, plan.garment),
    metallic: plan.metallic ? { stops: sheen(primary, plan.garment) } : null,
  };
}

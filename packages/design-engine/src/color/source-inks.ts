/**
 * Turning the picture's hues into printable inks for one garment. The hue never moves; the
 * saturation is cleaned up (k-means averages wash colours out, a screen ink is clean pigment);
 * on a dark blank the ink is brightened towards full colour; beyond that the lightness moves only
 * as far as contrast on the garment demands.
 */
import { contrastRatio, hexToHsl, hslToHex } from './color.ts';
import { ensureContrast, hueMinimum, isDark } from './contrast.ts';
import {
  neutralInk,
  vividness,
  type HueSource,
  type PaletteMood,
  type Tone,
} from './palette-mood.ts';

/** How much of the way to full saturation an ink is cleaned, scaled by its own saturation. */
const CLEAN_UP = 1;

/**
 * The printable saturation of a palette colour: the picture's tones are averages (edges, grain,
 * a tint over a grey), the ink is the colour they stand for. Mid saturations gain most (a neon
 * green averaged to #41b372 prints #20df70 on black, not #34c170); a near-grey gains little, and
 * the chroma cap below keeps a dark, greyish tone from turning neon when it is lifted.
 */
export const inkSaturation = (saturation: number): number =>
  Math.min(0.97, saturation + (1 - saturation) * saturation * CLEAN_UP);

/**
 * On a dark blank an ink is lifted this far (up to the lightness of full colour, 0.5): a gold that
 * printed mustard (#c89905) prints #fbc004, the gold of the picture (#f2b705).
 */
const BRIGHTEN_ON_DARK = 0.1;

/** The lightness an ink starts from on `garment`, before contrast moves it further. */
const startLightness = (lightness: number, garment: string): number =>
  isDark(garment) ? Math.max(lightness, Math.min(0.5, lightness + BRIGHTEN_ON_DARK)) : lightness;

interface ToneInk {
  ink: string;
  /** How far (0–1 lightness) the tone had to move to read on the garment. */
  shift: number;
}

/** HSL chroma: how much colour a tone really carries (a near-black has little, whatever its s). */
const chroma = (saturation: number, lightness: number): number =>
  saturation * (1 - Math.abs(2 * lightness - 1));

/** A lifted (or deepened) tone may gain at most this factor of chroma: punch, not a new colour. */
const CHROMA_GAIN = 2;

function toneInk(tone: Tone, garment: string, asked?: number): ToneInk {
  const saturation = inkSaturation(tone.saturation);
  // Unless asked otherwise, a hue ink reads as the garment and the hue need (see `hueMinimum`).
  const minimum = asked ?? hueMinimum(garment, tone.hue, saturation);
  const start = startLightness(tone.lightness, garment);
  let ink = ensureContrast(hslToHex({ h: tone.hue, s: saturation, l: start }), garment, minimum);
  const moved = hexToHsl(ink);
  // HSL keeps s while lightness moves, so a dusky mauve lifted off a dark picture would turn
  // orchid: cap the chroma it may gain, keeping at least half its saturation.
  const room = Math.max(0.05, 1 - Math.abs(2 * moved.l - 1));
  const capped = Math.min(
    saturation,
    Math.max((CHROMA_GAIN * chroma(tone.saturation, tone.lightness)) / room, tone.saturation / 2),
  );
  if (capped < saturation - 0.01)
    ink = ensureContrast(hslToHex({ h: tone.hue, s: capped, l: moved.l }), garment, minimum);
  // Measured from the start: brightening on a dark blank is the ink's cleaning, not a compromise.
  return { ink, shift: Math.abs(hexToHsl(ink).l - start) };
}

/**
 * The source's ink on `garment`: from the group's tone that survives best (a lilac rather than
 * a deep violet on a black shirt, the reverse on a white one), weighted by how vivid and how
 * visible the tone is, then moved in lightness until it reads with `minimum` contrast.
 */
function bestTone(source: HueSource, garment: string, minimum?: number): ToneInk {
  let best: ToneInk | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const tone of source.tones) {
    const candidate = toneInk(tone, garment, minimum);
    // Vivid beats large: the sun disc, not the muddy sky around it.
    const score =
      (0.15 + vividness(tone)) ** 2 *
      (tone.weight + 0.02) ** 0.3 *
      (1.1 - Math.min(1, candidate.shift / 0.5));
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best ?? toneInk(source, garment, minimum);
}

/** An ink of the source's hue that reads on `garment` with the contrast its hue needs there. */
export function sourceInk(source: HueSource, garment: string): string {
  return bestTone(source, garment).ink;
}

/** How far (0–1 lightness) the source's ink had to move to read on the garment. */
export function lightnessShift(source: HueSource, garment: string, minimum: number): number {
  return bestTone(source, garment, minimum).shift;
}

/**
 * The neutral inks for a garment, tinted towards the picture: on dark garments bone, then a
 * lighter off-white and a mid grey; on light garments ink black, then a charcoal and a warm grey.
 * Each reads as text on the garment.
 */
export function neutralInks(mood: PaletteMood, garment: string, minimum: number): string[] {
  const levels = isDark(garment) ? [0.86, 0.95, 0.68] : [0.1, 0.22, 0.34];
  return levels.map((l) => ensureContrast(neutralInk(mood, l), garment, minimum));
}

/** True when the ink reads as at least `minimum` on the garment. */
export const reads = (ink: string, garment: string, minimum: number): boolean =>
  contrastRatio(ink, garment) >= minimum;

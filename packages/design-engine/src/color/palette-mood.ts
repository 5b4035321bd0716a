/**
 * Reading an artist's palette the way a colourist would before choosing a shirt: which hues the
 * picture really carries (grouped, so three reds count as one red), how light and how saturated
 * they are, and whether the whole is neon, pastel, earthy, deep or near-neutral. Every saturated
 * ink the engine prints comes from one of these hue sources; nothing else invents a hue.
 */
import { hueDelta, hslToHex } from './color.ts';
import { PALETTE_HUE_FLOOR } from './fidelity.ts';
import type { PaletteColor } from './palette.ts';

/** One palette colour of a hue group, as found in the picture. */
export interface Tone {
  hue: number;
  saturation: number;
  lightness: number;
  weight: number;
}

/** One hue of the picture: palette colours of nearly the same hue, merged. */
export interface HueSource {
  /** Hue of the group's most vivid member, so the ink is a colour really in the picture. */
  hue: number;
  saturation: number;
  lightness: number;
  /** The most vivid member, as found in the picture. */
  hex: string;
  /** Share of the image covered by the group, 0–1. */
  weight: number;
  /** How much a designer would want this hue as an ink: vivid and visible beat merely large. */
  prominence: number;
  /**
   * Every palette colour of the group (a deep violet and a lilac are one hue): the ink starts
   * from the tone that needs the least change on the garment.
   */
  tones: Tone[];
}

export type PaletteKind = 'neon' | 'pastel' | 'vivid' | 'earthy' | 'deep' | 'neutral';

export interface PaletteMood {
  kind: PaletteKind;
  /** Chromatic hue groups, most prominent first. Near-neutral palettes keep at most one. */
  hues: HueSource[];
  /** Share of the image in colours saturated enough to read as a hue. */
  chromaticShare: number;
  /** Weighted mean lightness, 0–1. */
  lightness: number;
  /** Hue and saturation for tinting the neutral inks (bone, grey, ink black) towards the picture. */
  tint: { hue: number; saturation: number };
}

/** How saturated a near-neutral picture's second colour must be to print beside its first. */
const SECOND_ACCENT = 0.45;

/** A palette colour at least this saturated carries a hue worth printing. */
export const CHROMATIC = 0.2;
/**
 * Palette colours closer than this in hue are one hue to the eye. The eye splits warm hues finely
 * (red, vermilion, orange, amber are different inks) and cool ones coarsely (violet and lilac are
 * one colour at two depths).
 */
const hueGroup = (hue: number): number => (hue < 75 || hue > 340 ? 16 : 30);

export const vividness = (c: Pick<PaletteColor, 'saturation' | 'lightness'>): number =>
  c.saturation * (1 - Math.abs(c.lightness - 0.5) * 1.1);

const isChromatic = (c: PaletteColor): boolean =>
  c.saturation >= CHROMATIC && c.lightness > 0.06 && c.lightness < 0.96;

/** HSL chroma, 0–1: how much colour a tone really carries, whatever its lightness. */
const chromaOf = (c: Pick<PaletteColor, 'saturation' | 'lightness'>): number =>
  c.saturation * (1 - Math.abs(2 * c.lightness - 1));

/**
 * A grey picture's soft colour (a mint stripe, a pale-blue ring) is grey-ish as an average but
 * clearly coloured to the eye: it has this much chroma though its HSL saturation is low.
 */
const SOFT_CHROMA = 0.12;

/** Below the fidelity floor a colour is a grey whose hue means nothing, whatever its chroma. */
const isSoftColour = (c: PaletteColor): boolean =>
  isChromatic(c) ||
  (c.saturation >= PALETTE_HUE_FLOOR &&
    chromaOf(c) >= SOFT_CHROMA &&
    c.lightness > 0.2 &&
    c.lightness < 0.9);

/**
 * A hue whose every tone is this dark is the picture's shadow or night (a near-black violet or
 * navy ground): printed, it must be lifted into a pastel the picture never shows (lilac,
 * periwinkle), and it had outranked the small vivid colour a viewer remembers (Arjun's orange
 * bokeh, Okafor's gold). It stays a hue, ranked below those: a blank can carry it.
 */
const SHADOW_LIGHTNESS = 0.18;
const SHADOW_PROMINENCE = 0.3;

function groupHues(
  palette: readonly PaletteColor[],
  include: (c: PaletteColor) => boolean = isChromatic,
): HueSource[] {
  const chromatic = [...palette].filter(include).sort((a, b) => vividness(b) - vividness(a));
  const groups: PaletteColor[][] = [];
  for (const colour of chromatic) {
    // Measured from the group's lead, not chained: red and orange stay two hues.
    const home = groups.find(
      (g) => g[0] !== undefined && Math.abs(hueDelta(g[0].hue, colour.hue)) <= hueGroup(g[0].hue),
    );
    if (home) home.push(colour);
    else groups.push([colour]);
  }
  return groups
    .map((members) => {
      const lead = members[0] as PaletteColor;
      const weight = members.reduce((sum, m) => sum + m.weight, 0);
      return {
        hue: lead.hue,
        saturation: lead.saturation,
        lightness: lead.lightness,
        hex: lead.hex,
        weight,
        prominence:
          (0.25 + vividness(lead)) *
          Math.sqrt(weight + 0.02) *
          (Math.max(...members.map((m) => m.lightness)) < SHADOW_LIGHTNESS ? SHADOW_PROMINENCE : 1),
        tones: members.map((m) => ({
          hue: m.hue,
          saturation: m.saturation,
          lightness: m.lightness,
          weight: m.weight,
        })),
      };
    })
    .sort((a, b) => b.prominence - a.prominence);
}

function weightedMean(
  palette: readonly PaletteColor[],
  value: (c: PaletteColor) => number,
): number {
  const total = palette.reduce((sum, c) => sum + c.weight, 0);
  if (total <= 0) return 0;
  return palette.reduce((sum, c) => sum + value(c) * c.weight, 0) / total;
}

/** The palette's average hue (weighted by chroma), for tinting neutrals warm or cool. */
function meanHue(palette: readonly PaletteColor[]): { hue: number; strength: number } {
  let x = 0;
  let y = 0;
  let total = 0;
  for (const c of palette) {
    const w = c.weight * c.saturation;
    x += Math.cos((c.hue * Math.PI) / 180) * w;
    y += Math.sin((c.hue * Math.PI) / 180) * w;
    total += c.weight;
  }
  const hue = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return { hue, strength: total > 0 ? Math.hypot(x, y) / total : 0 };
}

function classify(
  hues: readonly HueSource[],
  chromaticShare: number,
  lightness: number,
): PaletteKind {
  if (chromaticShare < 0.25) return 'neutral';
  const neon = hues.some((h) => h.saturation >= 0.75 && h.lightness >= 0.3 && h.weight >= 0.04);
  const strong = hues.filter((h) => h.saturation >= 0.45);
  const strongShare = strong.reduce((sum, h) => sum + h.weight, 0);
  const chromaticLightness =
    hues.reduce((sum, h) => sum + h.lightness * h.weight, 0) /
    Math.max(
      1e-6,
      hues.reduce((sum, h) => sum + h.weight, 0),
    );
  if (chromaticLightness > 0.6 && lightness > 0.5) return 'pastel';
  if (neon) return 'neon';
  if (strongShare >= 0.3) return 'vivid';
  const warm = hues.filter((h) => h.hue < 75 || h.hue > 340);
  const warmShare = warm.reduce((sum, h) => sum + h.weight, 0);
  if (warmShare >= 0.5 * chromaticShare) return 'earthy';
  return 'deep';
}

export function describePalette(palette: readonly PaletteColor[]): PaletteMood {
  const allHues = groupHues(palette);
  const chromaticShare = palette
    .filter((c) => c.saturation >= 0.25 && c.lightness > 0.08 && c.lightness < 0.95)
    .reduce((sum, c) => sum + c.weight, 0);
  const lightness = weightedMean(palette, (c) => c.lightness);
  const kind = classify(allHues, chromaticShare, lightness);
  // A near-neutral picture keeps at most its one real accent: the most vivid hue, if it is vivid
  // or (a mint stripe, a pale-blue ring on grey) clearly coloured. Without it a grey picture's
  // set prints grey and white only, which reviewers found drab.
  // A second, as saturated, is kept too (Kofi Mensah's grey picture: gold and Ghana green).
  const hues =
    kind === 'neutral'
      ? groupHues(palette, isSoftColour)
          .sort((a, b) => vividness(b) - vividness(a))
          .filter((h) => h.saturation >= 0.3 || chromaOf(h) >= SOFT_CHROMA)
          .filter((h, i) => i === 0 || (h.saturation >= SECOND_ACCENT && h.weight >= 0.04))
          .slice(0, 2)
      : allHues;
  const mean = meanHue(palette);
  return {
    kind,
    hues,
    chromaticShare,
    lightness,
    tint: { hue: mean.hue, saturation: Math.min(0.14, mean.strength * 0.6) },
  };
}

/** A neutral ink tinted towards the picture (bone on a warm picture, cool grey on a blue one). */
export function neutralInk(mood: PaletteMood, lightness: number): string {
  return hslToHex({ h: mood.tint.hue, s: mood.tint.saturation, l: lightness });
}

/** Neon and pastel pictures: their colours are the point, and they want a dark blank. */
export const isColourful = (mood: PaletteMood): boolean =>
  mood.kind === 'neon' || mood.kind === 'pastel';

/**
 * From the artist's palette to screen-printing inks for one garment: a hero ink (the name), an
 * accent and a support ink, treated per genre family (bone and blood on black for metal, neon
 * for electronic, candy for pop…) but keeping the artist's hues where the style allows. Every ink
 * is shifted in lightness until it reads as text on the garment (WCAG 4.5:1).
 */
import { deltaE, hexToHsl, hslToHex, hueDelta, type Hsl } from './color.ts';
import { ensureContrast, isDark, TEXT_CONTRAST } from './contrast.ts';
import type { PaletteColor } from './palette.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import type { Rng } from '../random/prng.ts';

export interface InkPlan {
  garment: string;
  darkGarment: boolean;
  /** The name. */
  primary: string;
  /** Highlights, emblems, one line picked out. */
  accent: string;
  /** Small lines and details; may equal primary. */
  support: string;
}

const vividness = (c: PaletteColor): number =>
  c.saturation * (1 - Math.abs(c.lightness - 0.5) * 1.4) * Math.sqrt(c.weight + 0.05);

/** The palette's two most vivid colours of clearly different hue (the second may be absent). */
export function vividPair(
  palette: readonly PaletteColor[],
): [PaletteColor | null, PaletteColor | null] {
  const sorted = [...palette].sort((a, b) => vividness(b) - vividness(a));
  const first = sorted[0] ?? null;
  const second = sorted.find(
    (c) => first && Math.abs(hueDelta(first.hue, c.hue)) > 35 && c.saturation > 0.15,
  );
  return [first, second ?? null];
}

function pullHue(hue: number, targets: readonly number[], amount: number): number {
  let nearest = targets[0] ?? hue;
  for (const t of targets)
    if (Math.abs(hueDelta(hue, t)) < Math.abs(hueDelta(hue, nearest))) nearest = t;
  return hue + hueDelta(hue, nearest) * amount;
}

const hsl = (h: number, s: number, l: number): Hsl => ({ h: ((h % 360) + 360) % 360, s, l });

/** Families drawn since the first pass borrow the treatment of their nearest older family. */
type TreatedFamily = Exclude<GenreFamily, 'punk' | 'rnb' | 'techno' | 'kpop' | 'folk'>;
const TREATMENT_OF: Record<GenreFamily, TreatedFamily> = {
  metal: 'metal',
  punk: 'indie',
  hiphop: 'hiphop',
  rnb: 'jazz',
  techno: 'electronic',
  electronic: 'electronic',
  pop: 'pop',
  kpop: 'pop',
  indie: 'indie',
  country: 'country',
  folk: 'country',
  jazz: 'jazz',
  latin: 'latin',
  classical: 'classical',
  neutral: 'neutral',
};

function treat(
  family: GenreFamily,
  palette: readonly PaletteColor[],
  dark: boolean,
  rng: Rng,
): [Hsl, Hsl, Hsl] {
  const [v1, v2] = vividPair(palette);
  const h1 = v1?.hue ?? rng.range(0, 360);
  const h2 = v2?.hue ?? h1 + rng.pick([120, 150, 180, 210]);
  const tintS = Math.min(0.35, (v1?.saturation ?? 0.2) * 0.4);
  const light = (h: number, s = tintS): Hsl => hsl(h, s, 0.9);
  const ink = (h: number, s: number, lDark: number, lLight: number): Hsl =>
    hsl(h, s, dark ? lDark : lLight);
  const deep = (h: number): Hsl => hsl(h, 0.25, 0.14);
  switch (TREATMENT_OF[family]) {
    case 'metal':
      return [
        dark ? hsl(45, 0.3, 0.86) : deep(h1),
        ink(pullHue(h1, [0, 95], 0.8), 0.85, 0.5, 0.35),
        dark ? hsl(40, 0.08, 0.62) : hsl(0, 0, 0.3),
      ];
    case 'hiphop':
      return [
        dark ? hsl(210, 0.08, 0.92) : deep(h1),
        ink(pullHue(h1, [44], 0.7), 0.75, 0.55, 0.35),
        ink(h1, 0.9, 0.58, 0.4),
      ];
    case 'electronic':
      return [ink(h1, 1, 0.62, 0.4), ink(h2, 1, 0.6, 0.38), dark ? light(h1, 0.5) : deep(h2)];
    case 'pop':
      return [ink(h1, 0.85, 0.74, 0.45), ink(h2, 0.85, 0.68, 0.42), ink(h1 + 40, 0.7, 0.84, 0.3)];
    case 'indie':
      return [
        dark ? light(h2, 0.25) : deep(h1),
        ink(h1, 0.6, 0.62, 0.42),
        ink(h2, 0.55, 0.58, 0.38),
      ];
    case 'country':
      return [
        dark ? hsl(40, 0.55, 0.86) : hsl(pullHue(h1, [20], 0.8), 0.55, 0.3),
        ink(pullHue(h1, [18], 0.75), 0.6, 0.55, 0.38),
        ink(pullHue(h2, [212], 0.8), 0.35, 0.62, 0.32),
      ];
    case 'jazz':
      return [
        dark ? hsl(42, 0.55, 0.66) : deep(h1),
        dark ? hsl(40, 0.35, 0.88) : hsl(42, 0.6, 0.32),
        ink(h1, 0.45, 0.6, 0.35),
      ];
    case 'latin':
      return [
        ink(pullHue(h1, [10, 45, 330], 0.6), 0.9, 0.6, 0.42),
        ink(pullHue(h2, [50, 190, 330], 0.5), 0.9, 0.58, 0.38),
        dark ? hsl(48, 0.6, 0.86) : deep(h1),
      ];
    case 'classical':
      return [
        dark ? hsl(40, 0.3, 0.88) : hsl(h1, 0.15, 0.1),
        dark ? hsl(42, 0.5, 0.62) : hsl(h1, 0.55, 0.32),
        dark ? hsl(40, 0.1, 0.7) : hsl(h1, 0.1, 0.28),
      ];
    case 'neutral':
      return [
        dark ? light(h1) : deep(h1),
        ink(h1, Math.max(0.5, v1?.saturation ?? 0.5), 0.6, 0.38),
        ink(h2, 0.5, 0.62, 0.36),
      ];
  }
}

/**
 * Dark yellows print as mud: on light garments, inks in the yellow band turn towards orange or
 * green (whichever is nearer) before they are darkened for contrast.
 */
function avoidMud(ink: Hsl, dark: boolean): Hsl {
  if (dark || ink.h < 42 || ink.h > 80 || ink.s < 0.25) return ink;
  return { ...ink, h: ink.h < 62 ? 28 : 135 };
}

export function planInks(
  family: GenreFamily,
  palette: readonly PaletteColor[],
  garment: string,
  rng: Rng,
): InkPlan {
  const dark = isDark(garment);
  const [p, a, s] = treat(family, palette, dark, rng).map((c) =>
    ensureContrast(hslToHex(avoidMud(c, dark)), garment, TEXT_CONTRAST),
  ) as [string, string, string];
  // Inks that would print as the same colour are merged: fewer screens, cleaner print.
  const accent =
    deltaE(a, p) < 14
      ? ensureContrast(hslToHex({ ...hexToHsl(a), h: hexToHsl(a).h + 150 }), garment, TEXT_CONTRAST)
      : a;
  const support = deltaE(s, p) < 10 || deltaE(s, accent) < 10 ? p : s;
  return { garment, darkGarment: dark, primary: p, accent, support };
}

/**
 * Seeded synthetic palettes of the kinds artists' pictures come in (neon, pastel, earthy,
 * monochrome, two-hue), described the way extractPalette describes a real image.
 */
import { hslToHex, hexToHsl } from '../color/color.ts';
import type { PaletteColor } from '../color/palette.ts';
import { Rng } from '../random/prng.ts';

export type PaletteFlavour = 'neon' | 'pastel' | 'earthy' | 'monochrome' | 'two-hue';
export const PALETTE_FLAVOURS: readonly PaletteFlavour[] = [
  'neon',
  'pastel',
  'earthy',
  'monochrome',
  'two-hue',
];

function colour(h: number, s: number, l: number, weight: number): PaletteColor {
  const hex = hslToHex({ h, s, l });
  const back = hexToHsl(hex);
  return { hex, weight, hue: back.h, saturation: back.s, lightness: back.l };
}

/** Weights drawn at random, then normalised to sum to 1 like a real palette. */
function normalise(colours: PaletteColor[]): PaletteColor[] {
  const total = colours.reduce((sum, c) => sum + c.weight, 0);
  return colours
    .map((c) => ({ ...c, weight: c.weight / total }))
    .sort((a, b) => b.weight - a.weight);
}

export function randomPalette(flavour: PaletteFlavour, seed: number): PaletteColor[] {
  const rng = new Rng(`palette|${flavour}|${seed}`);
  const base = rng.range(0, 360);
  const out: PaletteColor[] = [];
  switch (flavour) {
    case 'neon':
      out.push(colour(base, rng.range(0.1, 0.4), rng.range(0.04, 0.12), rng.range(0.3, 0.5)));
      for (let i = 0; i < 3; i += 1)
        out.push(
          colour(
            base + rng.range(60, 300),
            rng.range(0.85, 1),
            rng.range(0.45, 0.6),
            rng.range(0.05, 0.2),
          ),
        );
      out.push(colour(base, rng.range(0.85, 1), rng.range(0.45, 0.6), rng.range(0.05, 0.2)));
      break;
    case 'pastel':
      for (let i = 0; i < 4; i += 1)
        out.push(
          colour(
            base + i * rng.range(30, 90),
            rng.range(0.35, 0.75),
            rng.range(0.72, 0.88),
            rng.range(0.1, 0.3),
          ),
        );
      out.push(colour(base, 0.05, rng.range(0.9, 0.97), rng.range(0.1, 0.3)));
      break;
    case 'earthy':
      for (let i = 0; i < 5; i += 1)
        out.push(
          colour(
            rng.range(10, 70),
            rng.range(0.2, 0.55),
            rng.range(0.15, 0.55),
            rng.range(0.1, 0.3),
          ),
        );
      if (rng.chance(0.5))
        out.push(colour(rng.range(80, 150), rng.range(0.2, 0.4), rng.range(0.2, 0.4), 0.1));
      break;
    case 'monochrome':
      for (let i = 0; i < 5; i += 1)
        out.push(
          colour(
            base + rng.range(-8, 8),
            rng.range(0, 0.14),
            rng.range(0.05, 0.9),
            rng.range(0.1, 0.3),
          ),
        );
      if (rng.chance(0.5))
        out.push(
          colour(
            rng.range(0, 360),
            rng.range(0.5, 0.9),
            rng.range(0.35, 0.6),
            rng.range(0.01, 0.06),
          ),
        );
      break;
    case 'two-hue': {
      const second = base + rng.range(90, 270);
      out.push(colour(base, rng.range(0.3, 0.9), rng.range(0.1, 0.3), rng.range(0.2, 0.4)));
      out.push(colour(base, rng.range(0.4, 0.9), rng.range(0.35, 0.65), rng.range(0.1, 0.3)));
      out.push(colour(second, rng.range(0.4, 0.9), rng.range(0.35, 0.7), rng.range(0.1, 0.3)));
      out.push(colour(second, rng.range(0.2, 0.6), rng.range(0.15, 0.4), rng.range(0.05, 0.2)));
      out.push(colour(base, 0.06, rng.range(0.8, 0.95), rng.range(0.05, 0.15)));
      break;
    }
  }
  return normalise(out);
}

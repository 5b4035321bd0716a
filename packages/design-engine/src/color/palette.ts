/**
 * The artist image's palette, from real pixels: sharp downscales the image to 64×64, the raw
 * RGB samples are clustered with a deterministic k-means, and each cluster is described by its
 * colour, its share of the image and how saturated it is.
 */
import sharp from 'sharp';
import { rgbToHsl, toHex, hslToHex } from './color.ts';
import { kmeans } from './kmeans.ts';
import { Rng } from '../random/prng.ts';

export interface PaletteColor {
  hex: string;
  /** Share of the image, 0–1. */
  weight: number;
  hue: number;
  saturation: number;
  lightness: number;
}

export const PALETTE_SAMPLE_SIZE = 64;

function describe(hex: string, weight: number, r: number, g: number, b: number): PaletteColor {
  const { h, s, l } = rgbToHsl({ r, g, b });
  return { hex, weight, hue: h, saturation: s, lightness: l };
}

export async function extractPalette(image: Buffer, colours = 6): Promise<PaletteColor[]> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#808080' })
    .resize(PALETTE_SAMPLE_SIZE, PALETTE_SAMPLE_SIZE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const samples = new Float64Array(info.width * info.height * 3);
  for (let i = 0; i < samples.length; i += 1) samples[i] = data[i] ?? 0;
  return kmeans(samples, colours).map((c) =>
    describe(toHex({ r: c.r, g: c.g, b: c.b }), c.weight, c.r, c.g, c.b),
  );
}

/** Without an image: a small palette from the artist's id, so it is still stable per artist. */
export function syntheticPalette(key: string): PaletteColor[] {
  const rng = new Rng(`palette:${key}`);
  const base = rng.range(0, 360);
  const spec = [
    { dh: 0, s: 0.65, l: 0.45, w: 0.4 },
    { dh: rng.pick([150, 180, 210]), s: 0.6, l: 0.55, w: 0.25 },
    { dh: rng.pick([30, -30]), s: 0.45, l: 0.3, w: 0.2 },
    { dh: 0, s: 0.1, l: 0.85, w: 0.15 },
  ];
  return spec.map(({ dh, s, l, w }) => {
    const hex = hslToHex({ h: base + dh, s, l });
    return { hex, weight: w, hue: (base + dh + 360) % 360, saturation: s, lightness: l };
  });
}

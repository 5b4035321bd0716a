/**
 * The artist image's palette, from real pixels: sharp downscales the image to 64×64, the raw
 * RGB samples are clustered with a deterministic k-means, and each cluster is described by its
 * colour, its share of the image and how saturated it is. A second pass clusters only the vivid
 * pixels: a small sun disc or neon stripe is averaged away by the first pass, yet it is the colour
 * a designer would pick first.
 */
import sharp from 'sharp';
import { deltaE, rgbToHsl, toHex, hslToHex } from './color.ts';
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

async function sample(image: Buffer, size: number, nearest: boolean): Promise<Float64Array> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#808080' })
    .resize(size, size, { fit: 'inside', ...(nearest ? { kernel: 'nearest' as const } : {}) })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const samples = new Float64Array(info.width * info.height * 3);
  for (let i = 0; i < samples.length; i += 1) samples[i] = data[i] ?? 0;
  return samples;
}

/** The vivid pass samples more finely and without blending, so thin neon lines keep their colour. */
const VIVID_SAMPLE_SIZE = 128;

export async function extractPalette(image: Buffer, colours = 6): Promise<PaletteColor[]> {
  const [samples, fine] = await Promise.all([
    sample(image, PALETTE_SAMPLE_SIZE, false),
    sample(image, VIVID_SAMPLE_SIZE, true),
  ]);
  const base = kmeans(samples, colours).map((c) =>
    describe(toHex({ r: c.r, g: c.g, b: c.b }), c.weight, c.r, c.g, c.b),
  );
  return withVividAccents(base, fine);
}

/** A pixel this saturated, and neither near black nor near white, counts as vivid. */
const VIVID_SATURATION = 0.45;
/** Vivid pixels must cover this share of the image to be an accent, not noise or grain. */
const MIN_ACCENT_SHARE = 0.006;
/** Lab distance under which an accent is already represented by a base cluster. */
const SAME_COLOUR = 22;

/**
 * Adds up to two accents found among the vivid pixels when no base cluster already carries
 * them; weights are their real pixel shares, and the base clusters give up that share so the
 * weights still sum to 1.
 */
function withVividAccents(base: PaletteColor[], samples: Float64Array): PaletteColor[] {
  const count = samples.length / 3;
  const vivid: number[] = [];
  for (let p = 0; p < count; p += 1) {
    const r = samples[p * 3] ?? 0;
    const g = samples[p * 3 + 1] ?? 0;
    const b = samples[p * 3 + 2] ?? 0;
    const { s, l } = rgbToHsl({ r, g, b });
    if (s >= VIVID_SATURATION && l > 0.18 && l < 0.88) vivid.push(r, g, b);
  }
  if (count === 0 || vivid.length / 3 < count * MIN_ACCENT_SHARE) return base;
  const share = vivid.length / 3 / count;
  const accents = kmeans(Float64Array.from(vivid), 3)
    .map((c) => describe(toHex(c), c.weight * share, c.r, c.g, c.b))
    .filter((c) => c.weight >= MIN_ACCENT_SHARE)
    .filter((c) => base.every((b) => deltaE(b.hex, c.hex) > SAME_COLOUR));
  const added: PaletteColor[] = [];
  for (const accent of accents) {
    if (added.length >= 2) break;
    if (added.every((a) => deltaE(a.hex, accent.hex) > SAME_COLOUR)) added.push(accent);
  }
  if (added.length === 0) return base;
  const taken = added.reduce((sum, c) => sum + c.weight, 0);
  return [...base.map((c) => ({ ...c, weight: c.weight * (1 - taken) })), ...added];
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

/**
 * The artist image's palette, from real pixels: sharp downscales the image to 64×64, the raw
 * RGB samples are clustered with a deterministic k-means, and each cluster is described by its
 * colour, its share of the image and how saturated it is. A second pass clusters only the vivid
 * pixels: a small sun disc or neon stripe is averaged away by the first pass, yet it is the colour
 * a designer would pick first. An accent is read from its cleaner pixels, not its blended edges.
 */
import sharp from 'sharp';
import { deltaE, hueDelta, parseHex, rgbToHsl, toHex, hslToHex, type Rgb } from './color.ts';
import { kmeans, type Cluster } from './kmeans.ts';
import { Rng } from '../random/prng.ts';
import { skinLikelihood } from '../image/saliency.ts';

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
  const clusters = kmeans(samples, colours);
  const weights = clusters.map((c) => c.weight * skinDiscount(c.r, c.g, c.b));
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  const base = clusters.map((c, i) =>
    describe(toHex({ r: c.r, g: c.g, b: c.b }), (weights[i] ?? 0) / total, c.r, c.g, c.b),
  );
  return withVividAccents(base, fine);
}

/**
 * A colour cluster of skin counts for less: a face fills much of a portrait, and its browns and
 * tans became the inks of a band named for a blue hour (Die Blaue Stunde printed brown on cream).
 * The skin stays in the palette, behind the picture's own colours.
 */
const SKIN_WEIGHT = 0.4;

function skinDiscount(r: number, g: number, b: number): number {
  return 1 - (1 - SKIN_WEIGHT) * skinLikelihood(r, g, b);
}

/** A pixel this saturated, and neither near black nor near white, counts as vivid. */
const VIVID_SATURATION = 0.45;
/**
 * A pixel with this much chroma (max − min channel, 0–1) is coloured however light it is: a mint
 * or pale-blue stripe on a grey picture has an HSL saturation under the vivid bar, yet it is the
 * one colour a designer would print. Grain and a grey's cast stay under it.
 */
const TINTED_CHROMA = 0.12;
/** Vivid pixels must cover this share of the image to be an accent, not noise or grain. */
const MIN_ACCENT_SHARE = 0.006;
/** Hue distance (degrees) from every printable base hue at which a soft accent is another colour. */
const OTHER_HUE = 60;
/** Lab distance under which an accent is already represented by a base cluster. */
const SAME_COLOUR = 22;

const chromaOf = (r: number, g: number, b: number): number =>
  (Math.max(r, g, b) - Math.min(r, g, b)) / 255;

const isVividPixel = (r: number, g: number, b: number): boolean => {
  const { s, l } = rgbToHsl({ r, g, b });
  return s >= VIVID_SATURATION && l > 0.18 && l < 0.88;
};

const isTintedPixel = (r: number, g: number, b: number): boolean => {
  const { s, l } = rgbToHsl({ r, g, b });
  return s >= 0.12 && l > 0.18 && l < 0.9 && chromaOf(r, g, b) >= TINTED_CHROMA;
};

/**
 * The accent as printed in the picture: the mean of the cleaner half (by chroma) of the pixels
 * nearest its cluster centre. The centre itself averages in the anti-aliased edges and grain
 * where the stripe meets the grey, which dulls a neon green to a muted one.
 */
function cleanerHalf(pixels: Float64Array, centres: readonly Cluster[], index: number): Rgb {
  const own: [number, number, number, number][] = [];
  for (let p = 0; p < pixels.length; p += 3) {
    const r = pixels[p] ?? 0;
    const g = pixels[p + 1] ?? 0;
    const b = pixels[p + 2] ?? 0;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    centres.forEach((c, i) => {
      const d = (c.r - r) ** 2 + (c.g - g) ** 2 + (c.b - b) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    if (best === index) own.push([chromaOf(r, g, b), r, g, b]);
  }
  const centre = centres[index] ?? { r: 0, g: 0, b: 0 };
  if (own.length === 0) return { r: centre.r, g: centre.g, b: centre.b };
  // Ties broken by the channels, so the same pixels always give the same half.
  own.sort((x, y) => y[0] - x[0] || y[1] - x[1] || y[2] - x[2] || y[3] - x[3]);
  const half = own.slice(0, Math.max(1, Math.ceil(own.length / 2)));
  const mean = (k: 1 | 2 | 3): number => half.reduce((sum, px) => sum + px[k], 0) / half.length;
  return { r: mean(1), g: mean(2), b: mean(3) };
}

/**
 * True when a base cluster already carries the accent: close in colour and nearly as colourful
 * (a grey-mint cluster does not stand for the mint stripe it was averaged from).
 */
const represents = (base: PaletteColor, accent: PaletteColor): boolean =>
  deltaE(base.hex, accent.hex) <= SAME_COLOUR &&
  chromaOf(...rgbOf(base.hex)) >= 0.75 * chromaOf(...rgbOf(accent.hex));

function rgbOf(hex: string): [number, number, number] {
  const { r, g, b } = parseHex(hex);
  return [r, g, b];
}

/** The picture's pixels that pass `keep`, as RGB triples. */
function pick(
  samples: Float64Array,
  keep: (r: number, g: number, b: number) => boolean,
): Float64Array {
  const kept: number[] = [];
  for (let p = 0; p + 2 < samples.length; p += 3) {
    const r = samples[p] ?? 0;
    const g = samples[p + 1] ?? 0;
    const b = samples[p + 2] ?? 0;
    if (keep(r, g, b)) kept.push(r, g, b);
  }
  return Float64Array.from(kept);
}

/** Up to `k` accents among `pixels` (a share `share` of the picture), each as printed. */
function accentsAmong(pixels: Float64Array, k: number, share: number): PaletteColor[] {
  const clusters = kmeans(pixels, k);
  return clusters
    .map((c, i) => {
      const clean = cleanerHalf(pixels, clusters, i);
      return describe(toHex(clean), c.weight * share, clean.r, clean.g, clean.b);
    })
    .filter((c) => c.weight >= MIN_ACCENT_SHARE);
}

/** A palette colour a designer would print as a hue: saturated and really coloured. */
const isPrintableHue = (c: PaletteColor): boolean =>
  c.saturation >= 0.3 && chromaOf(...rgbOf(c.hex)) >= TINTED_CHROMA;

/**
 * The picture's soft colours (a mint stripe, a pale gold sun, a pale-blue ring, thin gold rings):
 * the clusters of its tinted pixels that no base cluster already carries, most colourful first.
 */
function softAccents(base: readonly PaletteColor[], samples: Float64Array): PaletteColor[] {
  const tinted = pick(samples, isTintedPixel);
  const share = tinted.length / samples.length;
  if (share < MIN_ACCENT_SHARE) return [];
  return accentsAmong(tinted, 3, share)
    .filter((c) => base.every((b) => !represents(b, c)))
    .sort((a, b) => chromaOf(...rgbOf(b.hex)) - chromaOf(...rgbOf(a.hex)));
}

/**
 * Adds up to two accents found among the vivid pixels when no base cluster already carries
 * them; weights are their real pixel shares, and the base clusters give up that share so the
 * weights still sum to 1. A picture left with no printable hue gets its soft colour as one
 * accent: without it a grey picture's whole set prints in greys and white.
 */
function withVividAccents(base: PaletteColor[], samples: Float64Array): PaletteColor[] {
  const count = samples.length / 3;
  if (count === 0) return base;
  const vivid = pick(samples, isVividPixel);
  const vividShare = vivid.length / 3 / count;
  const found = vividShare >= MIN_ACCENT_SHARE ? accentsAmong(vivid, 3, vividShare) : [];
  const added: PaletteColor[] = [];
  for (const accent of found.filter((c) => base.every((b) => deltaE(b.hex, c.hex) > SAME_COLOUR))) {
    if (added.length >= 2) break;
    if (added.every((a) => deltaE(a.hex, accent.hex) > SAME_COLOUR)) added.push(accent);
  }
  if (added.length === 0) {
    // A grey picture's soft colour; then, beside the hues it has, a colour of another hue the
    // picture draws in thin lines (Miles Okoro Quintet's gold rings on navy, averaged away).
    const soft = softAccents(base, samples);
    const grey = base.some(isPrintableHue) ? null : soft[0];
    if (grey) added.push(grey);
    const hues = [...base.filter(isPrintableHue), ...added];
    const other = soft.find((c) =>
      hues.every((h) => Math.abs(hueDelta(h.hue, c.hue)) >= OTHER_HUE),
    );
    if (other) added.push(other);
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

/**
 * The artist image as a grid of tones for halftones: sharp crops to the most interesting square
 * (libvips' attention strategy, deterministic), converts to greyscale and stretches its contrast.
 */
import sharp from 'sharp';

export interface Portrait {
  size: number;
  /** Brightness 0–1, row-major, size × size. */
  values: Float32Array;
}

export const PORTRAIT_SIZE = 160;

export async function preparePortrait(image: Buffer): Promise<Portrait> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover', position: sharp.strategy.attention })
    .greyscale()
    .normalise({ lower: 2, upper: 98 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const values = new Float32Array(info.width * info.height);
  for (let i = 0; i < values.length; i += 1) values[i] = (data[i * info.channels] ?? 0) / 255;
  return { size: info.width, values };
}

/** Bilinear sample at (u, v) in [0, 1]². */
export function samplePortrait(portrait: Portrait, u: number, v: number): number {
  const n = portrait.size;
  const x = Math.min(n - 1, Math.max(0, u * (n - 1)));
  const y = Math.min(n - 1, Math.max(0, v * (n - 1)));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(n - 1, x0 + 1);
  const y1 = Math.min(n - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const at = (px: number, py: number): number => portrait.values[py * n + px] ?? 0;
  const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
  const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** A stand-in tone field when there is no image: soft concentric light, like a spotlight. */
export function spotlightPortrait(): Portrait {
  const size = 64;
  const values = new Float32Array(size * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const d = Math.hypot(x / (size - 1) - 0.5, y / (size - 1) - 0.42) * 2;
      values[y * size + x] = Math.max(0, 1 - d * 0.9) ** 1.4;
    }
  }
  return { size, values };
}

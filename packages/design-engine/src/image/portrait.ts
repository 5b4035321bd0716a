/**
 * The artist image as a grid of tones for the portrait treatments: a cheap saliency heuristic
 * (saliency.ts) finds the subject, sharp crops a square around it, converts it to greyscale and
 * stretches its contrast. Prepared once per image (cached by content hash) because every design
 * of an artist, and every regenerate, prints the same picture.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { findSubject, saliencyMap, type SubjectBox } from './saliency.ts';
import { figureTones } from './figure-tones.ts';
import { showsFigure } from './figure-presence.ts';

export interface Portrait {
  size: number;
  /** Brightness 0–1, row-major, size × size. */
  values: Float32Array;
  /**
   * Whether the picture shows someone (figure-presence.ts): portrait layouts are drawn only
   * then. False for the stand-in of an artist without a picture.
   */
  hasFigure: boolean;
  /** The square it was cut from, in the source image's pixels (absent for stand-ins). */
  crop?: SubjectBox & { sourceWidth: number; sourceHeight: number };
}

/** Tone grid side: 256 keeps threshold contours smooth at 300 dpi and costs ~5 ms to prepare. */
export const PORTRAIT_SIZE = 256;
const SALIENCY_SIZE = 96;

const cache = new Map<string, Promise<Portrait>>();
const CACHE_LIMIT = 64;

export function preparePortrait(image: Buffer): Promise<Portrait> {
  const key = createHash('sha1').update(image).digest('hex');
  let pending = cache.get(key);
  if (!pending) {
    pending = build(image);
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Working raster: decoded once, big enough for a 256-px crop from a quarter of the picture. */
const WORK_SIZE = 640;

async function build(image: Buffer): Promise<Portrait> {
  const meta = await sharp(image).metadata();
  const sourceWidth = meta.width ?? 0;
  const sourceHeight = meta.height ?? 0;
  if (sourceWidth <= 0 || sourceHeight <= 0) throw new Error('artist image has no size');
  // One decode to RGB; the saliency map and the crop both read this raster.
  const work = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = work.info;
  const raw = { raw: { width, height, channels } } as const;
  const small = await sharp(work.data, raw)
    .resize(SALIENCY_SIZE, SALIENCY_SIZE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const map = saliencyMap(small.data, small.info.width, small.info.height, small.info.channels);
  const subject = findSubject(map);
  const scale = width / small.info.width;
  const size = Math.max(8, Math.min(width, height, Math.round(subject.size * scale)));
  const left = Math.min(width - size, Math.max(0, Math.round(subject.x * scale)));
  const top = Math.min(height - size, Math.max(0, Math.round(subject.y * scale)));
  const { data, info } = await sharp(work.data, raw)
    .extract({ left, top, width: size, height: size })
    .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Brightness, helped by colour where brightness alone loses the figure (figure-tones.ts).
  const values = figureTones(data, info.width, info.channels);
  // Report the crop in the source picture's pixels.
  const k = sourceWidth / width;
  const cropSize = Math.min(sourceWidth, sourceHeight, Math.round(size * k));
  return {
    size: info.width,
    values,
    hasFigure: showsFigure(map, small.data, small.info.channels),
    crop: {
      x: Math.min(sourceWidth - cropSize, Math.round(left * k)),
      y: Math.min(sourceHeight - cropSize, Math.round(top * k)),
      size: cropSize,
      sourceWidth,
      sourceHeight,
    },
  };
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
  return { size, values, hasFigure: false };
}

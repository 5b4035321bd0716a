import sharp from 'sharp';
import type { DesignSource } from './design-source.ts';
import type { Box } from './geometry.ts';
import type { StaticLayer } from './static-layer.ts';

/** Straight-alpha RGBA pixels. */
export interface Rgba {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Cut `crop` (design px) out of the working copy and scale it to w×h, with a touch of blur so the
 * edges sit in the cloth like ink rather than floating on it. Sharp premultiplies for both steps.
 */
export async function resizePrint(
  design: DesignSource,
  crop: Box,
  w: number,
  h: number,
  softness: number,
): Promise<Rgba> {
  const left = Math.max(0, Math.min(design.width - 1, Math.floor(crop.x)));
  const top = Math.max(0, Math.min(design.height - 1, Math.floor(crop.y)));
  const width = Math.max(1, Math.min(design.width - left, Math.ceil(crop.w)));
  const height = Math.max(1, Math.min(design.height - top, Math.ceil(crop.h)));
  let image = sharp(design.raw, {
    raw: { width: design.width, height: design.height, channels: 4 },
  })
    .extract({ left, top, width, height })
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' });
  if (softness >= 0.3) image = image.blur(softness);
  const data = await image.raw().toBuffer();
  return { data, width: w, height: h };
}

/**
 * Lay the print over a copy of the blank product at (x, y): the ink takes the fabric's folds and
 * texture (multiply in the shadows, screen on the lit ridges), then the gloss, then covers the
 * surface by its alpha × the product's ink opacity.
 */
export function compositePrint(
  layer: StaticLayer,
  out: Buffer,
  print: Rgba,
  x: number,
  y: number,
): void {
  const { size, ink, gloss, inkOpacity } = layer;
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  const x1 = Math.min(size, x + print.width);
  const y1 = Math.min(size, y + print.height);
  const src = print.data;
  for (let py = y0; py < y1; py++) {
    let s = ((py - y) * print.width + (x0 - x)) * 4;
    let d = py * size + x0;
    for (let px = x0; px < x1; px++, s += 4, d++) {
      const alpha = src[s + 3] ?? 0;
      const code = ink[d] ?? 0;
      if (alpha === 0 || code === 0) continue;
      const a = (alpha / 255) * inkOpacity;
      const n = (code - 128) / 127;
      const g = gloss ? (gloss[d] ?? 0) / 255 : 0;
      for (let c = 0; c < 3; c++) {
        let v = src[s + c] ?? 0;
        v = n < 0 ? v * (1 + n) : v + (255 - v) * n;
        v += (255 - v) * g;
        const o = d * 3 + c;
        const b = out[o] ?? 0;
        out[o] = b + (v - b) * a + 0.5;
      }
    }
  }
}

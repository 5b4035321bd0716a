/**
 * Measures a rendered design: where its ink is (alpha for transparent garment files, difference
 * from the paper for posters) and how much of the print area it covers.
 */
import type { Box } from '../svg/box.ts';

export interface InkStats {
  /** Pixel bounds of the ink, or null when nothing was printed. */
  bounds: Box | null;
  /** Inked pixels touching the outermost rows or columns. */
  edgePixels: number;
  /** Inked pixels as a share of `region`'s area. */
  coverage: number;
}

export function measureInk(
  pixels: Buffer,
  width: number,
  height: number,
  region: Box,
  paper: { r: number; g: number; b: number } | null,
): InkStats {
  // One 32-bit read per pixel (RGBA little-endian: alpha is the top byte).
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const paperKey = paper ? [paper.r, paper.g, paper.b] : null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let inked = 0;
  let edge = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x += 1) {
      const word = words[row + x] ?? 0;
      let isInk: boolean;
      if (paperKey) {
        const dr = (word & 0xff) - (paperKey[0] ?? 0);
        const dg = ((word >>> 8) & 0xff) - (paperKey[1] ?? 0);
        const db = ((word >>> 16) & 0xff) - (paperKey[2] ?? 0);
        isInk = dr * dr + dg * dg + db * db > 24 * 24;
        if (isInk) inked += 1;
      } else {
        const alpha = word >>> 24;
        isInk = alpha > 0;
        if (alpha >= 128) inked += 1;
      }
      if (!isInk) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first < 0) continue;
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
    if (y < y0) y0 = y;
    y1 = y;
    if (first === 0) edge += 1;
    if (last === width - 1) edge += 1;
    if (y === 0 || y === height - 1) edge += last - first + 1;
  }
  const area = Math.max(1, (region.x1 - region.x0) * (region.y1 - region.y0));
  return {
    bounds: Number.isFinite(x0) ? { x0, y0, x1: x1 + 1, y1: y1 + 1 } : null,
    edgePixels: edge,
    coverage: inked / area,
  };
}

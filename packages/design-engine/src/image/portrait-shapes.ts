/**
 * The shapes and edges behind the portrait treatments: hard clips (circle, arch, torn paper),
 * the grain that dissolves a fading edge, and the tone grid without a shape mask.
 */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { circle } from '../svg/shapes.ts';
import { tornEllipse, tornRect } from '../motifs/grit.ts';
import type { Portrait } from './portrait.ts';
import { densityAt, type PortraitShape, type ToneGrid } from './tone-field.ts';

export function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', '').slice(0, 6), 16);
  const ch = (s: number): number => {
    const c = ((n >> s) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(16) + 0.7152 * ch(8) + 0.0722 * ch(0);
}

/** Small deterministic hash noise in [0, 1) for grain. */
function noise(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 1274126177);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The hard outline for clipped shapes (circle, arch, torn), or null for dissolving ones. */
export function clipShape(shape: PortraitShape, box: Box, rng: Rng): string | null {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const cx = (box.x0 + box.x1) / 2;
  if (shape === 'circle') return circle(cx, (box.y0 + box.y1) / 2, Math.min(w, h) / 2);
  if (shape === 'arch') {
    const rad = w / 2;
    return `M${r(box.x0)} ${r(box.y1)}V${r(box.y0 + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(box.x1)} ${r(box.y0 + rad)}V${r(box.y1)}Z`;
  }
  if (shape === 'torn') {
    const rough = Math.max(8, w * 0.022);
    if (rng.chance(0.5)) return tornEllipse(box, rng, rough);
    // A torn scrap pasted on askew, inset so its corners stay in the box.
    const inset = Math.min(w, h) * 0.05;
    const inner = {
      x0: box.x0 + inset,
      y0: box.y0 + inset,
      x1: box.x1 - inset,
      y1: box.y1 - inset,
    };
    return tornRect(inner, rng, rough, undefined, rng.range(2, 4) * (rng.chance(0.5) ? 1 : -1));
  }
  return null;
}

/** Density without the shape mask (clipped shapes keep the picture right up to their edge). */
export function gridWithoutMask(
  portrait: Portrait,
  options: { box: Box; inkIsLight: boolean; shape: PortraitShape },
  grid: ToneGrid,
): Float32Array {
  const density = densityAt(portrait, options);
  const out = new Float32Array(grid.width * grid.height);
  for (let y = 0; y < grid.height; y += 1) {
    for (let x = 0; x < grid.width; x += 1) {
      out[y * grid.width + x] = density(x / (grid.width - 1), y / (grid.height - 1));
    }
  }
  for (let y = 0; y < grid.height; y += 1) {
    const fade = clipEdgeFade(options.shape, y / (grid.height - 1));
    grid.mask.fill(fade, y * grid.width, (y + 1) * grid.width);
  }
  return out;
}

/**
 * How a clipped shape fades besides its clip: an arch's flat foot would print as a hard
 * horizontal edge, so its last quarter dissolves downwards; circles and torn paper keep their
 * edge. v runs 0 (top) to 1 (bottom).
 */
export function clipEdgeFade(shape: PortraitShape, v: number): number {
  if (shape !== 'arch') return 1;
  const t = Math.min(1, Math.max(0, (v - 0.72) / 0.28));
  return 1 - t * t * (3 - 2 * t);
}

/**
 * Where the mask fades, break the tone up with grain so the edge dissolves like a worn
 * photocopy instead of ending in a smooth outline.
 */
export function dissolve(grid: ToneGrid, seed: number): void {
  for (let y = 0; y < grid.height; y += 1) {
    for (let x = 0; x < grid.width; x += 1) {
      const i = y * grid.width + x;
      const m = grid.mask[i] ?? 0;
      if (m >= 1) continue;
      if (m <= 0) {
        grid.values[i] = 0;
        continue;
      }
      const g = noise(x, y, seed) - 0.5;
      grid.values[i] = Math.max(
        0,
        (grid.values[i] ?? 0) * m + g * 0.9 * (1 - m) * Math.min(1, m * 4),
      );
    }
  }
}

/** Horizontal hairline bands across the box (the one-ink posterise's middle-tone tint). */
export function lineTint(box: Box, pitch: number): string {
  const lines: string[] = [];
  for (let y = box.y0 + pitch / 2; y < box.y1; y += pitch) {
    lines.push(
      `M${r(box.x0)} ${r(y - pitch * 0.2)}H${r(box.x1)}V${r(y + pitch * 0.2)}H${r(box.x0)}Z`,
    );
  }
  return lines.join('');
}

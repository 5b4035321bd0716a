/**
 * Bright, rounded ornaments for pop and k-pop: four-point sparkles (alone or as a seeded
 * cluster), hearts, rainbow arcs, and the sticker outline (an offset contour in a second ink).
 */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { pt } from './geometry.ts';

/** A four-point sparkle with concave sides; `pinch` 0.05 (needle) … 0.3 (plump). */
export function sparkle(cx: number, cy: number, radius: number, pinch = 0.14): string {
  const k = radius * pinch;
  const p = (x: number, y: number): string => pt([cx + x, cy + y]);
  return `M${p(0, -radius)}Q${p(k, -k)} ${p(radius, 0)}Q${p(k, k)} ${p(0, radius)}Q${p(-k, k)} ${p(-radius, 0)}Q${p(-k, -k)} ${p(0, -radius)}Z`;
}

/**
 * A cluster of sparkles in `box`: one large, a few medium, several tiny, placed without
 * overlaps. Returns [inkPath, accentPath] so a second ink can take the small ones.
 */
export function sparkleCluster(box: Box, rng: Rng, count = 7): [string, string] {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const unit = Math.min(w, h);
  const placed: { x: number; y: number; rad: number }[] = [];
  const big: string[] = [];
  const small: string[] = [];
  for (let i = 0; i < count * 8 && placed.length < count; i += 1) {
    const rank = placed.length;
    const rad = unit * (rank === 0 ? 0.3 : rank < 3 ? 0.14 : 0.065) * rng.range(0.85, 1.15);
    const x = box.x0 + rad + rng.float() * Math.max(0, w - 2 * rad);
    const y = box.y0 + rad + rng.float() * Math.max(0, h - 2 * rad);
    if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < (p.rad + rad) * 0.9)) continue;
    placed.push({ x, y, rad });
    (rank < 3 ? big : small).push(sparkle(x, y, rad, rank === 0 ? 0.12 : 0.16));
  }
  return [big.join(''), small.join('')];
}

/** A heart filling a w × h box with its top-left at (x, y). */
export function heart(box: Box): string {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const h = y1 - y0;
  const p = (u: number, v: number): string => pt([x0 + u * w, y0 + v * h]);
  return `M${p(0.5, 0.24)}C${p(0.5, 0.1)} ${p(0.3, -0.02)} ${p(0.16, 0.04)}C${p(-0.04, 0.12)} ${p(-0.02, 0.42)} ${p(0.14, 0.6)}C${p(0.26, 0.73)} ${p(0.42, 0.86)} ${p(0.5, 1)}C${p(0.58, 0.86)} ${p(0.74, 0.73)} ${p(0.86, 0.6)}C${p(1.02, 0.42)} ${p(1.04, 0.12)} ${p(0.84, 0.04)}C${p(0.7, -0.02)} ${p(0.5, 0.1)} ${p(0.5, 0.24)}Z`;
}

/**
 * Rainbow arcs standing on the bottom of `box`: `bands` half rings with garment gaps between.
 * Returns one path per band (outermost first) so callers can alternate inks.
 */
export function rainbowBands(box: Box, bands = 4): string[] {
  const w = box.x1 - box.x0;
  const outer = Math.min(w / 2, box.y1 - box.y0);
  const cx = (box.x0 + box.x1) / 2;
  const cy = box.y1;
  const inner = outer * 0.38;
  const pitch = (outer - inner) / bands;
  const out: string[] = [];
  for (let i = 0; i < bands; i += 1) {
    const ro = outer - i * pitch;
    const ri = ro - pitch * 0.78;
    out.push(
      `M${r(cx - ro)} ${r(cy)}A${r(ro)} ${r(ro)} 0 0 1 ${r(cx + ro)} ${r(cy)}L${r(cx + ri)} ${r(cy)}A${r(ri)} ${r(ri)} 0 0 0 ${r(cx - ri)} ${r(cy)}Z`,
    );
  }
  return out;
}

/**
 * A sticker outline: the same shape drawn underneath with a wide round-joined stroke, so it reads
 * as a die-cut sticker. Put it before the shape's own markup.
 */
export function stickerOutline(
  d: string,
  transform: string,
  ink: string,
  width: number,
  scale = 1,
): string {
  return `<path transform="${transform}" fill="${ink}" stroke="${ink}" stroke-width="${r(width / scale)}" stroke-linejoin="round" d="${d}"/>`;
}

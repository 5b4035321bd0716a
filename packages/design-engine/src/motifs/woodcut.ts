/**
 * Woodcut and engraving fills for folk and classical: parallel hatching clipped to any shape
 * (as a pattern), cut mountains with hatched shade sides, and rolling wave lines.
 */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import type { Point } from '../svg/shapes.ts';
import { bandAlong } from './classic.ts';
import { pt } from './geometry.ts';

/**
 * A hatching pattern definition (lines `weight` thick every `pitch` units at `angle` degrees).
 * Fill a shape with `fill="url(#id)"` to shade it as an engraving.
 */
export function hatchPattern(
  id: string,
  ink: string,
  pitch: number,
  weight: number,
  angle = 45,
): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${r(pitch)}" height="${r(pitch)}" patternTransform="rotate(${r(angle)})"><rect x="0" y="0" width="${r(pitch)}" height="${r(weight)}" fill="${ink}"/></pattern>`;
}

/**
 * Hatch lines as real geometry inside a convex-ish polygon (scanline fill with gaps), so the
 * print file has no pattern tiles. Lines tilt by `angle` degrees.
 */
export function hatchPolygon(
  points: readonly Point[],
  pitch: number,
  weight: number,
  angle = 0,
): string {
  const a = (angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  if (!(pitch > 0)) return '';
  // Rotate into hatch space, scan horizontally, rotate back.
  const rot = points.map(([x, y]): Point => [x * cos + y * sin, -x * sin + y * cos]);
  const ys = rot.map((p) => p[1]);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const parts: string[] = [];
  const back = ([x, y]: Point): Point => [x * cos - y * sin, x * sin + y * cos];
  for (let y = y0 + pitch / 2; y < y1; y += pitch) {
    const xs: number[] = [];
    for (let i = 0; i < rot.length; i += 1) {
      const p = rot[i] as Point;
      const q = rot[(i + 1) % rot.length] as Point;
      if ((p[1] <= y && q[1] > y) || (q[1] <= y && p[1] > y)) {
        xs.push(p[0] + ((y - p[1]) / (q[1] - p[1])) * (q[0] - p[0]));
      }
    }
    xs.sort((m, n) => m - n);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const xa = (xs[k] ?? 0) + weight;
      const xb = (xs[k + 1] ?? 0) - weight;
      if (xb - xa < weight * 2) continue;
      const hw = weight / 2;
      parts.push(
        `M${pt(back([xa, y - hw]))}L${pt(back([xb, y - hw]))}L${pt(back([xb, y + hw]))}L${pt(back([xa, y + hw]))}Z`,
      );
    }
  }
  return parts.join('');
}

/**
 * A woodcut mountain range across `box`: one continuous ridge (peaks and valleys, the tallest
 * near the middle) cut as a heavy line, snow caps solid, the shadow faces hatched, and a row of
 * pines along the foot. One ink; nothing overlaps, so it needs no knockout colour.
 */
export function woodcutMountains(box: Box, rng: Rng, peaks = 3): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const weight = Math.max(2, h * 0.018);
  const foot = box.y1 - h * 0.2;
  const parts: string[] = [];
  // Ridge: valley, peak, valley, … from edge to edge.
  const ridge: Point[] = [[box.x0 + weight, foot - h * rng.range(0.05, 0.15)]];
  for (let i = 0; i < peaks; i += 1) {
    const centre = box.x0 + (w * (i + 0.5)) / peaks + rng.range(-0.04, 0.04) * w;
    const tall = i === Math.floor(peaks / 2);
    const top = box.y0 + h * (tall ? 0.02 : rng.range(0.2, 0.32));
    ridge.push([centre, top]);
    if (i < peaks - 1) {
      ridge.push([
        box.x0 + (w * (i + 1)) / peaks + rng.range(-0.03, 0.03) * w,
        foot - h * rng.range(0.22, 0.34),
      ]);
    }
  }
  ridge.push([box.x1 - weight, foot - h * rng.range(0.05, 0.15)]);
  parts.push(bandAlong(ridge, weight * 1.8, weight * 1.8));
  for (let i = 1; i < ridge.length - 1; i += 2) {
    const peak = ridge[i] as Point;
    const left = ridge[i - 1] as Point;
    const right = ridge[i + 1] as Point;
    // Shadow face: right of the peak, hatched down to the foot.
    parts.push(
      hatchPolygon(
        [peak, right, [right[0], foot], [peak[0] + weight * 2, foot]],
        weight * 2.6,
        weight * 0.9,
        -28,
      ),
    );
    // Snow cap: a solid wedge from the peak with a jagged lower edge.
    const depth = (foot - peak[1]) * 0.26;
    const at = (p: Point, t: number): Point => [
      peak[0] + (p[0] - peak[0]) * t,
      peak[1] + (p[1] - peak[1]) * t,
    ];
    const tl = depth / Math.max(1, left[1] - peak[1]);
    const tr = depth / Math.max(1, right[1] - peak[1]);
    const a = at(left, Math.min(0.9, tl));
    const b = at(right, Math.min(0.9, tr));
    const teeth: Point[] = [];
    for (let k = 1; k < 6; k += 1) {
      const x = a[0] + ((b[0] - a[0]) * k) / 6;
      const y = a[1] + ((b[1] - a[1]) * k) / 6 + (k % 2 === 1 ? depth * 0.35 : -depth * 0.05);
      teeth.push([x, y]);
    }
    parts.push(`M${pt(peak)}L${pt(a)}L${teeth.map(pt).join('L')}L${pt(b)}Z`);
  }
  // Pines along the foot, stacked triangles of seeded heights.
  const trees = Math.max(5, Math.round(w / (h * 0.09)));
  for (let i = 0; i < trees; i += 1) {
    const x = box.x0 + (w * (i + 0.5)) / trees;
    const th = h * rng.range(0.11, 0.19);
    const tw = th * 0.55;
    const base = box.y1 - weight * 1.2;
    for (let k = 0; k < 3; k += 1) {
      const y0 = base - th + (th * k) / 4;
      const half = (tw / 2) * (0.55 + k * 0.25);
      parts.push(
        `M${pt([x, y0])}L${pt([x + half, y0 + th * 0.42])}L${pt([x - half, y0 + th * 0.42])}Z`,
      );
    }
  }
  parts.push(`M${r(box.x0)} ${r(box.y1 - weight * 1.4)}H${r(box.x1)}V${r(box.y1)}H${r(box.x0)}Z`);
  return parts.join('');
}

/** Rolling waves: `rows` wavy bands, each with a curl at its crest, across `box`. */
export function waveLines(box: Box, rows = 4, weight = 8): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const parts: string[] = [];
  for (let j = 0; j < rows; j += 1) {
    const y = box.y0 + (h * (j + 0.5)) / rows;
    const amp = (h / rows) * 0.28;
    const pts: Point[] = [];
    const shift = j % 2 === 0 ? 0 : Math.PI;
    for (let i = 0; i <= 60; i += 1) {
      const t = i / 60;
      pts.push([box.x0 + t * w, y + Math.sin(t * Math.PI * 6 + shift) * amp]);
    }
    parts.push(bandAlong(pts, weight, weight));
  }
  return parts.join('');
}

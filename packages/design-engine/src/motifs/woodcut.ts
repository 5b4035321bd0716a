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
 * A woodcut mountain range on the bottom of `box`: solid lit faces, hatched shadow faces, a snow
 * cap notch, and a few hatched foothills. Returns the path data (one ink).
 */
export function woodcutMountains(box: Box, rng: Rng, peaks = 3): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const parts: string[] = [];
  const weight = Math.max(2, h * 0.012);
  const pitch = weight * 2.6;
  for (let i = 0; i < peaks; i += 1) {
    const centre = box.x0 + w * (peaks === 1 ? 0.5 : 0.18 + (0.64 * i) / (peaks - 1));
    const tall = i === Math.floor(peaks / 2);
    const peakY = box.y0 + h * (tall ? 0.02 : rng.range(0.22, 0.35));
    const half = w * (tall ? 0.34 : rng.range(0.22, 0.28));
    const top: Point = [centre + rng.range(-0.03, 0.03) * w, peakY];
    const left: Point = [centre - half, box.y1];
    const right: Point = [centre + half, box.y1];
    const ridge: Point = [top[0] + half * 0.12, box.y1];
    // Lit face: solid outline band on the left flank, shaded face hatched.
    parts.push(bandAlong([left, top], weight * 2.2, weight * 1.2));
    parts.push(bandAlong([top, right], weight * 1.2, weight * 2.2));
    parts.push(hatchPolygon([top, right, ridge], pitch, weight, -18));
    // The snow line: a zig-zag band across the peak.
    const snowY = peakY + (box.y1 - peakY) * 0.22;
    const sx0 = top[0] - (top[0] - left[0]) * 0.22;
    const sx1 = top[0] + (right[0] - top[0]) * 0.22;
    const zig: Point[] = [];
    for (let k = 0; k <= 6; k += 1)
      zig.push([sx0 + ((sx1 - sx0) * k) / 6, snowY + (k % 2 === 0 ? 0 : weight * 4)]);
    parts.push(bandAlong(zig, weight * 1.3, weight * 1.3));
  }
  parts.push(`M${r(box.x0)} ${r(box.y1 - weight * 2)}H${r(box.x1)}V${r(box.y1)}H${r(box.x0)}Z`);
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

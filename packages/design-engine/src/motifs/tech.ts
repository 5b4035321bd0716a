/**
 * Strict geometry for techno and electronic: perspective floor grids, modular grids, dot fields
 * that fade like a halftone, concentric rings, waveforms and registration marks. Lines are
 * drawn as filled bands, not strokes, so weights stay exact when the art is scaled.
 */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { circle } from '../svg/shapes.ts';

const hBar = (x0: number, x1: number, y: number, w: number): string =>
  `M${r(x0)} ${r(y - w / 2)}H${r(x1)}V${r(y + w / 2)}H${r(x0)}Z`;
const vBar = (x: number, y0: number, y1: number, w: number): string =>
  `M${r(x - w / 2)} ${r(y0)}H${r(x + w / 2)}V${r(y1)}H${r(x - w / 2)}Z`;

/** A floor grid in perspective: rays from a vanishing point and rungs closing towards it. */
export function perspectiveGrid(box: Box, weight: number, columns = 14, rows = 9): string {
  const w = box.x1 - box.x0;
  const cx = (box.x0 + box.x1) / 2;
  const parts: string[] = [hBar(box.x0, box.x1, box.y0, weight * 1.4)];
  const vanish = box.y0 - (box.y1 - box.y0) * 0.35;
  for (let i = 0; i <= columns; i += 1) {
    const xb = box.x0 + (w * i) / columns;
    // Line from the horizon crossing to the bottom, as a thin wedge (thicker in front).
    const t = (box.y0 - vanish) / (box.y1 - vanish);
    const xt = cx + (xb - cx) * t;
    parts.push(
      `M${r(xt - weight * 0.3)} ${r(box.y0)}L${r(xt + weight * 0.3)} ${r(box.y0)}L${r(xb + weight * 0.6)} ${r(box.y1)}L${r(xb - weight * 0.6)} ${r(box.y1)}Z`,
    );
  }
  for (let j = 1; j <= rows; j += 1) {
    const t = (j / rows) ** 1.9;
    const y = box.y0 + (box.y1 - box.y0) * t;
    parts.push(hBar(box.x0, box.x1, y, weight * (0.45 + 0.75 * t)));
  }
  return parts.join('');
}

/** A modular grid of hairlines with every `major`-th line heavier. */
export function modularGrid(box: Box, cell: number, weight: number, major = 4): string {
  if (!(cell > 0)) return '';
  const parts: string[] = [];
  let k = 0;
  for (let x = box.x0; x <= box.x1 + 0.01; x += cell, k += 1) {
    parts.push(vBar(x, box.y0, box.y1, k % major === 0 ? weight * 2 : weight));
  }
  k = 0;
  for (let y = box.y0; y <= box.y1 + 0.01; y += cell, k += 1) {
    parts.push(hBar(box.x0, box.x1, y, k % major === 0 ? weight * 2 : weight));
  }
  return parts.join('');
}

/** A field of dots on a square grid whose size falls off from one corner (a halftone fade). */
export function dotFade(
  box: Box,
  pitch: number,
  from: 'top' | 'bottom' | 'left' | 'right' | 'center' = 'bottom',
): string {
  if (!(pitch > 0)) return '';
  const parts: string[] = [];
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  for (let y = box.y0 + pitch / 2; y < box.y1; y += pitch) {
    for (let x = box.x0 + pitch / 2; x < box.x1; x += pitch) {
      const u = (x - box.x0) / w;
      const v = (y - box.y0) / h;
      const t =
        from === 'bottom'
          ? v
          : from === 'top'
            ? 1 - v
            : from === 'left'
              ? 1 - u
              : from === 'right'
                ? u
                : 1 - Math.min(1, Math.hypot(u - 0.5, v - 0.5) * 2);
      const rad = (pitch / 2) * 0.92 * Math.sqrt(Math.max(0, t));
      if (rad > pitch * 0.06) parts.push(circle(x, y, rad));
    }
  }
  return parts.join('');
}

/** Concentric rings (a speaker cone, a target), `count` rings, evenly pitched. */
export function concentricRings(
  cx: number,
  cy: number,
  outer: number,
  count: number,
  weight: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const rad = outer - (i * outer) / count;
    if (rad <= weight) break;
    parts.push(circle(cx, cy, rad) + circle(cx, cy, rad - weight));
  }
  return parts.join('');
}

/** An audio waveform: symmetric vertical bars with seeded heights under a smooth envelope. */
export function waveform(box: Box, rng: Rng, bars = 48): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const cy = (box.y0 + box.y1) / 2;
  const pitch = w / bars;
  const bw = pitch * 0.58;
  const phases = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  const parts: string[] = [];
  for (let i = 0; i < bars; i += 1) {
    const t = (i + 0.5) / bars;
    const envelope = Math.sin(Math.PI * t) ** 0.7;
    const wobble =
      0.55 +
      0.25 * Math.sin(t * 23 + (phases[0] ?? 0)) +
      0.15 * Math.sin(t * 57 + (phases[1] ?? 0)) +
      0.1 * Math.sin(t * 101 + (phases[2] ?? 0));
    const half = Math.max(bw / 2, (h / 2) * envelope * Math.min(1, Math.max(0.08, wobble)));
    const x = box.x0 + i * pitch + (pitch - bw) / 2;
    const rr = bw / 2;
    parts.push(
      `M${r(x)} ${r(cy - half + rr)}A${r(rr)} ${r(rr)} 0 0 1 ${r(x + bw)} ${r(cy - half + rr)}V${r(cy + half - rr)}A${r(rr)} ${r(rr)} 0 0 1 ${r(x)} ${r(cy + half - rr)}Z`,
    );
  }
  return parts.join('');
}

/** A printer's registration mark: circle with a cross through it. */
export function registrationMark(cx: number, cy: number, size: number, weight: number): string {
  const rad = size * 0.32;
  return (
    circle(cx, cy, rad) +
    circle(cx, cy, rad - weight) +
    hBar(cx - size / 2, cx + size / 2, cy, weight) +
    vBar(cx, cy - size / 2, cy + size / 2, weight)
  );
}

/** A small plus-sign field (the techno flyer's “+ + +” texture). */
export function plusField(box: Box, pitch: number, size: number, weight: number): string {
  if (!(pitch > 0)) return '';
  const parts: string[] = [];
  for (let y = box.y0 + pitch / 2; y < box.y1; y += pitch) {
    for (let x = box.x0 + pitch / 2; x < box.x1; x += pitch) {
      parts.push(
        hBar(x - size / 2, x + size / 2, y, weight) + vBar(x, y - size / 2, y + size / 2, weight),
      );
    }
  }
  return parts.join('');
}

/**
 * The Greek key (meander): a running band of square hooks on a baseline, straight or bent into a
 * ring, as stroke geometry for the laiko layout (laiko.ts). Pure, and tested for its repeat.
 */
import { r } from '../../svg/num.ts';

/** Grid steps of one key: each hook is 5 steps wide with a one-step gap to the next. */
export const KEY_STEPS = 6;

/** One key's centre line in grid steps (x right, y down, baseline at y = 6). */
const HOOK: readonly (readonly [number, number])[] = [
  [0, 6],
  [0, 0],
  [5, 0],
  [5, 4],
  [2, 4],
  [2, 2],
  [3, 2],
];

/**
 * A straight band of `keys` keys, `step` per grid step, its top-left at (x, y): the baseline
 * (y + 6·step) runs the band's length and each hook rises from it. Stroke it `step` wide with
 * square caps and miter joins.
 */
export function meanderBand(x: number, y: number, keys: number, step: number): string {
  const parts: string[] = [];
  for (let k = 0; k < keys; k += 1) {
    const x0 = x + k * KEY_STEPS * step;
    parts.push('M' + HOOK.map(([hx, hy]) => `${r(x0 + hx * step)} ${r(y + hy * step)}`).join('L'));
  }
  const base = y + 6 * step;
  parts.push(`M${r(x)} ${r(base)}H${r(x + (keys * KEY_STEPS - 1) * step)}`);
  return parts.join('');
}

/**
 * The band bent round a circle centred (cx, cy): the baseline on radius `inner`, the hooks
 * reaching outwards to inner + 6·step, as many whole keys as fit (the ring closes on a key).
 * Straight runs are cut into short chords so they follow the curve.
 */
export function meanderRing(cx: number, cy: number, inner: number, step: number): string {
  const mid = inner + 3 * step;
  const keys = Math.max(8, Math.round((2 * Math.PI * mid) / (KEY_STEPS * step)));
  const perKey = (2 * Math.PI) / keys;
  const at = (k: number, hx: number, hy: number): string => {
    const angle = (k + hx / KEY_STEPS) * perKey - Math.PI / 2;
    const radius = inner + (6 - hy) * step;
    return `${r(cx + Math.cos(angle) * radius)} ${r(cy + Math.sin(angle) * radius)}`;
  };
  const parts: string[] = [];
  for (let k = 0; k < keys; k += 1) {
    const points: string[] = [];
    HOOK.forEach(([hx, hy], i) => {
      const prev = HOOK[i - 1];
      // A run along the circle (same height) is followed in small chords.
      if (prev && prev[1] === hy && prev[0] !== hx) {
        const n = Math.max(2, Math.ceil(Math.abs(hx - prev[0]) * 2));
        for (let j = 1; j < n; j += 1) points.push(at(k, prev[0] + ((hx - prev[0]) * j) / n, hy));
      }
      points.push(at(k, hx, hy));
    });
    parts.push(`M${points.join('L')}`);
  }
  const base: string[] = [];
  const segments = keys * 12;
  for (let j = 0; j <= segments; j += 1) base.push(at(0, (j / segments) * keys * KEY_STEPS, 6));
  parts.push(`M${base.join('L')}Z`);
  return parts.join('');
}

/** Whole keys of `step` that fit in `width` (a band ends on a hook, not in its gap). */
export function keysIn(width: number, step: number): number {
  return Math.max(1, Math.floor((width / step + 1) / KEY_STEPS));
}

/**
 * A felt-tip pen for the indie line drawings (the emo porch, the lo-fi window): lines, loops and
 * boxes with a little seeded wobble, as path data the caller strokes. One hand for every
 * drawing, so a house, a lake and a bicycle look drawn by the same person.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';

export type Pt = readonly [number, number];

/** A wobbly straight stroke from a to b (a slight bow, the ends a hair off). */
export function penLine(rng: Rng, a: Pt, b: Pt, wobble = 5): string {
  const j = (): number => rng.range(-wobble, wobble);
  const mx = (a[0] + b[0]) / 2 + j();
  const my = (a[1] + b[1]) / 2 + j();
  return `M${r(a[0] + j() * 0.3)} ${r(a[1] + j() * 0.3)}Q${r(mx)} ${r(my)} ${r(b[0])} ${r(b[1])}`;
}

/** A stroke through several points, each leg wobbling on its own. */
export function penPath(rng: Rng, pts: readonly Pt[], wobble = 5): string {
  return pts
    .slice(1)
    .map((p, i) => penLine(rng, pts[i] as Pt, p, wobble))
    .join('');
}

/** A loop round (cx, cy) that overshoots its start a little, the way a hand closes a circle. */
export function penLoop(rng: Rng, cx: number, cy: number, rx: number, ry = rx): string {
  const n = 36;
  const a0 = rng.range(0, Math.PI * 2);
  const pts: string[] = [];
  for (let i = 0; i <= n + 2; i += 1) {
    const a = a0 + (i / n) * Math.PI * 2;
    const k = 1 + rng.range(-0.025, 0.025);
    pts.push(`${r(cx + Math.cos(a) * rx * k)} ${r(cy + Math.sin(a) * ry * k)}`);
  }
  return `M${pts.join('L')}`;
}

/** A box drawn as four separate strokes whose corners cross a little. */
export function penBox(rng: Rng, x0: number, y0: number, x1: number, y1: number): string {
  const o = 6;
  return [
    penLine(rng, [x0 - o, y0], [x1 + o, y0], 3),
    penLine(rng, [x1, y0 - o], [x1, y1 + o], 3),
    penLine(rng, [x1 + o, y1], [x0 - o, y1], 3),
    penLine(rng, [x0, y1 + o], [x0, y0 - o], 3),
  ].join('');
}

/** Short rays round (cx, cy) from radius `inner` to `outer`, `count` of them. */
export function penRays(
  rng: Rng,
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  from = 0,
  to = Math.PI * 2,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = from + ((to - from) * (i + 0.5)) / count;
    const c = Math.cos(a);
    const s = Math.sin(a);
    parts.push(penLine(rng, [cx + c * inner, cy + s * inner], [cx + c * outer, cy + s * outer], 2));
  }
  return parts.join('');
}

/** A stroked path in `ink` with the pen's round ends. */
export function inked(d: string, ink: string, width: number): string {
  return `<path fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
}

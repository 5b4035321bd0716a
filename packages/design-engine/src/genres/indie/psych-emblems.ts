/**
 * The emblems of the psychedelic poster, drawn as path data in art units: a sun whose rays wave
 * like heat, an eye in a burst of rays, and op-art ripples (concentric bands whose rims swell in
 * lobes). All are flat shapes for one ink each, the way the 60s–70s posters were printed.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, ring, type Point } from '../../svg/shapes.ts';

const TAU = Math.PI * 2;

/**
 * `count` rays round (cx, cy), each a tapering flame whose middle line waves `waves` times,
 * from `inner` to `outer` (every other ray shorter when `alternate`).
 */
export function wavyRays(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  options: { waves: number; base: number; alternate: boolean; turn: number },
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = options.turn + (TAU * i) / count;
    const end = options.alternate && i % 2 === 1 ? inner + (outer - inner) * 0.68 : outer;
    const steps = 14;
    const left: Point[] = [];
    const right: Point[] = [];
    for (let k = 0; k <= steps; k += 1) {
      const t = k / steps;
      const d = inner + (end - inner) * t;
      // The flame narrows to a point and sways across its axis.
      const half = (options.base / 2) * (1 - t) ** 0.8;
      const sway = Math.sin(t * Math.PI * options.waves) * options.base * 0.45 * t;
      const ux = Math.cos(a);
      const uy = Math.sin(a);
      const mx = cx + ux * d - uy * sway;
      const my = cy + uy * d + ux * sway;
      left.push([mx - uy * half, my + ux * half]);
      right.push([mx + uy * half, my - ux * half]);
    }
    parts.push(polygon([...left, ...right.reverse()]));
  }
  return parts.join('');
}

/** The sun's disc: solid, with a thin ring of garment cut inside its rim (even-odd). */
export function sunDisc(cx: number, cy: number, radius: number): string {
  return circle(cx, cy, radius) + ring(cx, cy, radius * 0.86, radius * 0.79);
}

/** An almond eye's outline as a closed band `weight` thick (even-odd), `w` and `h` half-sizes. */
export function eyeOutline(cx: number, cy: number, w: number, h: number, weight: number): string {
  const lid = (hw: number, hh: number): string => {
    // Two quadratic lids meeting at sharp corners: the eye of the posters, not a lemon.
    const x0 = r(cx - hw);
    const x1 = r(cx + hw);
    return `M${x0} ${r(cy)}Q${r(cx)} ${r(cy - hh * 2)} ${x1} ${r(cy)}Q${r(cx)} ${r(cy + hh * 2)} ${x0} ${r(cy)}Z`;
  };
  return lid(w, h) + lid(w - weight * 1.8, h - weight);
}

/**
 * Straight rays round an eye, starting on an ellipse a little outside it (so they fan from the
 * lids, not from the pupil) and reaching `reach` times further.
 */
export function eyeRays(
  cx: number,
  cy: number,
  w: number,
  h: number,
  count: number,
  reach: number,
  width: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (TAU * (i + 0.5)) / count;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    // Where the ray leaves the ellipse round the eye.
    const d = 1 / Math.sqrt((ux / (w * 1.12)) ** 2 + (uy / (h * 1.9)) ** 2);
    const len = d * reach;
    const half = width / 2;
    parts.push(
      polygon([
        [cx + ux * d - uy * half * 0.4, cy + uy * d + ux * half * 0.4],
        [cx + ux * len - uy * half, cy + uy * len + ux * half],
        [cx + ux * len + uy * half, cy + uy * len - ux * half],
        [cx + ux * d + uy * half * 0.4, cy + uy * d - ux * half * 0.4],
      ]),
    );
  }
  return parts.join('');
}

/**
 * A closed lobed loop: a squarish ellipse (a superellipse, so it hugs a block of lines at its
 * corners) of half-sizes (rx, ry) whose rim swells by `amp` units in `lobes` lobes.
 */
function lobed(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wave: { lobes: number; amp: number; phase: number },
): string {
  const points: Point[] = [];
  const steps = 200;
  const squarish = (c: number): number => Math.sign(c) * Math.abs(c) ** 0.55;
  for (let k = 0; k < steps; k += 1) {
    const a = (TAU * k) / steps;
    const x = rx * squarish(Math.cos(a));
    const y = ry * squarish(Math.sin(a));
    const d = Math.max(1, Math.hypot(x, y));
    const swell = 1 + (wave.amp * Math.sin(wave.lobes * a + wave.phase)) / d;
    points.push([cx + x * swell, cy + y * swell]);
  }
  return polygon(points);
}

/** How far ripples reach past the loop they start from: `bands` bands `pitch` apart. */
export const rippleReach = (bands: number, pitch: number): number => bands * pitch + 16;

/**
 * Op-art ripples: `bands` concentric lobed bands (each an even-odd pair of loops) from the loop
 * of half-sizes (rx, ry) outward, `pitch` apart, every band's rim swelling a little more;
 * returned as two sets so the caller can print alternate bands in two inks.
 */
export function ripples(
  cx: number,
  cy: number,
  size: { rx: number; ry: number; bands: number; pitch: number },
  rng: Rng,
): { even: string; odd: string } {
  const lobes = rng.int(6, 10);
  const phase = rng.range(0, TAU);
  const even: string[] = [];
  const odd: string[] = [];
  for (let i = 0; i < size.bands; i += 1) {
    const wave = { lobes, amp: 5 + 3 * i, phase: phase + i * 0.3 };
    const loop = (o: number): string => lobed(cx, cy, size.rx + o, size.ry + o, wave);
    const o0 = i * size.pitch;
    (i % 2 === 0 ? even : odd).push(loop(o0 + size.pitch * 0.56) + loop(o0));
  }
  return { even: even.join(''), odd: odd.join('') };
}

/**
 * Hand-drawn marks for the DIY families: a pen loop around a word, a scribbled arrow, a doodled
 * star and a wobbly underline — seeded jitter on simple strokes, printed as stroked paths.
 */
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';

/** A pen loop around `box`: a little more than one turn, never quite closing on itself. */
export function penLoop(rng: Rng, box: Box, pad: number): string {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const hw = (box.x1 - box.x0) / 2;
  const hh = (box.y1 - box.y0) / 2;
  // Wide enough that the box's corners fall inside the ellipse, not just its edge midpoints.
  const rx = hw * 1.16 + pad;
  const ry = Math.min(hh + pad * 1.3, (hh + pad * 0.15) / Math.sqrt(1 - (hw / rx) ** 2));
  const start = rng.range(-2.6, -2.0);
  const turn = Math.PI * 2 * rng.range(1.06, 1.14);
  const pts: string[] = [];
  const n = 64;
  for (let i = 0; i <= n; i += 1) {
    const a = start + (turn * i) / n;
    const grow = 1 + (i / n) * 0.06 + rng.range(-0.012, 0.012);
    pts.push(`${r(cx + Math.cos(a) * rx * grow)} ${r(cy + Math.sin(a) * ry * grow)}`);
  }
  return `M${pts.join('L')}`;
}

/** A scribbled arrow from (x0, y0) to (x1, y1) with a two-stroke head. */
export function scribbleArrow(rng: Rng, x0: number, y0: number, x1: number, y1: number): string {
  const mx = (x0 + x1) / 2 + rng.range(-30, 30);
  const my = (y0 + y1) / 2 - rng.range(20, 60);
  const a = Math.atan2(y1 - my, x1 - mx);
  const head = 34;
  const h1 = `${r(x1 - Math.cos(a - 0.5) * head)} ${r(y1 - Math.sin(a - 0.5) * head)}`;
  const h2 = `${r(x1 - Math.cos(a + 0.5) * head)} ${r(y1 - Math.sin(a + 0.5) * head)}`;
  return `M${r(x0)} ${r(y0)}Q${r(mx)} ${r(my)} ${r(x1)} ${r(y1)}M${h1}L${r(x1)} ${r(y1)}L${h2}`;
}

/** A doodled five-point star drawn in one stroke (the order a hand draws it). */
export function doodleStar(rng: Rng, cx: number, cy: number, radius: number): string {
  const pts: string[] = [];
  for (let i = 0; i <= 5; i += 1) {
    const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5;
    const j = radius * 0.08;
    pts.push(
      `${r(cx + Math.cos(a) * radius + rng.range(-j, j))} ${r(cy + Math.sin(a) * radius + rng.range(-j, j))}`,
    );
  }
  return `M${pts.join('L')}`;
}

/** A wobbly underline from x0 to x1 at y. */
export function wobblyLine(rng: Rng, x0: number, x1: number, y: number): string {
  const n = Math.max(4, Math.round((x1 - x0) / 60));
  const pts: string[] = [];
  for (let i = 0; i <= n; i += 1)
    pts.push(`${r(x0 + ((x1 - x0) * i) / n)} ${r(y + rng.range(-4, 4))}`);
  return `M${pts.join('L')}`;
}

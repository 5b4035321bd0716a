/**
 * The abstract forms of a concert-season poster, in the manner of the Swiss Tonhalle and
 * "musica viva" bills: geometry that reads as music without a picture — rings of arcs
 * sounding out from a point, circles swelling along a line like a crescendo. Each returns
 * markup in the two inks (the second carries one or two strokes only, never a solid slab).
 */
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';

export type SeasonForm = 'arcs' | 'crescendo';

export interface FormInks {
  primary: string;
  accent: string;
}

export interface DrawnForm {
  markup: string;
  inks: string[];
}

function arc(cx: number, cy: number, radius: number, from: number, sweep: number): string {
  const [ax, ay] = polar(cx, cy, radius, from);
  const [bx, by] = polar(cx, cy, radius, from + sweep);
  const large = sweep > 180 ? 1 : 0;
  return `M${r(ax)} ${r(ay)}A${r(radius)} ${r(radius)} 0 ${large} 1 ${r(bx)} ${r(by)}`;
}

const stroke = (ink: string, width: number, d: string): string =>
  d ? `<path fill="none" stroke="${ink}" stroke-width="${r(width)}" d="${d}"/>` : '';

/**
 * Concentric arcs of different spans around a point: sound spreading from a source. Two rings
 * in the accent ink; a small solid disc at the centre is the one spot of fill.
 */
function arcs(box: Box, rng: Rng, inks: FormInks, left: boolean): DrawnForm {
  const h = box.y1 - box.y0;
  const w = box.x1 - box.x0;
  const outer = Math.min(h / 2 - 8, w / 2 - 8);
  const cx = left ? box.x0 + outer + 8 : box.x1 - outer - 8;
  const cy = box.y0 + h / 2;
  const rings = 10;
  const step = (outer - 40) / (rings - 1);
  const width = step * 0.5;
  const accentRings = new Set([2, rng.pick([6, 7, 8])]);
  const main: string[] = [];
  const second: string[] = [];
  for (let i = 0; i < rings; i += 1) {
    const radius = 40 + i * step - width / 2;
    const sweep = i === rings - 1 ? rng.range(150, 210) : rng.range(110, 320);
    const d = arc(cx, cy, radius, rng.range(0, 360), sweep);
    (accentRings.has(i) ? second : main).push(d);
  }
  return {
    markup:
      stroke(inks.primary, width, main.join('')) +
      stroke(inks.accent, width, second.join('')) +
      `<path fill="${inks.accent}" d="${circle(cx, cy, 22)}"/>`,
    inks: [inks.primary, inks.accent],
  };
}

/**
 * Rings standing on one line, each larger than the last and overlapping it: a crescendo drawn
 * as geometry. The rings alternate inks and thicken as they grow.
 */
function crescendo(box: Box, rng: Rng, inks: FormInks, left: boolean): DrawnForm {
  const h = box.y1 - box.y0;
  const w = box.x1 - box.x0;
  const count = rng.pick([5, 6, 7]);
  const big = Math.min(h / 2 - 6, w * 0.3);
  const radii = Array.from({ length: count }, (_, i) => 22 + (big - 22) * (i / (count - 1)) ** 1.6);
  // Overlap so the row spans the box: centres step by a share of the two radii.
  const span = radii.reduce((sum, rad) => sum + 2 * rad, 0);
  const overlap = Math.max(0.45, Math.min(1, (w - 16) / span));
  const ground = box.y1 - 6;
  let x = 0;
  const centres = radii.map((rad, i) => {
    if (i > 0) x += ((radii[i - 1] ?? 0) + rad) * overlap;
    return x;
  });
  const total = (centres[count - 1] ?? 0) + big + (radii[0] ?? 0);
  const start = left ? box.x0 + (radii[0] ?? 0) + 8 : box.x1 - total - 8 + (radii[0] ?? 0);
  const parts = radii.map((rad, i) => {
    const ink = (count - 1 - i) % 2 === 0 ? inks.accent : inks.primary;
    const width = Math.max(6, rad * 0.14);
    const cx = left ? start + (centres[i] ?? 0) : start + (centres[i] ?? 0);
    return stroke(ink, width, circle(cx, ground - rad, rad - width / 2));
  });
  const line = `<path fill="${inks.primary}" d="M${r(box.x0)} ${r(ground + 2)}H${r(box.x1)}v6H${r(box.x0)}Z"/>`;
  return { markup: parts.join('') + line, inks: [inks.primary, inks.accent] };
}

export function seasonForm(
  form: SeasonForm,
  box: Box,
  rng: Rng,
  inks: FormInks,
  left: boolean,
): DrawnForm {
  return form === 'arcs' ? arcs(box, rng, inks, left) : crescendo(box, rng, inks, left);
}

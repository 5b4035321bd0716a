/**
 * Drawn pieces for the illustrated metal layouts (altar, dagger): a dripping pillar candle, a
 * thorned branch bent along an arc, a halo of rays, an unrolled vertical scroll and a ritual
 * dagger. Each returns path data so a layout inks and mirrors it; all are built from straight
 * segments and arcs so they print as crisp one-colour shapes.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { polygon, type Point } from '../../svg/shapes.ts';
import { stem } from '../shared/ornaments.ts';
import { spike } from './thorns.ts';

/** Roman numerals for a short tracklist (I … XII): the liturgical numbering metal favours. */
export function roman(n: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  let left = n;
  for (const [value, glyph] of table) {
    while (left >= value) {
      out += glyph;
      left -= value;
    }
  }
  return out;
}

/**
 * A pillar candle standing on `floor` at `cx`, `w` wide and `h` tall: wax with a few drips
 * hanging from its rim, and a separate flame above the wick (returned apart so it can take the
 * accent ink).
 */
export function candle(
  cx: number,
  floor: number,
  w: number,
  h: number,
  rng: Rng,
): { wax: string; flame: string } {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const top = floor - h;
  const rim: Point[] = [
    [x1, floor],
    [x1, top + w * 0.12],
  ];
  // Drips along the rim, from right to left: narrow tongues of wax running down the side.
  const drips = 3;
  for (let i = 1; i <= drips; i += 1) {
    const x = x1 - (w * i) / (drips + 1);
    const len = rng.range(0.15, 0.45) * h * 0.5;
    rim.push(
      [x + w * 0.09, top],
      [x + w * 0.05, top + len],
      [x - w * 0.05, top + len],
      [x - w * 0.09, top],
    );
  }
  rim.push([x0, top + w * 0.12], [x0, floor]);
  const wax = polygon(rim);
  const fh = w * 1.3;
  const fy = top - w * 0.18;
  const flame = `M${r(cx)} ${r(fy - fh)}C${r(cx + w * 0.5)} ${r(fy - fh * 0.45)} ${r(cx + w * 0.38)} ${r(fy)} ${r(cx)} ${r(fy)}C${r(cx - w * 0.38)} ${r(fy)} ${r(cx - w * 0.5)} ${r(fy - fh * 0.45)} ${r(cx)} ${r(fy - fh)}Z`;
  const wick = `M${r(cx - 2)} ${r(top)}h4v${r(-w * 0.2)}h-4Z`;
  return { wax: wax + wick, flame };
}

/**
 * A thorned branch along the circle (cx, cy, radius) from angle `from` to `to` (degrees,
 * clockwise from east): a stem thick at its foot, thorns pointing outwards and inwards in turn.
 */
export function arcBranch(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  weight: number,
  rng: Rng,
): string {
  const n = 40;
  const points: Point[] = [];
  for (let i = 0; i <= n; i += 1) {
    const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    points.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
  }
  const parts = [stem(points, weight)];
  const count = Math.max(4, Math.round(Math.abs(to - from) / 9));
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const deg = from + (to - from) * t;
    const a = (deg * Math.PI) / 180;
    const out = i % 2 === 0;
    const base: Point = [cx + Math.cos(a) * radius, cy + Math.sin(a) * radius];
    // Thorns lean towards the branch's tip, so the growth reads in one direction.
    const lean = to > from ? 28 : -28;
    parts.push(
      spike(
        base,
        deg + (out ? 0 : 180) + (out ? lean : -lean),
        weight * rng.range(2.2, 3.2) * (1 - t * 0.5),
        weight * 0.9,
      ),
    );
  }
  return parts.join('');
}

/** Rays round (cx, cy) from `inner` out to `outer`, long and short in turn: the icon's halo. */
export function halo(cx: number, cy: number, inner: number, outer: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const deg = (360 * i) / count - 90;
    const a = (deg * Math.PI) / 180;
    const long = i % 2 === 0;
    const len = (outer - inner) * (long ? 1 : 0.55);
    parts.push(
      spike([cx + Math.cos(a) * inner, cy + Math.sin(a) * inner], deg, len, long ? 12 : 8),
    );
  }
  return parts.join('');
}

/**
 * An unrolled vertical scroll `w` wide from `y0` to `y1` (outline strokes): the sheet, with a
 * rolled edge at the top and the bottom — each roll a long rounded bar with a curl at its ends.
 */
export function scroll(cx: number, y0: number, y1: number, w: number): string {
  const roll = 34;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const bar = (y: number): string =>
    `M${r(x0 - 30)} ${r(y)}H${r(x1 + 30)}A${r(roll / 2)} ${r(roll / 2)} 0 0 1 ${r(x1 + 30)} ${r(y + roll)}H${r(x0 - 30)}A${r(roll / 2)} ${r(roll / 2)} 0 0 1 ${r(x0 - 30)} ${r(y)}Z` +
    // The curl: a small circle at each end of the roll.
    `M${r(x0 - 30 + roll * 0.3)} ${r(y + roll / 2)}a${r(roll * 0.2)} ${r(roll * 0.2)} 0 1 0 ${r(roll * 0.4)} 0a${r(roll * 0.2)} ${r(roll * 0.2)} 0 1 0 ${r(-roll * 0.4)} 0Z` +
    `M${r(x1 + 30 - roll * 0.7)} ${r(y + roll / 2)}a${r(roll * 0.2)} ${r(roll * 0.2)} 0 1 0 ${r(roll * 0.4)} 0a${r(roll * 0.2)} ${r(roll * 0.2)} 0 1 0 ${r(-roll * 0.4)} 0Z`;
  // The sheet's sides, slightly waisted like parchment pulled taut between the rolls.
  const mid = (y0 + y1) / 2;
  const sides = `M${r(x0)} ${r(y0 + roll)}Q${r(x0 + 14)} ${r(mid)} ${r(x0)} ${r(y1)}M${r(x1)} ${r(y0 + roll)}Q${r(x1 - 14)} ${r(mid)} ${r(x1)} ${r(y1)}`;
  return bar(y0) + bar(y1) + sides;
}

/** The height of one of `scroll`'s rolls (what to leave above and below the text inside). */
export const SCROLL_ROLL = 34;

/**
 * The 70s poster's sun and peaks, drawn for the doom/stoner poster: a rayed sun whose lower half
 * is cut into thinning stripes, and a range of peaks with their shadow flanks hatched in lines
 * (the woodcut-and-offset look of the desert-rock flyer). Everything drawn behind the peaks stops
 * short of them, so the two inks never touch.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, sunburst, type Point } from '../../svg/shapes.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';

export interface SunSpec {
  /** Nothing of the sun or its rays is drawn below this line (the horizon). */
  floor?: number;
  cx: number;
  cy: number;
  radius: number;
  ink: string;
  /** Ink of the rays (may equal the sun's). */
  rayInk: string;
  /** Where the stripes start cutting the disc, as a share of the radius below the centre. */
  stripesFrom: number;
}

/** Horizontal bands that get thicker towards the bottom, from `y0` to `y1`, as black mask paths. */
function stripeCuts(x0: number, x1: number, y0: number, y1: number): string {
  const parts: string[] = [];
  let y = y0;
  let cut = 6;
  while (y < y1) {
    parts.push(`M${r(x0)} ${r(y)}H${r(x1)}v${r(cut)}H${r(x0)}Z`);
    y += cut + Math.max(10, 46 - cut * 1.6);
    cut *= 1.35;
  }
  return parts.join('');
}

/** The rayed, striped sun (call inside an `openGap` group to keep it off what lies in front). */
export function drawStripedSun(b: ArtBuilder, sun: SunSpec, rng: Rng, reach = 130): void {
  const { cx, cy, radius } = sun;
  const rays = rng.pick([18, 24, 30]);
  const horizon = b.uid('horizon');
  const floor = sun.floor ?? cy + radius * 3;
  b.def(
    `<clipPath id="${horizon}"><path d="M${r(cx - radius * 3)} ${r(cy - radius * 3)}H${r(cx + radius * 3)}V${r(floor)}H${r(cx - radius * 3)}Z"/></clipPath>`,
  );
  b.add(`<g clip-path="url(#${horizon})">`, []);
  b.add(
    `<path fill="${sun.rayInk}" d="${sunburst(cx, cy, radius + 26, radius + rng.range(reach * 0.7, reach), rays, 22)}"/>`,
    [sun.rayInk],
  );
  const cuts = stripeCuts(cx - radius, cx + radius, cy + radius * sun.stripesFrom, cy + radius);
  const mask = cutAwayMask(b, 'sunstripes', `<path fill="#000" d="${cuts}"/>`);
  b.add(`<path mask="url(#${mask})" fill="${sun.ink}" d="${circle(cx, cy, radius)}"/>`, [sun.ink]);
  b.add('</g>', []);
}

/** A range of peaks on a base line: returns the outline and each peak's shadow flank. */
export function peakRange(
  cx: number,
  base: number,
  halfWidth: number,
  height: number,
  rng: Rng,
): { outline: string; shadows: string } {
  // Apex positions (share of half width) and heights (share of the tallest), one tall central peak.
  const centre = rng.range(-0.18, 0.18);
  const apexes: Point[] = [
    [-0.8, rng.range(0.3, 0.42)],
    [-0.45, rng.range(0.5, 0.66)],
    [centre, 1],
    [0.45 + rng.range(-0.05, 0.08), rng.range(0.55, 0.72)],
    [0.82, rng.range(0.28, 0.4)],
  ];
  const at = ([t, h]: Point): Point => [cx + t * halfWidth, base - h * height];
  // A shoulder on each flank breaks the straight pyramid edge into a weathered ridge.
  const shoulder = (from: Point, to: Point, share: number): Point => [
    from[0] + (to[0] - from[0]) * share,
    from[1] + (to[1] - from[1]) * share + rng.range(-0.06, 0.03) * height,
  ];
  const points: Point[] = [[cx - halfWidth, base]];
  const shadows: string[] = [];
  apexes.forEach(([t, h], i) => {
    const apex = at([t, h]);
    const next = apexes[i + 1];
    // The valley towards the next peak sits lower than either of them.
    const valley: Point = next
      ? [cx + ((t + next[0]) / 2) * halfWidth, base - Math.min(h, next[1]) * height * 0.45]
      : [cx + halfWidth, base];
    const before = points[points.length - 1] ?? apex;
    const down = shoulder(apex, valley, rng.range(0.35, 0.55));
    points.push(shoulder(before, apex, rng.range(0.45, 0.65)), apex, down, valley);
    // The light comes from the left: each peak's right flank is in shadow.
    shadows.push(
      polygon([
        apex,
        down,
        valley,
        [valley[0], base],
        [apex[0] + (valley[0] - apex[0]) * 0.35, base],
      ]),
    );
  });
  return { outline: polygon(points), shadows: shadows.join('') };
}

/** Draws the range solid with its shadow flanks hatched (cut into thin horizontal lines). */
export function drawPeaks(
  b: ArtBuilder,
  range: { outline: string; shadows: string },
  box: { x0: number; x1: number; y0: number; y1: number },
  ink: string,
): void {
  const clip = b.uid('shadowflank');
  b.def(`<clipPath id="${clip}"><path d="${range.shadows}"/></clipPath>`);
  const hatch: string[] = [];
  for (let y = box.y0; y < box.y1; y += 22) {
    hatch.push(`M${r(box.x0)} ${r(y)}H${r(box.x1)}v9H${r(box.x0)}Z`);
  }
  const mask = cutAwayMask(
    b,
    'hatch',
    `<g clip-path="url(#${clip})"><path fill="#000" d="${hatch.join('')}"/></g>`,
  );
  b.add(`<path mask="url(#${mask})" fill="${ink}" d="${range.outline}"/>`, [ink]);
}

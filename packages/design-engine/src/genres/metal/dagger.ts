/**
 * Metal, dagger: the back-print composition. The name across the shoulders; under it one long
 * ritual dagger standing point-down down the spine — ringed pommel, bound grip, a cross-guard
 * with hooked quillons inside a ring of rays, an outlined blade with its fuller — a thorned
 * vine winding down behind the blade, and the artist's tracks set either side of it, left and
 * right in turn, numbered in Roman numerals like the dates of a tour back. The point rests on a
 * thorn-rule altar between two pairs of dripping candles; the country sits under it. Seeded: vine winding, ray count, guard hook.
 */
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import {
  capHeight,
  fitScale,
  splitBalanced,
  textLine,
  type TextLine,
} from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, type Point } from '../../svg/shapes.ts';
import { openGap } from '../../templates/common.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { stem } from '../shared/ornaments.ts';
import { halo, roman } from './altar-pieces.ts';
import { candlePairs } from './candle-pairs.ts';
import { nameOnTop } from './name-on-top.ts';
import { spike, thornDivider } from './thorns.ts';

/** The dagger's parts from its pommel top `y0` to its point `y1`: outline strokes and fills. */
function dagger(
  y0: number,
  y1: number,
  hook: number,
): { fill: string; blade: string; fuller: string; guardY: number } {
  const cx = CENTER_X;
  const fill: string[] = [];
  // Pommel: a ring with a spike on top.
  fill.push(spike([cx, y0 + 26], -90, 30, 18));
  fill.push(`${circle(cx, y0 + 52, 26)}${circle(cx, y0 + 52, 12)}`);
  // Grip: five bands of binding.
  const gripTop = y0 + 82;
  const gripH = 150;
  for (let i = 0; i < 5; i += 1) {
    const y = gripTop + (gripH * i) / 5;
    fill.push(
      polygon([
        [cx - 20, y],
        [cx + 20, y],
        [cx + 24, y + gripH / 5 - 6],
        [cx - 24, y + gripH / 5 - 6],
      ]),
    );
  }
  // Cross-guard: a bar thinning outwards, each end hooked down into a spike, a diamond at the centre.
  const guardY = gripTop + gripH + 14;
  const half = 210;
  fill.push(
    polygon([
      [cx - half, guardY - 6],
      [cx - 40, guardY - 18],
      [cx + 40, guardY - 18],
      [cx + half, guardY - 6],
      [cx + half, guardY + 6],
      [cx + 40, guardY + 18],
      [cx - 40, guardY + 18],
      [cx - half, guardY + 6],
    ]),
  );
  fill.push(
    spike([cx + half - 6, guardY], 90 - hook, 70, 22),
    spike([cx - half + 6, guardY], 90 + hook, 70, 22),
  );
  fill.push(
    spike([cx + half - 10, guardY], -90 + hook, 40, 16),
    spike([cx - half + 10, guardY], -90 - hook, 40, 16),
  );
  fill.push(
    polygon([
      [cx, guardY - 42],
      [cx + 30, guardY],
      [cx, guardY + 42],
      [cx - 30, guardY],
    ]),
  );
  // Blade: straight for two thirds, then tapering to the point.
  const bTop = guardY + 26;
  const w = 54;
  const shoulder = bTop + (y1 - bTop) * 0.68;
  const blade = polygon([
    [cx - w, bTop],
    [cx + w, bTop],
    [cx + w * 0.8, shoulder],
    [cx, y1],
    [cx - w * 0.8, shoulder],
  ]);
  const fuller = `M${r(cx)} ${r(bTop + 34)}V${r(shoulder + 40)}`;
  return { fill: fill.join(''), blade, fuller, guardY };
}

export const metalDagger: Template = {
  id: 'metal-dagger',
  needsImage: false,
  needsTracks: 2,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const nameBox = await nameOnTop(b, ctx, 210, 330);

    const y0 = nameBox.y1 + 60;
    // The whole print stays within the chest height (1440 with the country under the point), so
    // it is never scaled down and small lines stay printable; a long name shortens the blade.
    const tip = Math.min(y0 + 940, 1310);
    const d = dagger(y0, tip, rng.range(8, 24));

    // A ring of rays round the cross-guard, behind the hilt.
    b.add(
      `<path fill="${inks.accent}" d="${halo(CENTER_X, d.guardY, 120, 172, rng.pick([24, 32]))}"/><path fill="none" stroke="${inks.accent}" stroke-width="6" d="${circle(CENTER_X, d.guardY, 112)}"/>`,
      [inks.accent],
    );

    // The vine winds down behind the blade: drawn in a group that stops short of it.
    openGap(b, d.blade, 12);
    const turns = rng.pick([2.5, 3, 3.5]);
    const phase = rng.chance(0.5) ? 0 : Math.PI;
    const vTop = d.guardY + 60;
    const vBottom = tip - 120;
    const points: Point[] = [];
    for (let i = 0; i <= 80; i += 1) {
      const t = i / 80;
      points.push([
        CENTER_X + Math.sin(t * Math.PI * 2 * turns + phase) * 96 * (1 - t * 0.35),
        vTop + (vBottom - vTop) * t,
      ]);
    }
    const thorns: string[] = [stem(points, 18)];
    for (let i = 3; i < 78; i += 4) {
      const [x, y] = points[i] as Point;
      const out = x > CENTER_X ? 0 : 180;
      thorns.push(spike([x, y], out + (i % 8 < 4 ? -35 : 35), rng.range(22, 32), 9));
    }
    b.add(`<path fill="${inks.accent}" d="${thorns.join('')}"/>`, [inks.accent]);
    b.add('</g>', []);

    b.add(`<path fill="${inks.primary}" d="${d.fill}"/>`, [inks.primary]);
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="9" stroke-linejoin="miter" d="${d.blade}"/><path stroke="${inks.primary}" stroke-width="5" d="${d.fuller}"/>`,
      [inks.primary],
    );

    // The tracks either side of the blade, in turn, numbered over those that fit (a long title
    // breaks over two lines), all at one size: the smallest any of them needs, never under what
    // stays printable once a poster shrinks the art to leave room round it.
    const minimum = (MIN_TEXT_HEIGHT * 1.12) / (ctx.product === 'poster' ? 0.84 : 1);
    const entries: { lines: TextLine[]; cap: number; left: boolean }[] = [];
    for (const title of trackList(ctx, 6)) {
      const n = roman(entries.length + 1);
      const left = entries.length % 2 === 0;
      const number = (t: string): string => (left ? `${t} · ${n}` : `${n} · ${t}`);
      // Broken, the numeral stays on the line nearest the blade's side: after the title's end
      // on the left, before its start on the right.
      // Cased whole, then broken: cased line by line, a lower-case second word ("Северный
      // ветер") passed for a styled lower-case title and printed "СЕВЕРНЫЙ ветер".
      const shown = casingFor(faces.support, title);
      const split = splitBalanced(shown, 2);
      const [a = '', b2 = ''] = split;
      const options = [[number(shown)]];
      if (split.length > 1) options.push(left ? [a, number(b2)] : [number(a), b2]);
      for (const parts of options) {
        const lines = await Promise.all(parts.map((p) => textLine(p, faces.support, 0.08)));
        const cap = Math.min(...lines.map((l) => fitScale(l, 380, 34) * capHeight(l)));
        if (cap < minimum) continue;
        entries.push({ lines, cap, left });
        break;
      }
    }
    const cap = Math.min(...entries.map((e) => e.cap));
    let baseline = d.guardY + 90;
    const room = tip - 250 - baseline;
    const rowsOf = (list: typeof entries): number => list.reduce((n, e) => n + e.lines.length, 0);
    // A short blade (a long name above it) holds fewer titles: the last ones go, never overlap.
    while (entries.length > 1 && rowsOf(entries) * cap * 1.5 + (entries.length - 1) * 24 > room)
      entries.pop();
    const gapBetween = Math.min(
      110,
      Math.max(0, room - rowsOf(entries) * cap * 1.5) / Math.max(1, entries.length - 1),
    );
    entries.forEach(({ lines, left }, i) => {
      for (const line of lines) {
        b.text(
          line,
          {
            x: CENTER_X + (left ? -150 : 150),
            align: left ? 'right' : 'left',
            baseline,
            scale: cap / capHeight(line),
          },
          { fill: i === 0 ? inks.primary : inks.support },
          i === 0 ? 'track' : 'detail',
        );
        baseline += cap * 1.5;
      }
      baseline += gapBetween;
    });

    // The point rests on an altar: a thorn rule, two pairs of candles under the tracks.
    const candleRng = rng.fork('candles');
    const candles = candlePairs(
      [
        [300, rng.range(150, 180), 40],
        [390, rng.range(100, 125), 34],
      ],
      tip + 4,
      candleRng,
    );
    b.add(
      `<g fill="${inks.primary}">${candles.wax}<path d="${thornDivider(CENTER_X, tip + 18, 460, 11)}"/></g>`,
      [inks.primary],
    );
    b.add(`<g fill="${inks.accent}">${candles.flames}</g>`, [inks.accent]);

    const country = countryOf(ctx);
    if (country) {
      // Wide tracking for a short name ("SWEDEN"), less for a long one, so it stays printable.
      for (const tracking of [0.5, 0.25, 0.08]) {
        const line = await textLine(casingFor(faces.support, country), faces.support, tracking);
        const scale = fitScale(line, 900, 34);
        if (scale * capHeight(line) < minimum && tracking > 0.08) continue;
        b.text(line, { x: CENTER_X, baseline: tip + 110, scale }, { fill: inks.support }, 'detail');
        break;
      }
    }
  },
};

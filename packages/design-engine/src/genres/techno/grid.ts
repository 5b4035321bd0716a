/**
 * Techno, Swiss grid: everything hangs from a strict left edge — a heavy top rule, the name set
 * flush left in tight stacked lines, a hairline, then two columns: a geometric mark (rings, a dot
 * matrix or a circle cut by lines) and a numbered tracklist in mono. A closing rule carries the
 * country. Only true data: the artist's tracks and country. Seeded: mark, which column leads,
 * and the grid: 'columns' (name on top, mark and list side by side, as above) or 'poster' — the
 * mark large on top flush to one edge, the name under it, the numbered list in one column below.
 */
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { countryOf, oneLineList, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';

const LEFT = 110;
const RIGHT = 1090;
const WIDTH = RIGHT - LEFT;

/** A geometric mark in a `size` square at (x, y): strict, one ink, no pictures. */
function mark(kind: string, x: number, y: number, size: number, levels: number[]): string {
  const cx = x + size / 2;
  const cy = y + size / 2;
  const half = size / 2;
  if (kind === 'rings') {
    const rings = [1, 0.78, 0.56, 0.34].map((f) => circle(cx, cy, half * f));
    return rings.join('');
  }
  if (kind === 'matrix') {
    const n = 7;
    const step = size / n;
    const dots: string[] = [];
    for (let i = 0; i < n; i += 1) {
      for (let j = 0; j < n; j += 1) {
        const d = Math.hypot(i - 3, j - 3) / 4.3;
        const radius = step * 0.42 * Math.max(0.18, 1 - d);
        dots.push(circle(x + step * (i + 0.5), y + step * (j + 0.5), radius));
      }
    }
    return dots.join('');
  }
  // A spectrum: bars whose heights follow the seed's levels, on a baseline.
  const bars: string[] = [];
  const n = 11;
  const w = size / n;
  levels.forEach((level, i) => {
    if (i >= n) return;
    const h = size * 0.9 * level;
    bars.push(
      `M${r(x + i * w + w * 0.18)} ${r(y + size - h)}h${r(w * 0.64)}v${r(h)}h${r(-w * 0.64)}Z`,
    );
  });
  return `${bars.join('')}M${r(x)} ${r(y + size + 6)}h${r(size)}v6h${r(-size)}Z`;
}

export const GRID_ARRANGEMENTS = ['columns', 'poster'] as const;

export const technoGrid: Template = {
  id: 'techno-grid',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const kind = rng.pick(['rings', 'matrix', 'bars']);
    const levels = Array.from(
      { length: 11 },
      (_, i) => 0.25 + 0.75 * Math.abs(Math.sin(i * 0.9 + rng.range(0, 3))),
    );
    const markLeft = rng.chance(0.6);
    const poster = pickArrangement(ctx, GRID_ARRANGEMENTS) === 'poster';
    const fillMark = kind !== 'rings';
    const drawMark = (x: number, top: number, size: number): void =>
      b.add(
        `<path ${fillMark ? `fill="${inks.accent}"` : `fill="none" stroke="${inks.accent}" stroke-width="${r(size / 47)}"`} d="${mark(kind, x, top, size, levels)}"/>`,
        [inks.accent],
      );

    let y = 70;
    b.add(`<path fill="${inks.primary}" d="M${LEFT} ${y}H${RIGHT}V${y + 16}H${LEFT}Z"/>`, [
      inks.primary,
    ]);
    y += 60;
    if (poster) {
      // The mark as the poster's image, flush to one edge, a hairline running from it.
      const size = 520;
      drawMark(markLeft ? LEFT : RIGHT - size, y + 10, size);
      y += size + 80;
    }
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: WIDTH * s,
      maxCap: 210 * s,
      maxHeight: 460 * s,
      maxLines: 3,
      leading: 0.14,
      breakGain: 1.05,
      x: LEFT,
      top: y,
      align: 'left',
      paint: { fill: inks.primary },
    });
    y = nameBox.y1 + 50;
    b.add(`<path fill="${inks.support}" d="M${LEFT} ${y}H${RIGHT}V${y + 4}H${LEFT}Z"/>`, [
      inks.support,
    ]);
    y += 50;
    if (poster) {
      // One column of numbered tracks across the full measure.
      const listed = await oneLineList(b, trackList(ctx, 10), {
        face: 'spaceMono',
        x: LEFT,
        align: 'left',
        top: y + 40,
        step: 62,
        cap: 32,
        maxWidth: WIDTH,
        tracking: 0.04,
        inks: [inks.primary, inks.support],
        max: 4,
        numbered: true,
      });
      y = Math.max(y + 40, ...listed.map((l) => l.y1)) + 46;
      await closingRule(y);
      return;
    }

    // Two columns on a 5:7 split, divided by a hairline.
    const split = LEFT + WIDTH * 0.4;
    const markSize = 330;
    drawMark(markLeft ? LEFT : RIGHT - markSize, y, markSize);
    const divider = markLeft ? split + 10 : RIGHT - WIDTH * 0.4 - 10;
    b.add(`<path fill="${inks.support}" d="M${r(divider)} ${y}h3v${markSize}h-3Z"/>`, [
      inks.support,
    ]);
    const listX = markLeft ? divider + 40 : LEFT;
    const listW = markLeft ? RIGHT - listX : divider - 40 - LEFT;
    const tracks = trackList(ctx, 10);
    await oneLineList(b, tracks, {
      face: 'spaceMono',
      x: listX,
      align: 'left',
      top: y + 40,
      step: 62,
      cap: 30,
      maxWidth: listW,
      tracking: 0.04,
      inks: [inks.primary, inks.support],
      max: 5,
      numbered: true,
    });
    await closingRule(y + markSize + 46);

    /** The closing rule and, under it, the country. */
    async function closingRule(y: number): Promise<void> {
      b.add(`<path fill="${inks.primary}" d="M${LEFT} ${y}H${RIGHT}V${y + 8}H${LEFT}Z"/>`, [
        inks.primary,
      ]);
      const country = countryOf(ctx);
      const closing = country ? [country] : [];
      if (closing.length > 0) {
        await smallLine(b, ctx, closing.join(' / '), {
          x: LEFT,
          align: 'left',
          baseline: y + 56,
          cap: 30,
          maxWidth: WIDTH,
          ink: inks.support,
          role: 'detail',
          tracking: 0.2,
          face: 'spaceMono',
        });
      }
    }
  },
};

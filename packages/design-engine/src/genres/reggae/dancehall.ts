/**
 * Reggae dancehall: the bashment flyer — the name in heavy italic capitals, its lines in
 * alternating inks, between slanted colour bands, the song knocked out of a leaning tag, and a
 * run of chevrons like a flyer's arrows. Seeded: the flyer set ranged left (as flyers are pasted
 * up) or centred, and which inks lead.
 */
import type { TextPlacement } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { lineWidth } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { block, knockout } from '../../templates/common.ts';
import { altNameLine, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { reggaeDetails } from './parts.ts';

export const DANCEHALL_ARRANGEMENTS = ['left', 'centre'] as const;

/** How far the italic leans: a shear of the type and of every band and tag with it. */
const SKEW = -12;
const LEAN = Math.tan((-SKEW * Math.PI) / 180);

/** A parallelogram from x0 to x1 at its foot, leaning right by LEAN over its height. */
function slab(x0: number, x1: number, y0: number, y1: number): string {
  const d = (y1 - y0) * LEAN;
  return `M${r(x0)} ${r(y1)}L${r(x0 + d)} ${r(y0)}H${r(x1 + d)}L${r(x1)} ${r(y1)}Z`;
}

export const reggaeDancehall: Template = {
  id: 'reggae-dancehall',
  needsImage: false,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, faces } = ctx;
    const s = ctx.shrink;
    const left = pickArrangement(ctx, DANCEHALL_ARRANGEMENTS) === 'left';
    const inks = rng.chance(0.5)
      ? [ctx.inks.primary, ctx.inks.accent, ctx.inks.support]
      : [ctx.inks.primary, ctx.inks.support, ctx.inks.accent];
    const [lead, second, third] = inks as [string, string, string];
    const x0 = left ? 90 : CENTER_X - 500;
    const x1 = left ? 1040 : CENTER_X + 500;
    const align = left ? 'left' : 'center';
    const x = left ? x0 + 20 : CENTER_X;

    // Colour bands over the name, shortening as they go down.
    let y = 96;
    [lead, second, third].forEach((ink, i) => {
      const end = left ? x1 - i * 200 : x1 - i * 110;
      const start = left ? x0 : x0 + i * 110;
      b.add(`<path fill="${ink}" d="${slab(start, end, y, y + 24)}"/>`, [ink]);
      y += 36;
    });

    // The name in italic capitals, line by line in alternating inks.
    const name = await block(ctx.name, faces.display, {
      maxWidth: 1000 * s,
      maxCap: 250 * s,
      maxHeight: 560 * s,
      maxLines: 3,
      leading: 0.12,
    });
    const top = y + 50;
    const lines = name.lines.map((line, i) => {
      const at: TextPlacement = {
        x,
        align,
        baseline: top + (name.baselines[i] ?? 0),
        scale: name.scale,
        skewX: SKEW,
      };
      return b.text(line, at, { fill: i % 2 === 0 ? lead : second }, 'name');
    });
    const nameBox = unionBoxes(lines) as Box;
    y = await altNameLine(b, ctx, {
      top: nameBox.y1 + 28,
      cap: 38,
      maxWidth: 900,
      ink: lead,
      x,
      align,
    });
    y = Math.max(y, nameBox.y1) + 60;

    // The line-up: this design's song and the next two, each knocked out of a leaning tag in
    // its own ink, staggered like blocks pasted on a flyer.
    const songs = trackList(ctx, 3);
    for (const [i, song] of songs.entries()) {
      const big = i === 0;
      // The design's song may take two lines; the others are one line or left off.
      const text = await block(song, faces.support, {
        maxWidth: (big ? 860 : 700) * s,
        maxCap: (big ? 74 : 46) * s,
        maxHeight: (big ? 170 : 46) * s,
        maxLines: big ? 2 : 1,
        leading: 0.35,
        tracking: 0.06,
      });
      if (text.cap < MIN_TEXT_HEIGHT * 1.12 * 0.999) continue;
      const cap = text.cap;
      const w = Math.max(...text.lines.map((l) => lineWidth(l) * text.scale));
      const padX = cap * 0.6;
      const padY = cap * 0.5;
      const h = text.height + 2 * padY;
      const stagger = left ? i * 60 : (i - (songs.length - 1) / 2) * 70;
      const tx0 = (left ? x0 + 20 : CENTER_X - w / 2 - padX) + stagger;
      const ink = [third, lead, second][i] ?? third;
      knockout(
        b,
        slab(tx0, tx0 + w + 2 * padX, y, y + h),
        ink,
        text.lines.map((line, k) => ({
          line,
          at: {
            x: tx0 + padX + (h * LEAN) / 2,
            align: 'left' as const,
            baseline: y + padY + (text.baselines[k] ?? 0),
            scale: text.scale,
            skewX: SKEW,
          },
          role: big ? ('track' as const) : ('detail' as const),
        })),
      );
      y += h + 22;
    }
    y += 40;
    // Chevrons pointing on, as flyers draw them.
    const chevrons = [0, 1, 2, 3]
      .map((i) => {
        const cx = (left ? x0 + 40 : CENTER_X - 105) + i * 70;
        return `M${r(cx)} ${r(y)}h22l30 28l-30 28h-22l30-28Z`;
      })
      .join('');
    b.add(`<path fill="${second}" d="${chevrons}"/>`, [second]);
    await reggaeDetails(b, ctx, y + 140);
  },
};

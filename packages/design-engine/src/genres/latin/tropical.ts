/**
 * Latin tropical: Caribbean dance-hall colour blocks. A slanted panel in the accent ink with the
 * name knocked out of it in a heavy face leaning forward, a second panel offset behind it in the
 * primary (the two-block "tropical" sleeve look of salsa, merengue and bachata records), palms
 * rising from behind both ends, hibiscus flowers pinned on two corners, the song in a brush
 * script straddling the panel's foot, and rolling waves under it. Seeded: lean, flowers, palms.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { waveLines } from '../../motifs/index.ts';
import { polygon, type Point } from '../../svg/shapes.ts';
import { block, knockout, openGap } from '../../templates/common.ts';
import { altNameLine, icon } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { flower } from '../shared/ornaments.ts';
import { openTextGap } from '../shared/text-gap.ts';
import { tiltedLines } from '../shared/tilted-block.ts';

/** A parallelogram leaning right by `lean` units over its height. */
function slab(x0: number, y0: number, x1: number, y1: number, lean: number): string {
  const pts: Point[] = [
    [x0 + lean / 2, y0],
    [x1 + lean / 2, y0],
    [x1 - lean / 2, y1],
    [x0 - lean / 2, y1],
  ];
  return polygon(pts);
}

export const latinTropical: Template = {
  id: 'latin-tropical',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const cx = CENTER_X;
    // Italic by shear: the display faces have no italics, and the lean is the genre's energy.
    const skew = -rng.range(8, 12);
    const name = await block(ctx.name, faces.display, {
      maxWidth: 800 * s,
      maxCap: 200 * s,
      maxHeight: 420 * s,
      maxLines: 3,
      leading: 0.16,
    });
    const hook = await block(ctx.track, faces.script, {
      maxWidth: 640 * s,
      maxCap: 78 * s,
      maxHeight: 170 * s,
      maxLines: 2,
      leading: 0.45,
    });
    const half = 450 * s;
    const x0 = cx - half;
    const x1 = cx + half;
    const y0 = 330;
    const nameTop = y0 + 70;
    // The panel's foot runs through the middle of the hook, so the script sits on its edge.
    const hookTop = nameTop + name.height + 60;
    const y1 = hookTop + hook.height * 0.45;
    const lean = (y1 - y0) * Math.tan((-skew * Math.PI) / 180);
    const panel = slab(x0, y0, x1, y1, lean);
    // The back block shows as a broad L beside and under the front one: two colour blocks.
    const drop = 52;
    const back = slab(x0 + drop, y0 + drop, x1 + drop, y1 + drop, lean);

    // Hibiscus on the top-left and bottom-right corners, the panels stopping short of them.
    const spin = rng.range(0, 72);
    const flowers = [
      flower(x0 + lean / 2 + 10, y0 + 6, 74, 5, spin),
      flower(x1 - lean / 2 + drop - 6, y1 + drop - 10, 64, 5, spin + 20),
    ].join('');
    const hookLines = tiltedLines(hook, { x: cx - 40, top: hookTop, rotate: -5 });

    // Palms grow from behind the panels at both ends.
    const palmH = 360 + rng.range(0, 40);
    const palmW = palmH * 0.7;
    const palmTop = Math.max(60, y0 - palmH * 0.78);
    openGap(b, `${back}${panel}`, 14);
    icon(
      b,
      'palm-tree',
      { x0: 70, y0: palmTop, x1: 70 + palmW, y1: palmTop + palmH },
      inks.support,
      {
        anchor: 'bottom',
      },
    );
    icon(
      b,
      'palm-tree',
      { x0: 1130 - palmW, y0: palmTop, x1: 1130, y1: palmTop + palmH },
      inks.support,
      { anchor: 'bottom', flip: true },
    );
    b.add('</g>', []);

    // A wide gap: at 16 the script read as cut by the bars it straddles (La Orquesta del Sol).
    const closeHook = openTextGap(b, hookLines, 30, inks.primary, 'hook');
    openGap(b, flowers, 12);
    openGap(b, panel, 12);
    b.add(`<path fill="${inks.primary}" d="${back}"/>`, [inks.primary]);
    b.add('</g>', []);
    knockout(
      b,
      panel,
      inks.accent,
      name.lines.map((line, i) => ({
        line,
        at: { x: cx, baseline: nameTop + (name.baselines[i] ?? 0), scale: name.scale, skewX: skew },
        role: 'name' as const,
      })),
    );
    b.add('</g>', []);
    b.add(`<path fill="${inks.primary}" fill-rule="evenodd" d="${flowers}"/>`, [inks.primary]);
    const hookBoxes = closeHook();
    const hookBottom = Math.max(...hookBoxes.map((h) => h.y1), y1 + drop);

    const alt = await altNameLine(b, ctx, {
      top: hookBottom + 40,
      cap: 40,
      maxWidth: 820,
      ink: inks.primary,
    });
    // Rolling surf under the block, then the family's closing line.
    const waveTop = (alt > hookBottom ? alt : hookBottom) + 50;
    b.add(
      `<path fill="${inks.support}" d="${waveLines({ x0: cx - 380, y0: waveTop, x1: cx + 380, y1: waveTop + 110 }, 3, 11)}"/>`,
      [inks.support],
    );
    await detailsLine(b, ctx, {
      baseline: waveTop + 200,
      cap: 36,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.4,
      face: faces.display,
    });
  },
};

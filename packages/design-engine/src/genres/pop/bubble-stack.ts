/**
 * Pop bubble stack: the song title in a bouncy script on top, the name below in big rounded
 * capitals with a solid 3D extrusion in a second ink (a two-ink block shadow, no gradient), and a
 * row of hearts and stars to close — candy-shop signage rather than a sticker.
 *
 * The seed picks one of three signs, so two pop artists rarely get the same one:
 * - 'hook-top': the original — song on top, name, a row of marks under it;
 * - 'hook-under': the name leads at the top, the song swings under it, then the row;
 * - 'crowned': an arch of hearts and stars crowns the sign over the song, nothing under the name
 *   but the details line.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { star } from '../../svg/shapes.ts';
import { isCased } from '../../text/scripts.ts';
import { altNameLine, block } from '../../templates/common.ts';
import { inkAbove, inkBelow } from '../../layout/text-line.ts';
import { detailsLine } from '../shared/details-line.ts';
import { heart } from '../shared/ornaments.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';

export const popBubbleStack: Template = {
  id: 'pop-bubble-stack',
  lettering: true,
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const tilt = rng.pick([-6, -4]);
    const variant = rng.pick(['hook-top', 'hook-under', 'crowned'] as const);
    const marks: string[] = [];
    const mark = (i: number, x: number, y: number, big: boolean, k = 1): string =>
      i % 2 === 0 ? heart(x, y, (big ? 80 : 56) * k) : star(x, y, 30 * k, 13 * k);
    let y = 130;
    if (variant === 'crowned') {
      // The arch: highest in the middle, dropping to both ends.
      for (let i = 0; i < 7; i += 1) {
        const t = (i - 3) / 3;
        // Larger than the closing row: the arch is the sign's crest, not a footnote.
        marks.push(mark(i, CENTER_X + (i - 3) * 125, 160 + 80 * t * t, i === 3, 1.35));
      }
      y = 360;
    }
    const hook = await block(ctx.track, faces.script, {
      maxWidth: 860 * ctx.shrink,
      maxCap: 100 * ctx.shrink,
      maxHeight: 200 * ctx.shrink,
      maxLines: 2,
      leading: 0.55,
    });
    const drawHook = (top: number): number =>
      drawTiltedBlock(b, hook, { top, rotate: tilt, paint: { fill: inks.accent }, role: 'hook' })
        .y1;
    if (variant !== 'hook-under') y = drawHook(y) + 70;

    const name = await block(ctx.name, faces.display, {
      maxWidth: 960 * ctx.shrink,
      maxCap: 250 * ctx.shrink,
      maxHeight: 560 * ctx.shrink,
      maxLines: 3,
      leading: 0.3,
      breakGain: 1.1,
      // The puff outline below swells each letter: a little air keeps "IV" from fusing ("RVERS").
      ...(isCased(ctx.name) ? { tracking: 0.045 } : {}),
    });
    const top = y;
    // A slight outline puffs Latin capitals up; dense CJK or joined letters would fill in.
    const puff = isCased(ctx.name) ? name.cap * 0.04 : 0.01;
    const depth = name.cap * rng.pick([0.1, 0.13]) * (isCased(ctx.name) ? 1 : 0.6);
    // The block shadow is never the name's own ink: on the same ink it merges into the letters.
    const shade = inks.support !== inks.primary ? inks.support : inks.accent;
    // Each line clears the one above with its extrusion and accents ("Ö" under "ELIN"), plus a
    // visible gap: the leading is measured from the shadow's bottom, not the letters' baseline.
    const baselines: number[] = [];
    name.lines.forEach((line, i) => {
      const prev = name.lines[i - 1];
      const above = inkAbove(line) * name.scale + puff;
      if (!prev) return void baselines.push(above);
      const clear = inkBelow(prev) * name.scale + puff + depth + name.cap * 0.14 + above;
      const nominal = name.cap * 1.3;
      baselines.push((baselines[i - 1] ?? 0) + Math.max(clear, nominal));
    });
    const steps = 10;
    const dir = rng.pick([1, -1]);
    const extrusion: string[] = [];
    const boxes: Box[] = [];
    name.lines.forEach((line, i) => {
      const at = { x: CENTER_X, baseline: top + (baselines[i] ?? 0), scale: name.scale };
      for (let k = steps; k >= 1; k -= 1) {
        const off = (depth * k) / steps;
        const copy = b.textMarkup(
          line,
          { ...at, x: at.x + off * dir, baseline: at.baseline + off },
          { fill: shade, stroke: shade, strokeWidth: puff },
        );
        extrusion.push(copy.markup);
        if (k === steps) boxes.push(copy.box);
      }
    });
    b.add(extrusion.join(''), [shade]);
    name.lines.forEach((line, i) => {
      boxes.push(
        b.text(
          line,
          { x: CENTER_X, baseline: top + (baselines[i] ?? 0), scale: name.scale },
          { fill: inks.primary, stroke: inks.primary, strokeWidth: puff },
          'name',
        ),
      );
    });
    const alt = await altNameLine(b, ctx, {
      baseline: (unionBoxes(boxes) as Box).y1 + 70,
      cap: 40,
      maxWidth: 900,
      ink: inks.accent,
      face: faces.display,
    });
    const nameBox = unionBoxes(alt ? [...boxes, alt] : boxes) as Box;
    const after = variant === 'hook-under' ? drawHook(nameBox.y1 + 80) : nameBox.y1;
    // A row of hearts and stars (the crowned sign has its arch already).
    const n = 5;
    if (variant !== 'crowned')
      for (let i = 0; i < n; i += 1)
        marks.push(mark(i, CENTER_X + (i - (n - 1) / 2) * 110, after + 90, i === 2));
    b.add(`<path fill="${inks.accent}" d="${marks.join('')}"/>`, [inks.accent]);
    await detailsLine(b, ctx, {
      baseline: after + (variant === 'crowned' ? 110 : 220),
      cap: 28,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
      face: faces.display,
    });
  },
};

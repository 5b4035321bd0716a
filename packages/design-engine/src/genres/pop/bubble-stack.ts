/**
 * Pop bubble stack: the song title in a bouncy script on top, the name below in big rounded
 * capitals with a solid 3D extrusion in a second ink (a two-ink block shadow, no gradient), and a
 * row of hearts and stars to close — candy-shop signage rather than a sticker.
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
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const tilt = rng.pick([-6, -4]);
    const hook = await block(ctx.track, faces.script, {
      maxWidth: 860 * ctx.shrink,
      maxCap: 100 * ctx.shrink,
      maxHeight: 200 * ctx.shrink,
      maxLines: 2,
      leading: 0.55,
    });
    const hookBottom = drawTiltedBlock(b, hook, {
      top: 130,
      rotate: tilt,
      paint: { fill: inks.accent },
      role: 'hook',
    }).y1;

    const name = await block(ctx.name, faces.display, {
      maxWidth: 960 * ctx.shrink,
      maxCap: 250 * ctx.shrink,
      maxHeight: 560 * ctx.shrink,
      maxLines: 3,
      leading: 0.3,
      breakGain: 1.1,
    });
    const top = hookBottom + 70;
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
    // A row of hearts and stars.
    const n = 5;
    const marks: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const x = CENTER_X + (i - (n - 1) / 2) * 110;
      const y = nameBox.y1 + 90;
      marks.push(i % 2 === 0 ? heart(x, y, i === 2 ? 80 : 56) : star(x, y, 30, 13));
    }
    b.add(`<path fill="${inks.accent}" d="${marks.join('')}"/>`, [inks.accent]);
    await detailsLine(b, ctx, {
      baseline: nameBox.y1 + 220,
      cap: 28,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
      face: faces.display,
    });
  },
};

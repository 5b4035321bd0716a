/**
 * R&B arch portrait: the artist in a soft duotone inside an arched window with a double-line
 * frame (without a picture: a crescent moon and a rose in the arch), the name in a display serif
 * beneath, and the song in script across the picture's foot, inside the arch's legs.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { block, nameLockup } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { icon } from '../shared/art.ts';
import { openTextGap } from '../shared/text-gap.ts';
import { sparkle } from '../shared/ornaments.ts';
import { tiltedLines } from '../shared/tilted-block.ts';
import { nameLines } from './name-lines.ts';

function arch(cx: number, top: number, w: number, h: number): string {
  const rad = w / 2;
  return `M${r(cx - rad)} ${r(top + h)}V${r(top + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(cx + rad)} ${r(top + rad)}V${r(top + h)}Z`;
}

export const rnbArchPortrait: Template = {
  id: 'rnb-arch-portrait',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const w = 640 * ctx.shrink;
    const h = w * 1.25;
    const top = 90;
    const inner = { x0: cx - w / 2 + 40, y0: top + 40, x1: cx + w / 2 - 40, y1: top + h - 20 };
    // The song in script across the foot of the picture, inside the arch: it never reaches the
    // legs (0.3 in clear of the inner line, its tilt allowed for) and sits above the sill; the
    // picture under it stops short of every letter.
    const tilt = -5;
    const slope = Math.sin((Math.abs(tilt) * Math.PI) / 180);
    const hookWidth = w - 36 - 2 * 30;
    const hook = await block(ctx.track, faces.script, {
      maxWidth: hookWidth,
      maxCap: 100 * ctx.shrink,
      maxHeight: 140 * ctx.shrink,
      maxLines: 1,
    });
    const lift = (hookWidth / 2) * slope + 34;
    const hookTop = top + h - lift - hook.height;
    const close = openTextGap(
      b,
      tiltedLines(hook, { x: cx, top: hookTop, rotate: tilt }),
      14,
      inks.accent,
      'hook',
    );
    if (ctx.hasImage) {
      drawPortrait(b, ctx.portrait, {
        treatment: rng.pick(['duotone', 'halftone-dots'] as const),
        inks: [inks.primary, inks.support],
        garment: inks.garment,
        box: inner,
        shape: 'arch',
        rng,
      });
    } else {
      const mx = cx + rng.range(-40, 40);
      const my = inner.y0 + 200;
      const moon = `${circle(mx, my, 110)}${circle(mx + 50, my - 30, 100)}`;
      b.add(`<path fill="${inks.primary}" fill-rule="evenodd" d="${moon}"/>`, [inks.primary]);
      icon(
        b,
        'rose',
        { x0: cx - 150, y0: inner.y1 - 360, x1: cx + 150, y1: inner.y1 - 40 },
        inks.support,
      );
      b.add(
        `<path fill="${inks.accent}" d="${sparkle(cx - 160, my - 60, 26)}${sparkle(cx + 170, my + 90, 18)}"/>`,
        [inks.accent],
      );
    }
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="8" d="${arch(cx, top, w, h)}"/><path fill="none" stroke="${inks.accent}" stroke-width="3" d="${arch(cx, top + 18, w - 36, h - 18)}"/>`,
      [inks.accent],
    );
    close();
    const hookBottom = top + h;
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 150 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: nameLines(ctx.name, 2),
      leading: 0.22,
      tracking: 0.08,
      top: hookBottom + 60,
      paint: { fill: inks.primary },
    });
    await detailsLine(b, ctx, {
      baseline: nameBox.y1 + 75,
      cap: 28,
      maxWidth: 700,
      ink: inks.support,
      tracking: 0.5,
      face: faces.display,
    });
  },
};

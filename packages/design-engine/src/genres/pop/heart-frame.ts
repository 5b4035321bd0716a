/**
 * Pop heart frame: a big drawn heart outline (a heavy line and a fine inner line, open where the
 * song title in script crosses its top lobes), the name set inside it in rounded capitals, and
 * sparkles around — a valentine-card lockup for pop.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { block, drawBlock, nameBlock } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { heart, sparkle } from '../shared/ornaments.ts';
import { openTextGap } from '../shared/text-gap.ts';

export const popHeartFrame: Template = {
  id: 'pop-heart-frame',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const size = 900 * ctx.shrink;
    const cy = 110 + size * 0.52;
    // The heart's upper middle is widest: the name goes there.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: size * 0.62 * ctx.shrink,
      maxCap: 170 * ctx.shrink,
      maxHeight: size * 0.36 * ctx.shrink,
      maxLines: 3,
      leading: 0.22,
      breakGain: 1.06,
    });
    const hook = await block(ctx.track, faces.script, {
      maxWidth: 820 * ctx.shrink,
      maxCap: 90 * ctx.shrink,
      maxHeight: 110 * ctx.shrink,
      maxLines: 1,
    });
    const tilt = rng.pick([-8, -6, 6]);
    // The song sits across the dip between the lobes; the heart stops short of its letters.
    const close = openTextGap(
      b,
      hook.lines.map((line) => ({
        line,
        at: { x: cx, baseline: cy - size * 0.3 + hook.cap / 2, scale: hook.scale, rotate: tilt },
      })),
      14,
      inks.accent,
      'hook',
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="22" stroke-linejoin="round" d="${heart(cx, cy, size)}"/>`,
      [inks.primary],
    );
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linejoin="round" d="${heart(cx, cy + 6, size - 90)}"/>`,
      [inks.accent],
    );
    close();
    const nameTop = cy - name.height / 2 + size * 0.02;
    drawBlock(b, name, { top: nameTop, paint: { fill: inks.primary }, role: 'name' });
    const twinkles = [
      sparkle(cx - size * 0.52, cy + size * 0.12, 52),
      sparkle(cx + size * 0.5, cy - size * 0.42, 40),
      sparkle(cx + size * 0.4, cy + size * 0.34, 30),
      sparkle(cx - size * 0.36, cy + size * 0.4, 22),
    ];
    b.add(`<path fill="${inks.support}" d="${twinkles.join('')}"/>`, [inks.support]);
    await detailsLine(b, ctx, {
      baseline: cy + size * 0.5 + 110,
      cap: 28,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
      face: faces.display,
      max: 1,
    });
  },
};

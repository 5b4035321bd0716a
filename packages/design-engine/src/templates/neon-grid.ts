/**
 * Neon grid: a perspective floor grid running to a horizon, a striped sun or wireframe peaks
 * behind it, and the name in a geometric face with a glow — a wide stroke in one ink under the
 * letters in another (a glow a screen printer can actually print).
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { r } from '../svg/num.ts';
import { detailLine, drawBlock, nameBlock, quoted, smallLine } from './common.ts';

function grid(cx: number, horizon: number, depth: number, halfWidth: number): string {
  const parts: string[] = [];
  const columns = 9;
  for (let i = -columns; i <= columns; i += 1) {
    const xb = cx + (i / columns) * halfWidth;
    const xt = cx + (i / columns) * halfWidth * 0.16;
    // Outer columns stop short of the bottom, so the floor ends in a curve, not a box.
    const reach = 1 - (Math.abs(i) / columns) ** 2 * 0.45;
    parts.push(
      `M${r(xt)} ${r(horizon)}L${r(xt + (xb - xt) * reach)} ${r(horizon + depth * reach)}`,
    );
  }
  for (let k = 0; k < 8; k += 1) {
    const t = (k / 8) ** 1.8;
    const y = horizon + depth * t;
    const span = halfWidth * (0.16 + 0.84 * t);
    const reach = Math.sqrt(Math.max(0, 1 - ((y - horizon) / depth) ** 2 * 0.55));
    parts.push(`M${r(cx - span * reach)} ${r(y)}L${r(cx + span * reach)} ${r(y)}`);
  }
  return parts.join('');
}

export const neonGrid: Template = {
  id: 'neon-grid',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1020 * ctx.shrink,
      maxCap: 170 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: 2,
      leading: 0.22,
    });
    const glow = Math.max(10, name.cap * 0.1);
    const top = 90 + glow;
    drawBlock(b, name, { top, paint: { stroke: inks.accent, strokeWidth: glow }, role: 'name' });
    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });

    const horizon = nameBox.y1 + glow + 330 * ctx.shrink;
    const halfWidth = 520 * ctx.shrink;
    if (rng.chance(0.5)) {
      // A neon ring sun: half circles above the horizon, glow stroke under a bright line.
      const rings = [250, 205, 160].map((radius) => radius * ctx.shrink);
      const arcs = rings
        .map(
          (radius) =>
            `M${r(CENTER_X - radius)} ${r(horizon)}A${r(radius)} ${r(radius)} 0 0 1 ${r(CENTER_X + radius)} ${r(horizon)}`,
        )
        .join('');
      b.add(`<path fill="none" stroke="${inks.accent}" stroke-width="13" d="${arcs}"/>`, [
        inks.accent,
      ]);
      b.add(`<path fill="none" stroke="${inks.support}" stroke-width="4" d="${arcs}"/>`, [
        inks.support,
      ]);
    } else {
      const peaks: string[] = [];
      let x = CENTER_X - halfWidth * 0.9;
      peaks.push(`M${r(x)} ${r(horizon)}`);
      while (x < CENTER_X + halfWidth * 0.9) {
        x += rng.range(60, 130);
        peaks.push(
          `L${r(Math.min(x, CENTER_X + halfWidth * 0.9))} ${r(horizon - rng.range(40, 200) * ctx.shrink)}`,
        );
        x += rng.range(40, 90);
        peaks.push(
          `L${r(Math.min(x, CENTER_X + halfWidth * 0.9))} ${r(horizon - rng.range(0, 40))}`,
        );
      }
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="5" stroke-linejoin="round" d="${peaks.join('')}"/>`,
        [inks.support],
      );
    }
    const floor = grid(CENTER_X, horizon, 360 * ctx.shrink, halfWidth);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="14" stroke-linecap="round" d="${floor}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="4" stroke-linecap="round" d="${floor}"/>`,
      [inks.primary],
    );
    b.add(
      `<path stroke="${inks.primary}" stroke-width="5" d="M${r(CENTER_X - halfWidth)} ${r(horizon)}h${r(halfWidth * 2)}"/>`,
      [inks.primary],
    );

    const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: horizon + 360 * ctx.shrink + 80,
      cap: 34,
      maxWidth: 900,
      ink: inks.primary,
      role: 'track',
      tracking: 0.3,
      face: faces.support,
    });
    const details = detailLine(ctx);
    if (details.length > 0 && rng.chance(0.6)) {
      await smallLine(b, ctx, details, {
        baseline: trackBox.y1 + 55,
        cap: 27,
        maxWidth: 700,
        ink: inks.support,
        role: 'detail',
        tracking: 0.4,
      });
    }
  },
};

/**
 * R&B rose script: the name in a flowing script across the chest over a tapered swash, roses
 * (crossed under the name, or one at each side) and the song in widely tracked small capitals —
 * the soft, romantic register of soul and R&B merch.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { altNameLine, block, detailLine, quoted, smallLine } from '../../templates/common.ts';
import { drawIcon } from '../shared/icon.ts';

export const rnbRoseScript: Template = {
  id: 'rnb-rose-script',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const tilt = rng.pick([-6, -4, 0]);
    // Roses at the sides only leave room for a short name.
    const long = [...ctx.name].length > 16;
    const arrangement = long ? 'crossed' : rng.pick(['crossed', 'flanking'] as const);
    const side = arrangement === 'flanking' ? 210 : 0;
    const name = await block(ctx.name, faces.script, {
      maxWidth: (1040 - side * 1.4) * ctx.shrink,
      maxCap: 210 * ctx.shrink,
      maxHeight: 460 * ctx.shrink,
      maxLines: long ? 3 : 2,
      leading: 0.55,
      breakGain: 1.1,
    });
    const top = 150 + (tilt ? 40 : 0);
    const boxes = name.lines.map((line, i) =>
      b.text(
        line,
        { x: cx, baseline: top + (name.baselines[i] ?? 0), scale: name.scale, rotate: tilt },
        { fill: inks.primary },
        'name',
      ),
    );
    const nameY0 = Math.min(...boxes.map((bx) => bx.y0));
    const nameY1 = Math.max(...boxes.map((bx) => bx.y1));
    const alt = await altNameLine(b, ctx, {
      baseline: nameY1 + 60,
      cap: 36,
      maxWidth: 800,
      ink: inks.primary,
      tracking: 0.3,
    });
    // A tapered swash under the name.
    const sw = 700 * Math.max(0.8, ctx.shrink);
    const sy = (alt ? alt.y1 : nameY1) + 40;
    b.add(
      `<path fill="${inks.accent}" d="M${r(cx - sw / 2)} ${r(sy + 10)}Q${r(cx)} ${r(sy - 26)} ${r(cx + sw / 2)} ${r(sy - 8)}Q${r(cx)} ${r(sy - 6)} ${r(cx - sw / 2)} ${r(sy + 10)}Z"/>`,
      [inks.accent],
    );
    let bottom = sy + 20;
    if (arrangement === 'crossed') {
      const h = 300 * ctx.shrink;
      const y0 = sy + 40;
      // Heads out, stems crossing under the middle.
      drawIcon(b, 'rose', { x0: cx - 250, y0, x1: cx - 10, y1: y0 + h }, inks.accent, {
        rotate: -30,
      });
      drawIcon(b, 'rose', { x0: cx + 10, y0, x1: cx + 250, y1: y0 + h }, inks.accent, {
        rotate: 30,
        flip: true,
      });
      bottom = y0 + h + 30;
    } else {
      const h = 260 * ctx.shrink;
      const my = (nameY0 + nameY1) / 2 - h / 2;
      drawIcon(b, 'rose', { x0: 60, y0: my, x1: 60 + side, y1: my + h }, inks.accent, {
        rotate: -18,
      });
      drawIcon(b, 'rose', { x0: 1140 - side, y0: my, x1: 1140, y1: my + h }, inks.accent, {
        rotate: 18,
        flip: true,
      });
    }
    const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: bottom + 70,
      cap: 32,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.4,
    });
    const details = detailLine(ctx);
    if (details.length > 0 && rng.chance(0.5)) {
      await smallLine(b, ctx, details, {
        baseline: trackBox.y1 + 60,
        cap: 26,
        maxWidth: 640,
        ink: inks.support,
        role: 'detail',
        tracking: 0.5,
      });
    }
  },
};

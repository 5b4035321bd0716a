/**
 * R&B rose script: the name in a big flowing script, stacked when it has two words, over a
 * tapered swash and two roses beneath it (an open bloom and a bud), and the song in widely tracked
 * capitals: the soft, romantic register of soul and R&B merch. Seeded: tilt, and the picture:
 * 'bouquet' (the two roses under the name, as above) or 'crowned' — one tall long-stemmed rose
 * standing over the name, leaning with it (or, when the name names a thing, that emblem crowning it), the
 * swash and the song under the name.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { altNameLine, block, quoted, smallLine } from '../../templates/common.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { motifFromName } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { detailsLine } from '../shared/details-line.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';
import { tiltedIcon } from '../shared/tilted-icon.ts';
import { nameLines } from './name-lines.ts';

export const ROSE_ARRANGEMENTS = ['bouquet', 'crowned'] as const;

export const rnbRoseScript: Template = {
  id: 'rnb-rose-script',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const tilt = rng.pick([-6, -4, 0]);
    const crowned = pickArrangement(ctx, ROSE_ARRANGEMENTS) === 'crowned';
    const emblem = crowned ? motifFromName(ctx) : null;
    const name = await block(ctx.name, faces.script, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 240 * ctx.shrink,
      maxHeight: 540 * ctx.shrink,
      maxLines: nameLines(ctx.name, [...ctx.name].length > 16 ? 3 : 2),
      leading: 0.5,
      breakGain: 1.0,
    });
    let top = 150 + (tilt ? 40 : 0);
    if (crowned) {
      // The crown over the name: the name's own emblem, or one tall rose leaning as the name does.
      const h = 400 * ctx.shrink;
      const box = { x0: cx - h * 0.6, y0: 70, x1: cx + h * 0.6, y1: 70 + h };
      const placed = emblem
        ? drawMotif(
            b,
            emblem.motif,
            { x0: cx - h * 0.6, y0: 70, x1: cx + h * 0.6, y1: 70 + h },
            { ink: inks.accent, accent: inks.support },
            rng,
          )
        : tiltedIcon(b, 'shut-rose', box, inks.accent, tilt * 2, { flip: true });
      // A turned rose reaches a little past its unturned box: the name keeps clear of its foot.
      top = placed.y1 + 70 + (tilt ? 40 : 0);
    }
    const nameY1 = drawTiltedBlock(b, name, {
      x: cx,
      top,
      rotate: tilt,
      paint: { fill: inks.primary },
      role: 'name',
    }).y1;
    const alt = await altNameLine(b, ctx, {
      baseline: nameY1 + 60,
      cap: 36,
      maxWidth: 800,
      ink: inks.primary,
      tracking: 0.3,
    });
    // A tapered swash under the name.
    const sw = 700 * ctx.shrink;
    const sy = (alt ? alt.y1 : nameY1) + 40;
    b.add(
      `<path fill="${inks.accent}" d="M${r(cx - sw / 2)} ${r(sy + 10)}Q${r(cx)} ${r(sy - 26)} ${r(cx + sw / 2)} ${r(sy - 8)}Q${r(cx)} ${r(sy - 6)} ${r(cx - sw / 2)} ${r(sy + 10)}Z"/>`,
      [inks.accent],
    );
    // Two different roses beneath, stems crossed: an open bloom and a closed bud (one icon
    // mirrored reads as a stamp, not a bouquet).
    const h = 380 * ctx.shrink;
    const y0 = sy + 40;
    if (crowned) {
      await songAndPlace(sy + 40);
      return;
    }
    tiltedIcon(
      b,
      'shut-rose',
      { x0: cx - h * 0.85, y0, x1: cx - 10, y1: y0 + h },
      inks.accent,
      -10,
      {
        flip: true,
      },
    );
    tiltedIcon(b, 'rose', { x0: cx + 10, y0, x1: cx + h * 0.85, y1: y0 + h }, inks.accent, 30, {
      flip: true,
    });
    await songAndPlace(y0 + h + 30);

    async function songAndPlace(bottom: number): Promise<void> {
      const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
        baseline: bottom + 70,
        cap: 32,
        maxWidth: 860,
        ink: inks.support,
        role: 'track',
        tracking: 0.4,
      });
      await detailsLine(b, ctx, {
        baseline: trackBox.y1 + 60,
        cap: 30,
        maxWidth: 640,
        ink: inks.support,
        tracking: 0.5,
        chance: 0.5,
      });
    }
  },
};

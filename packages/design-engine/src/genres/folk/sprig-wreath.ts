/**
 * Folk sprig wreath: a pressed-flower wreath of drawn sprigs (leaves, buds, berries) open at the
 * top, the name set inside in a bookish serif, the song in small capitals under it, and the
 * place beneath the wreath's tie — the herbarium-page look of folk merch. Seeded: the wreath
 * round the name, or a garland arching over it (sprig-garland.ts).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { leaf } from '../shared/ornaments.ts';
import { drawSprigArc } from './sprig-arc.ts';
import { sprigGarland } from './sprig-garland.ts';

export const folkSprigWreath: Template = {
  id: 'folk-sprig-wreath',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    if (rng.chance(0.45)) {
      await sprigGarland(b, ctx);
      return;
    }
    const cx = CENTER_X;
    // Re-layout passes shrink the wreath with the type, so the small lines gain on the whole.
    const R = 430 * ctx.shrink;
    const cy = 90 + R;
    drawSprigArc(b, ctx, {
      cx,
      cy,
      radius: R,
      count: rng.pick([6, 7]),
      // From the bottom (90°) up each side to about 20° short of the top.
      angle: (side, t) => 90 + side * (10 + t * 140),
      turn: 1,
      length: [180, 230],
      bend: [-25, -10],
      stem: (side) => [90 + side * 6, 90 + side * 150],
      sweep: 1,
    });
    // The tie at the bottom: two leaves crossing.
    b.add(
      `<path fill="${inks.accent}" d="${leaf(cx, cy + R + 10, 145, 90)}${leaf(cx, cy + R + 10, 35, 90)}"/>`,
      [inks.accent],
    );

    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 700 * ctx.shrink,
      maxCap: 130 * ctx.shrink,
      maxHeight: 420 * ctx.shrink,
      maxLines: 4,
      breakGain: 1.05,
      leading: 0.25,
      tracking: 0.05,
    });
    const trackGap = 110;
    const top = cy - (name.height + trackGap) / 2;
    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
    await smallLine(b, ctx, quoted(ctx.track), {
      baseline: nameBox.y1 + 80,
      cap: 30,
      maxWidth: 600,
      ink: inks.accent,
      role: 'track',
      tracking: 0.3,
    });
    await detailsLine(b, ctx, {
      baseline: cy + R + 150,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};

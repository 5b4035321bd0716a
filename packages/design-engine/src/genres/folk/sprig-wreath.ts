/**
 * Folk sprig wreath: a pressed-flower wreath of drawn sprigs (leaves, buds, berries) open at the
 * top, the name set inside in a bookish serif, the song in small capitals under it, and the
 * place beneath the wreath's tie — the herbarium-page look of folk merch. Seeded: the wreath
 * round the name, or a garland arching over it (sprig-garland.ts).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { polar } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { leaf, sprig } from '../shared/ornaments.ts';
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
    const tips = ['bud', 'berries', 'leaf'] as const;
    const leafy: string[] = [];
    const blooms: string[] = [];
    const count = rng.pick([6, 7]);
    for (const side of [-1, 1]) {
      for (let i = 0; i < count; i += 1) {
        // From the bottom (90°) up each side to about 20° short of the top.
        const t = i / count;
        const deg = 90 + side * (10 + t * 140);
        const [x, y] = polar(cx, cy, R, deg);
        const dir = deg + side * 90 + rng.range(-8, 8);
        const tip = tips[(i + (side === 1 ? 1 : 0)) % tips.length] ?? 'leaf';
        const path = sprig(
          x,
          y,
          dir,
          rng.range(180, 230),
          rng.int(4, 5),
          side * rng.range(-25, -10),
          tip,
        );
        (tip === 'leaf' ? leafy : blooms).push(path);
      }
    }
    // The wreath's two main stems, so the sprigs read as one garland.
    const stems = [-1, 1]
      .map((side) => {
        const [sx, sy] = polar(cx, cy, R, 90 + side * 6);
        const [ex, ey] = polar(cx, cy, R, 90 + side * 150);
        return `M${r(sx)} ${r(sy)}A${R} ${R} 0 0 ${side === 1 ? 1 : 0} ${r(ex)} ${r(ey)}`;
      })
      .join('');
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" d="${stems}"/>`,
      [inks.primary],
    );
    b.add(`<path fill="${inks.primary}" d="${leafy.join('')}"/>`, [inks.primary]);
    b.add(`<path fill="${inks.accent}" d="${blooms.join('')}"/>`, [inks.accent]);
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

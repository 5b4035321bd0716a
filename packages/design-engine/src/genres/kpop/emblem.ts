/**
 * K-pop emblem: a geometric group mark — a diamond with an orbit ring and a four-point star, or
 * a hexagon with a crescent — like the logos idol groups print on lightsticks and album spines,
 * the name in a wide logotype under it with its romanisation, and a numbered three-song list.
 * Seeded: the mark, and for a short name the lockup — the mark over the name, or a horizontal
 * logo lockup with a smaller mark beside the name, flush left, as on an album spine.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { InkPlan } from '../../color/ink-plan.ts';
import type { Template } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, regular } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { sparkle } from '../shared/ornaments.ts';

export const kpopEmblem: Template = {
  id: 'kpop-emblem',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const S = 300 * ctx.shrink;
    const cy = 90 + S;
    const kind = rng.pick(['orbit', 'hex'] as const);
    // A short name can stand beside a smaller mark, like a logo lockup on a spine.
    const beside = [...ctx.name].length <= 12 && rng.chance(0.45);
    let nameBox: Box;
    if (beside) {
      const s = 150 * ctx.shrink;
      // The orbit's ring reaches about a mark's width out each side; the hexagon less far.
      const reach = s * (kind === 'orbit' ? 1.0 : 0.84);
      const mx = cx - 470 * ctx.shrink + reach;
      const my = 90 + s * 0.95;
      mark(b, inks, kind, mx, my, s);
      ({ box: nameBox } = await nameLockup(b, ctx, {
        x: mx + reach + 40,
        align: 'left',
        maxWidth: 940 * ctx.shrink - 2 * reach - 40,
        maxCap: 150 * ctx.shrink,
        maxHeight: 300 * ctx.shrink,
        maxLines: 1,
        leading: 0.2,
        tracking: 0.06,
        top: my - 75 * ctx.shrink,
        paint: { fill: inks.primary },
      }));
      nameBox = { ...nameBox, y1: Math.max(nameBox.y1, my + s * 0.95) };
    } else {
      mark(b, inks, kind, cx, cy, S);
      ({ box: nameBox } = await nameLockup(b, ctx, {
        maxWidth: 1000 * ctx.shrink,
        maxCap: 150 * ctx.shrink,
        maxHeight: 300 * ctx.shrink,
        maxLines: 2,
        leading: 0.2,
        tracking: 0.06,
        top: cy + S * 0.95 + 60,
        paint: { fill: inks.primary },
      }));
    }
    let y = nameBox.y1 + 30;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="M${r(cx - 200)} ${r(y + 10)}H${r(cx + 200)}"/>`,
      [inks.accent],
    );
    const titles = [...new Set([ctx.track, ...ctx.tracks])].slice(0, ctx.fit > 0 ? 2 : 3);
    for (const [i, title] of titles.entries()) {
      const line = await smallLine(b, ctx, `${String(i + 1).padStart(2, '0')}  ${title}`, {
        baseline: y + 70,
        cap: 28,
        maxWidth: 800,
        ink: i === 0 ? inks.accent : inks.support,
        role: i === 0 ? 'track' : 'detail',
        tracking: 0.25,
      });
      y = line.y1;
    }
  },
};

/** The group mark — a diamond with an orbit and a star, or a hexagon with a crescent — at (cx, cy). */
function mark(
  b: ArtBuilder,
  inks: InkPlan,
  kind: 'orbit' | 'hex',
  cx: number,
  cy: number,
  S: number,
): void {
  if (kind === 'orbit') {
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="14" stroke-linejoin="round" d="${diamond(cx, cy, S * 1.2, S * 1.7)}"/>`,
      [inks.primary],
    );
    b.add(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r(S * 0.98)}" ry="${r(S * 0.3)}" transform="rotate(-18 ${cx} ${cy})" fill="none" stroke="${inks.accent}" stroke-width="8"/>`,
      [inks.accent],
    );
    b.add(`<path fill="${inks.accent}" d="${sparkle(cx, cy, S * 0.4, 0.14)}"/>`, [inks.accent]);
    b.add(`<path fill="${inks.primary}" d="${circle(cx + S * 0.93, cy - S * 0.3, 16)}"/>`, [
      inks.primary,
    ]);
  } else {
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="14" stroke-linejoin="round" d="${regular(cx, cy, S * 0.82, 6, -90)}"/><path fill="none" stroke="${inks.primary}" stroke-width="4" d="${regular(cx, cy, S * 0.7, 6, -90)}"/>`,
      [inks.primary],
    );
    const moon = `${circle(cx, cy, S * 0.36)}${circle(cx + S * 0.16, cy - S * 0.1, S * 0.3)}`;
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${moon}"/>`, [inks.accent]);
    b.add(`<path fill="${inks.accent}" d="${sparkle(cx + S * 0.22, cy + S * 0.16, S * 0.12)}"/>`, [
      inks.accent,
    ]);
  }
}

/**
 * Jazz deco fan: an art-deco sunburst fan rising from a stepped base line, the name in tracked
 * deco capitals under it between double hairlines with diamonds, and the song set small — the
 * look of a 1920s ballroom programme or a speakeasy sign.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { diamond, polygon } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { fan } from '../shared/ornaments.ts';

export const jazzDecoFan: Template = {
  id: 'jazz-deco-fan',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const R = 400 * ctx.shrink;
    const base = 90 + R;
    const rays = rng.pick([9, 11, 13]);
    // Outer fan in the accent, an inner half-disc of rings in the primary.
    // Open rays (wide gaps, an outer hairline arc) so the fan never prints as one heavy fill.
    b.add(`<path fill="${inks.accent}" d="${fan(cx, base, R * 0.42, R * 0.94, rays, 5.5)}"/>`, [
      inks.accent,
    ]);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="M${r(cx - R)} ${r(base)}A${r(R)} ${r(R)} 0 0 1 ${r(cx + R)} ${r(base)}"/>`,
      [inks.accent],
    );
    const rings: string[] = [];
    for (const k of [0.34, 0.26, 0.18]) {
      const rr = R * k;
      rings.push(`M${r(cx - rr)} ${r(base)}A${r(rr)} ${r(rr)} 0 0 1 ${r(cx + rr)} ${r(base)}`);
    }
    b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="9" d="${rings.join('')}"/>`, [
      inks.primary,
    ]);
    // A stepped base: three ledges widening downwards, like a deco skyline plinth.
    const steps: string[] = [];
    [0, 1, 2].forEach((i) => {
      const half = R * (0.5 + i * 0.28);
      const y = base + 14 + i * 22;
      steps.push(
        polygon([
          [cx - half, y],
          [cx + half, y],
          [cx + half, y + 10],
          [cx - half, y + 10],
        ]),
      );
    });
    b.add(`<path fill="${inks.primary}" d="${steps.join('')}"/>`, [inks.primary]);

    const nameTop = base + 150;
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 150 * ctx.shrink,
      maxHeight: 330 * ctx.shrink,
      maxLines: 3,
      leading: 0.3,
      tracking: 0.14,
      top: nameTop,
      paint: { fill: inks.primary },
    });
    // Double hairlines with a diamond at each end, above and below the name.
    const rule = (y: number, half: number): string =>
      `M${r(cx - half)} ${r(y)}H${r(cx + half)}M${r(cx - half + 30)} ${r(y + 12)}H${r(cx + half - 30)}`;
    const half = Math.min(520, Math.max(300, (nameBox.x1 - nameBox.x0) / 2 + 40));
    const above = nameTop - 60;
    const below = nameBox.y1 + 44;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="${rule(above, half)}${rule(below, half)}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="${inks.accent}" d="${[above, below].map((y) => diamond(cx - half - 22, y + 6, 22, 30) + diamond(cx + half + 22, y + 6, 22, 30)).join('')}"/>`,
      [inks.accent],
    );
    const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: below + 90,
      cap: 34,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
    await detailsLine(b, ctx, {
      baseline: trackBox.y1 + 60,
      cap: 26,
      maxWidth: 640,
      ink: inks.accent,
      tracking: 0.5,
      chance: 0.6,
    });
  },
};

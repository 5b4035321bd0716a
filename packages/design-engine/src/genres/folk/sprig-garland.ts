/**
 * The sprig wreath's other arrangement: a garland of the same drawn sprigs arching over the
 * name like a bower — rising from each end of the arch to meet at a bloom over its crown — the
 * name set larger under it, the song and the place beneath. The wreath frames the name; the
 * garland crowns it.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { flower } from '../shared/ornaments.ts';
import { drawSprigArc } from './sprig-arc.ts';

export async function sprigGarland(b: ArtBuilder, ctx: TemplateContext): Promise<void> {
  const { rng, inks } = ctx;
  const cx = CENTER_X;
  const R = 440 * ctx.shrink;
  const cy = 150 + R;
  drawSprigArc(b, ctx, {
    cx,
    cy,
    radius: R,
    count: rng.pick([5, 6]),
    // From just over each end of the arch up to a little short of its crown.
    angle: (side, t) => 270 + side * (82 - t * 68),
    turn: -1,
    length: [160, 210],
    bend: [10, 25],
    stem: (side) => [270 + side * 86, 270 + side * 6],
    sweep: 0,
  });
  // Where the two sides meet: a bloom with a ring of seeds round it.
  const seeds = Array.from({ length: 10 }, (_, i) => polar(cx, cy - R, 62, i * 36))
    .map(([x, y]) => circle(x, y, 5))
    .join('');
  b.add(`<path fill="${inks.accent}" d="${flower(cx, cy - R, 46, 6, 0)}${seeds}"/>`, [inks.accent]);

  // The name under the crown, set larger than inside the wreath: the garland leaves it room.
  const { box: nameBox } = await nameLockup(b, ctx, {
    maxWidth: 2 * R - 160,
    maxCap: 150 * ctx.shrink,
    maxHeight: 360 * ctx.shrink,
    maxLines: 3,
    breakGain: 1.05,
    leading: 0.25,
    tracking: 0.05,
    top: cy - R * 0.45,
    paint: { fill: inks.primary },
  });
  const song = await smallLine(b, ctx, quoted(ctx.track), {
    baseline: Math.max(nameBox.y1, cy) + 80,
    cap: 32,
    maxWidth: 760,
    ink: inks.accent,
    role: 'track',
    tracking: 0.3,
  });
  await detailsLine(b, ctx, {
    baseline: song.y1 + 64,
    cap: 28,
    maxWidth: 760,
    ink: inks.support,
    tracking: 0.5,
  });
}

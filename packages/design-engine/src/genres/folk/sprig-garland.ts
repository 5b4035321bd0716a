/**
 * The sprig wreath's other arrangement: a garland of the same drawn sprigs arching over the
 * name like a bower — rising from each end of the arch to meet at a bloom over its crown — the
 * name set larger under it, the song and the place beneath. The wreath frames the name; the
 * garland crowns it.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { flower, sprig } from '../shared/ornaments.ts';

export async function sprigGarland(b: ArtBuilder, ctx: TemplateContext): Promise<void> {
  const { rng, inks } = ctx;
  const cx = CENTER_X;
  const R = 440 * ctx.shrink;
  const cy = 150 + R;
  const tips = ['bud', 'berries', 'leaf'] as const;
  const leafy: string[] = [];
  const blooms: string[] = [];
  const count = rng.pick([5, 6]);
  for (const side of [-1, 1]) {
    for (let i = 0; i < count; i += 1) {
      // From just over each end of the arch up to a little short of its crown.
      const t = i / count;
      const deg = 270 + side * (82 - t * 68);
      const [x, y] = polar(cx, cy, R, deg);
      const dir = deg - side * 90 + rng.range(-8, 8);
      const tip = tips[(i + (side === 1 ? 1 : 0)) % tips.length] ?? 'leaf';
      const path = sprig(
        x,
        y,
        dir,
        rng.range(160, 210),
        rng.int(4, 5),
        side * rng.range(10, 25),
        tip,
      );
      (tip === 'leaf' ? leafy : blooms).push(path);
    }
  }
  const stems = [-1, 1]
    .map((side) => {
      const [sx, sy] = polar(cx, cy, R, 270 + side * 86);
      const [ex, ey] = polar(cx, cy, R, 270 + side * 6);
      return `M${r(sx)} ${r(sy)}A${r(R)} ${r(R)} 0 0 ${side === 1 ? 0 : 1} ${r(ex)} ${r(ey)}`;
    })
    .join('');
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" d="${stems}"/>`,
    [inks.primary],
  );
  b.add(`<path fill="${inks.primary}" d="${leafy.join('')}"/>`, [inks.primary]);
  b.add(`<path fill="${inks.accent}" d="${blooms.join('')}"/>`, [inks.accent]);
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

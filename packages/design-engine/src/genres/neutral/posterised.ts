/**
 * Neutral, posterised portrait: the artist's picture cut into two or three flat tones of their
 * own inks inside an arch or a disc, the name set plainly under it with generous tracking, and a
 * small colour key — one swatch per ink — beside the track, like a print's registration strip.
 * Needs the artist's image. Seeded: shape, treatment, which side the key sits.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { circle } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';

export const neutralPosterised: Template = {
  id: 'neutral-posterised',
  needsImage: true,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const w = 640;
    const h = rng.chance(0.5) ? 760 : 640;
    const box = { x0: CENTER_X - w / 2, y0: 70, x1: CENTER_X + w / 2, y1: 70 + h };
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['posterize', 'posterize', 'duotone'] as const),
      inks: [inks.primary, inks.accent],
      garment: inks.garment,
      box,
      shape: h > w ? 'arch' : 'circle',
      rng: rng.fork('portrait'),
    });

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * s,
      maxCap: 170 * s,
      maxHeight: 320 * s,
      maxLines: 2,
      leading: 0.22,
      tracking: 0.08,
      top: box.y1 + 70,
      paint: { fill: inks.primary },
    });
    const country = countryOf(ctx);
    const line = await smallLine(
      b,
      ctx,
      country ? [`${ctx.track}  —  ${country}`, ctx.track] : ctx.track,
      {
        baseline: nameBox.y1 + 80,
        cap: 32,
        maxWidth: 820,
        ink: inks.support,
        role: 'track',
        tracking: 0.22,
      },
    );
    // The colour key: one swatch per ink, on the far side of the line.
    const keys = [inks.primary, inks.accent, inks.support].filter(
      (ink, i, all) => all.indexOf(ink) === i,
    );
    const left = rng.chance(0.5);
    const ky = (line.y0 + line.y1) / 2;
    keys.forEach((ink, i) => {
      const kx = left ? line.x0 - 60 - i * 46 : line.x1 + 60 + i * 46;
      b.add(`<path fill="${ink}" d="${circle(kx, ky, 16)}"/>`, [ink]);
    });
  },
};

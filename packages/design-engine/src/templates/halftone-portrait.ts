/**
 * Halftone portrait: the artist image as print art (dot or line screen, duotone, posterised or a
 * threshold stencil; image/portrait-art.ts) in a circle, arch, torn edge or dissolving fade, with
 * the name set below and the track name small.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { drawPortrait, type PortraitTreatment } from '../image/portrait-art.ts';
import { circle } from '../svg/shapes.ts';
import { detailLine, drawBlock, nameBlock, quoted, smallLine } from './common.ts';

export const halftonePortrait: Template = {
  id: 'halftone-portrait',
  needsImage: true,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const size = 900 * Math.max(0.75, ctx.shrink);
    const top = 80;
    const box = { x0: CENTER_X - size / 2, y0: top, x1: CENTER_X + size / 2, y1: top + size };
    // The picture in one of the print treatments, in the plan's duotone inks (the key ink takes
    // the strongest tones: highlights on a dark blank, shadows on a light one).
    const family = ctx.style.family;
    const gritty = family === 'punk' || family === 'metal' || family === 'indie';
    const treatment = rng.weighted<PortraitTreatment>([
      { value: 'halftone-dots', weight: 3 },
      { value: 'halftone-lines', weight: 1.5 },
      { value: 'duotone', weight: 2 },
      { value: 'posterize', weight: 2 },
      { value: 'threshold', weight: gritty ? 3 : 1 },
    ]);
    const shape = rng.pick(
      gritty
        ? (['torn', 'fade', 'circle', 'square'] as const)
        : (['circle', 'circle', 'fade', 'arch'] as const),
    );
    const key = inks.darkGarment ? inks.duotone.light : inks.duotone.dark;
    const mid = inks.darkGarment ? inks.duotone.dark : inks.duotone.light;
    const oneInk = treatment === 'threshold' || treatment === 'halftone-lines' || key === mid;
    drawPortrait(b, ctx.portrait, {
      treatment,
      inks: oneInk ? [key] : [key, mid],
      garment: inks.garment,
      box,
      shape,
      rng: rng.fork('portrait'),
      // Punk gets the photocopied-flyer grain on its stencils.
      grain: family === 'punk' && treatment === 'threshold' ? 0.6 : 0,
    });
    if (shape === 'circle' && rng.chance(0.6)) {
      const radius = size / 2 + 14;
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-dasharray="${rng.pick(['none', '2 14'])}" stroke-linecap="round" d="${circle(CENTER_X, top + size / 2, radius)}"/>`,
        [inks.accent],
      );
    }
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * ctx.shrink,
      maxCap: 190 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: 2,
      leading: 0.16,
    });
    const nameTop = box.y1 + 40;
    const nameBox = drawBlock(b, name, {
      top: nameTop,
      paint: { fill: rng.chance(0.5) ? inks.primary : inks.accent },
      role: 'name',
    });
    const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: nameBox.y1 + 70,
      cap: 34,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
    });
    const details = detailLine(ctx);
    if (details.length > 0 && rng.chance(0.5)) {
      await smallLine(b, ctx, details, {
        baseline: trackBox.y1 + 55,
        cap: 28,
        maxWidth: 700,
        ink: inks.support,
        role: 'detail',
        tracking: 0.4,
      });
    }
  },
};

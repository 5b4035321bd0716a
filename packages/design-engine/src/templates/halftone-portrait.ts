/**
 * Halftone portrait: the artist image screened to dots or lines in one ink (sometimes a second for
 * the shadows), in a round vignette, with the name set below and the track name small.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { dotScreen, lineScreen } from '../image/halftone.ts';
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
    const polarity = inks.darkGarment ? 'light' : 'dark';
    const lines = rng.chance(0.35);
    const vignette = rng.pick(['circle', 'circle', 'diamond'] as const);
    const screen = lines
      ? lineScreen(ctx.portrait, {
          box,
          cells: rng.pick([64, 76]),
          angle: 0,
          vignette,
          polarity,
          gamma: 1.1,
          maxFill: 0.92,
        })
      : dotScreen(ctx.portrait, {
          box,
          cells: rng.pick([62, 72, 84]),
          angle: rng.pick([45, 22.5]),
          vignette,
          polarity,
          gamma: 1.15,
          maxFill: 0.95,
        });
    b.add(`<path fill="${inks.primary}" d="${screen}"/>`, [inks.primary]);
    if (vignette === 'circle' && rng.chance(0.6)) {
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
    const details = detailLine(ctx, 1);
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

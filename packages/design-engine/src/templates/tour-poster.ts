/**
 * Tour poster: condensed capitals over a duotone halftone of the artist image (or, without one, a
 * halftone spotlight), and the track name knocked out of a footer band.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X, SAFE_BOX } from '../layout/geometry.ts';
import { dotScreen, type Vignette } from '../image/halftone.ts';
import { drawPortrait } from '../image/portrait-art.ts';
import { capHeight } from '../layout/text-line.ts';
import { polygon } from '../svg/shapes.ts';
import { detailLine, drawBlock, fitLineWithin, knockout, nameBlock, smallLine } from './common.ts';

export const tourPoster: Template = {
  id: 'tour-poster',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const width = 1060 * ctx.shrink;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: width,
      maxCap: 250 * ctx.shrink,
      maxHeight: 330 * ctx.shrink,
      maxLines: 2,
      leading: 0.12,
    });
    const top = 80;
    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });

    // The image: the picture as print art, or without one a spotlight in two dot screens.
    const imageTop = nameBox.y1 + 30;
    const imageSize = Math.min(980, 1240 - imageTop) * (ctx.shrink > 0.8 ? 1 : ctx.shrink + 0.15);
    const box = {
      x0: CENTER_X - imageSize / 2,
      y0: imageTop,
      x1: CENTER_X + imageSize / 2,
      y1: imageTop + imageSize * 0.86,
    };
    if (ctx.hasImage) {
      // The artist's picture as two-ink print art (image/portrait-art.ts): a two-screen halftone,
      // a flat-plus-dots duotone or a posterised cut, dissolving or in an arch.
      drawPortrait(b, ctx.portrait, {
        treatment: rng.pick(['halftone-dots', 'halftone-dots', 'duotone', 'posterize'] as const),
        inks: inks.accent === inks.primary ? [inks.primary] : [inks.primary, inks.accent],
        garment: inks.garment,
        box,
        shape: rng.pick(['fade', 'arch', 'circle'] as const),
        rng: rng.fork('portrait'),
      });
    } else {
      const vignette: Vignette = rng.pick(['arch', 'oval', 'circle']);
      const cells = rng.pick([58, 66, 74]);
      const light = inks.darkGarment ? 'light' : 'dark';
      const under = dotScreen(ctx.portrait, {
        box,
        cells,
        angle: 15,
        vignette,
        polarity: light,
        gamma: 0.9,
        band: [0.05, 0.75],
        maxFill: 0.95,
      });
      const over = dotScreen(ctx.portrait, {
        box,
        cells,
        angle: 45,
        vignette,
        polarity: light,
        gamma: 1.3,
        band: [0.45, 1],
        maxFill: 0.85,
      });
      b.add(`<path fill="${inks.accent}" d="${under}"/>`, [inks.accent]);
      b.add(`<path fill="${inks.primary}" d="${over}"/>`, [inks.primary]);
    }

    // Footer band with the track knocked out.
    const bandY = box.y1 + 10;
    const bandW = 1000 * ctx.shrink;
    const bandH = 96 * Math.max(0.8, ctx.shrink);
    const { line: track, scale } = await fitLineWithin(
      ctx.track,
      faces.support,
      0.12,
      bandW - 80,
      bandH * 0.46,
    );
    const slant = rng.chance(0.5) ? 18 : 0;
    const band = polygon([
      [CENTER_X - bandW / 2 + slant, bandY],
      [CENTER_X + bandW / 2 + slant, bandY],
      [CENTER_X + bandW / 2 - slant, bandY + bandH],
      [CENTER_X - bandW / 2 - slant, bandY + bandH],
    ]);
    const baseline = bandY + bandH / 2 + (capHeight(track) * scale) / 2;
    knockout(b, band, inks.accent, [
      { line: track, at: { x: CENTER_X, baseline, scale }, role: 'track' },
    ]);

    const details = detailLine(ctx);
    if (details.length > 0) {
      await smallLine(b, ctx, details, {
        baseline: bandY + bandH + 58,
        cap: 30,
        maxWidth: SAFE_BOX.x1 - SAFE_BOX.x0 - 200,
        ink: inks.support,
        role: 'detail',
        tracking: 0.35,
      });
    }
  },
};

/**
 * Hip hop, bootleg rap tee: the 90s tour-bootleg collage. The name huge across the top in heavy
 * condensed capitals with an accent outline; the artist's picture big in two-tone under it:
 * one strong portrait (not a scatter of fragments); a row of stars and the track along the
 * foot. Needs the artist's image. Seeded: treatment, portrait edge, star count.
 */
import { drawPortrait, type PortraitTreatment } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { star } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';

export const hiphopBootleg: Template = {
  id: 'hiphop-bootleg',
  needsImage: true,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1080 * s,
      maxCap: 300 * s,
      maxHeight: 500 * s,
      maxLines: 2,
      leading: 0.06,
      breakGain: 1.0,
    });
    // The outline first, fat, then the letters over it.
    const outline = Math.max(10, name.cap * 0.07);
    drawBlock(b, name, {
      top: 70,
      paint: { stroke: inks.accent, strokeWidth: outline * 2 },
      role: 'name',
    });
    const nameBox = drawBlock(b, name, { top: 70, paint: { fill: inks.primary }, role: 'name' });

    // One strong portrait, big under the name: small round crops beside it read as fragments.
    // Screened tones, not posterised flats: a flat block of ink reads as a pasted rectangle.
    const main: PortraitTreatment = rng.pick(['halftone-dots', 'duotone', 'halftone-lines']);
    const top = nameBox.y1 + 30;
    const size = 820;
    drawPortrait(b, ctx.portrait, {
      treatment: main,
      inks: [inks.primary, inks.accent],
      garment: inks.garment,
      box: { x0: CENTER_X - size / 2, y0: top, x1: CENTER_X + size / 2, y1: top + size },
      shape: rng.pick(['fade', 'arch'] as const),
      rng: rng.fork('main'),
    });
    const y = top + size + 40;
    const stars = rng.int(3, 5);
    const starRow = Array.from({ length: stars }, (_, i) =>
      star(CENTER_X + (i - (stars - 1) / 2) * 70, y, 22, 9),
    ).join('');
    b.add(`<path fill="${inks.accent}" d="${starRow}"/>`, [inks.accent]);
    await smallLine(b, ctx, ctx.track, {
      baseline: y + 90,
      cap: 48,
      maxWidth: 960,
      ink: inks.primary,
      role: 'track',
      tracking: 0.1,
      face: faces.display,
    });
  },
};

/**
 * Hip hop, bootleg rap tee: the 90s tour-bootleg collage. The name huge across the top in heavy
 * condensed capitals with an accent outline; the artist's picture big in two-tone under it:
 * one strong portrait (not a scatter of fragments); a row of stars and the track along the
 * foot. Needs the artist's image. Seeded: treatment, portrait edge, star count, and which way up
 * the sheet runs (so two rappers rarely get the same bootleg): the name across the top over the
 * picture, or the stars and track as a header over the picture with the name slammed across
 * the foot like the bottom banner of a 90s tour tee.
 */
import { contrastRatio } from '../../color/color.ts';
import { drawPortrait, type PortraitTreatment } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { star } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';

export const hiphopBootleg: Template = {
  id: 'hiphop-bootleg',
  needsImage: true,
  needsTracks: 1,
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
    const foot = rng.chance(0.5);
    // The stars and the track: under the picture, or as the header when the name takes the foot.
    const starsAndTrack = async (y: number) => {
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
      return y + 90;
    };
    // The outline first, fat, then the letters over it.
    const outline = Math.max(10, name.cap * 0.07);
    const drawName = (top: number) => {
      // A one-ink plan has no second ink to outline in (an outline in the letters' own ink
      // swells them into one blob), and a long name set small loses its thin strokes under one.
      // An outline close in tone to its letters (yellow in pale grey) reads as a sticker behind
      // them, holed between letters and in their counters: then the letters stand alone.
      if (
        inks.accent !== inks.primary &&
        name.cap >= 120 &&
        outlineReads(inks.primary, inks.accent)
      )
        drawBlock(b, name, {
          top,
          paint: { stroke: inks.accent, strokeWidth: outline * 2 },
          role: 'name',
        });
      return drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
    };
    const size = 820;
    const top = foot ? (await starsAndTrack(90)) + 50 : drawName(70).y1 + 30;

    // One strong portrait, big beside the name: small round crops beside it read as fragments.
    // Screened tones, not posterised flats: a flat block of ink reads as a pasted rectangle.
    const main: PortraitTreatment = rng.pick(['halftone-dots', 'duotone', 'halftone-lines']);
    drawPortrait(b, ctx.portrait, {
      treatment: main,
      inks: [inks.primary, inks.accent],
      garment: inks.garment,
      box: { x0: CENTER_X - size / 2, y0: top, x1: CENTER_X + size / 2, y1: top + size },
      shape: rng.pick(['fade', 'arch'] as const),
      rng: rng.fork('main'),
    });
    if (foot) drawName(top + size + 30 + outline);
    else await starsAndTrack(top + size + 40);
  },
};

/** Whether an outline in `outline` reads as an edge round letters in `letters`. */
export function outlineReads(letters: string, outline: string): boolean {
  return contrastRatio(letters, outline) >= 2;
}

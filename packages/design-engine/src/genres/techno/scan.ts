/**
 * Techno, scan: the artist's picture as a strict line screen (or a hard threshold) in one ink,
 * squared off and fading at its edges, with registration marks at its corners like a film
 * separation; the name flush left under it, a field of small crosses beside the track and the
 * country in mono. Needs the artist's image. Seeded: screen, crosses, name weight.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import type { Template } from '../../layout/template.ts';
import { plusField, registrationMark } from '../../motifs/tech.ts';
import { nameLockup } from '../../templates/common.ts';
import { countryOf, oneLineList } from '../shared/art.ts';

const LEFT = 130;
const RIGHT = 1070;

export const technoScan: Template = {
  id: 'techno-scan',
  needsImage: true,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const box = { x0: LEFT, y0: 90, x1: RIGHT, y1: 90 + (RIGHT - LEFT) * 0.78 };
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['halftone-lines', 'halftone-lines', 'threshold'] as const),
      inks: [inks.primary],
      garment: inks.garment,
      box,
      shape: 'fade',
      rng: rng.fork('scan'),
    });
    const marks = [
      [box.x0 - 30, box.y0 - 30],
      [box.x1 + 30, box.y0 - 30],
      [box.x0 - 30, box.y1 + 30],
      [box.x1 + 30, box.y1 + 30],
    ]
      .map(([x, y]) => registrationMark(x ?? 0, y ?? 0, 72, 5))
      .join('');
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${marks}"/>`, [inks.accent]);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: (RIGHT - LEFT) * s,
      maxCap: 190 * s,
      maxHeight: 400 * s,
      maxLines: 3,
      leading: 0.12,
      x: LEFT,
      align: 'left',
      top: box.y1 + 90,
      paint: { fill: inks.primary },
    });
    const y = nameBox.y1 + 60;
    const country = countryOf(ctx);
    const lines = await oneLineList(b, [ctx.track, ...(country ? [country] : [])], {
      face: 'spaceMono',
      x: LEFT,
      align: 'left',
      top: y + 34,
      step: 50,
      cap: 30,
      maxWidth: (RIGHT - LEFT) * 0.62,
      tracking: 0.12,
      inks: [inks.primary, inks.support],
      max: 2,
    });
    const listBottom = lines[lines.length - 1]?.y1 ?? y + 40;
    b.add(
      `<path fill="${inks.accent}" d="${plusField({ x0: RIGHT - 260, y0: y, x1: RIGHT, y1: Math.max(listBottom, y + 100) }, 40, 18, 3)}"/>`,
      [inks.accent],
    );
  },
};

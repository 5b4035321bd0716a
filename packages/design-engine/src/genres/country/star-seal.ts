/**
 * Country star seal: a round badge with a rope rim, the name around the top in a western face,
 * a figure at the centre (a longhorn, eagle, boot or star picked by the track words, else by
 * seed) over a star row, and the song around the bottom — a ranch brand or a rodeo buckle.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circleText } from '../../layout/circle-text.ts';
import { motifForWords, drawMotif } from '../../motifs/index.ts';
import { casingFor } from '../../style/styles.ts';
import { circle, star } from '../../svg/shapes.ts';
import { altNameLine, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { ellipsePoints, rope } from '../shared/ornaments.ts';
import { slotText } from '../shared/tracks.ts';
import { fitsRing } from '../shared/ring-name.ts';

export const countryStarSeal: Template = {
  id: 'country-star-seal',
  needsImage: false,
  maxGrow: 1.3,
  canSet: (name) => fitsRing(name),
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const R = 470 * ctx.shrink;
    const cy = 90 + R;
    b.add(
      `<path fill="${inks.accent}" d="${rope(ellipsePoints(cx, cy, R - 20, R - 20, 96), 38)}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="6" d="${circle(cx, cy, R - 64)}${circle(cx, cy, R * 0.56)}"/>`,
      [inks.primary],
    );
    await circleText(b, casingFor(faces.display, ctx.name), faces.display, {
      cx,
      cy,
      radius: R - 150,
      cap: ([...ctx.name].length <= 8 ? 120 : 84) * ctx.shrink,
      tracking: 0.12,
      side: 'top',
      maxSweep: 176,
      ink: inks.primary,
      role: 'name',
    });
    // The bottom arc holds about 24 letters; a longer title is set whole under the seal.
    const slot = slotText(ctx, 24);
    await circleText(b, slot.text, faces.support, {
      cx,
      cy,
      radius: R - 128,
      cap: 40,
      tracking: 0.25,
      side: 'bottom',
      maxSweep: 120,
      ink: inks.support,
      role: slot.role,
    });
    // Stars at the seal's waist, between the two texts.
    const waist = [-1, 1].map((s) => star(cx + s * (R - 110), cy, 26, 11)).join('');
    b.add(`<path fill="${inks.accent}" d="${waist}"/>`, [inks.accent]);
    const choice = motifForWords([ctx.track, ...ctx.tracks], 'country', rng, { name: ctx.name });
    const fig = R * 0.74;
    drawMotif(
      b,
      choice.motif,
      { x0: cx - fig / 2, y0: cy - fig / 2 - 20, x1: cx + fig / 2, y1: cy + fig / 2 - 40 },
      { ink: inks.primary, accent: inks.accent },
      rng,
    );
    const row = [-2, -1, 0, 1, 2]
      .map((k) => star(cx + k * 56, cy + fig / 2 + 10, k === 0 ? 22 : 15, k === 0 ? 9 : 6))
      .join('');
    b.add(`<path fill="${inks.accent}" d="${row}"/>`, [inks.accent]);
    const alt = await altNameLine(b, ctx, {
      baseline: cy + R + 90,
      cap: 40,
      maxWidth: 820,
      ink: inks.primary,
      tracking: 0.2,
    });
    const below = alt ? alt.y1 : cy + R;
    // A title spilled out of the ring goes under the seal, whole; else the details do.
    if (slot.spill) {
      await smallLine(b, ctx, quoted(slot.spill), {
        baseline: below + 90,
        cap: 34,
        maxWidth: 880,
        ink: inks.primary,
        role: 'track',
        tracking: 0.2,
      });
    } else {
      await detailsLine(b, ctx, {
        baseline: below + 90,
        cap: 30,
        maxWidth: 820,
        ink: inks.support,
        tracking: 0.45,
      });
    }
  },
};

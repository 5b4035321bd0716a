/**
 * Country star seal: a round badge with a rope rim, the name around the top in a western face,
 * a figure at the centre (a longhorn, eagle, boot or star picked by the track words, else by
 * seed) over a star row, and the song around the bottom — a ranch brand or a rodeo buckle.
 * Seeded: the song around the seal's foot, or knocked out of a swallow-tail banner laid across
 * the seal's lower half over the figure's feet, with a row of stars round the foot instead.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circleText } from '../../layout/circle-text.ts';
import { motifForWords, drawMotif } from '../../motifs/index.ts';
import { casingFor } from '../../style/styles.ts';
import { isCased } from '../../text/scripts.ts';
import { banner, circle, polar, star } from '../../svg/shapes.ts';
import { capHeight } from '../../layout/text-line.ts';
import {
  altNameLine,
  fitLineWithin,
  knockout,
  openGap,
  quoted,
  smallLine,
} from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { ellipsePoints, rope } from '../shared/ornaments.ts';
import { slotText } from '../shared/tracks.ts';
import { fitsRing } from '../shared/ring-name.ts';

export const countryStarSeal: Template = {
  id: 'country-star-seal',
  namesMotif: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.3,
  canSet: (name) => fitsRing(name),
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const R = 470 * ctx.shrink;
    const cy = 90 + R;
    const ribbon = rng.chance(0.45);
    // The ribbon crosses the seal below the centre, wider than the seal, its tails outside it.
    const ribbonY = cy + R * 0.42;
    const ribbonW = R * 1.7;
    const ribbonH = 104;
    const ribbonShape = banner(cx, ribbonY, ribbonW, ribbonH, 80);
    if (ribbon) openGap(b, ribbonShape, 14);
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
      // Ideographs and syllable blocks stand taller than a Latin capital of the same "cap":
      // set at full size they ride up over the rope.
      cap: ([...ctx.name].length <= 8 ? 120 : 84) * ctx.shrink * (isCased(ctx.name) ? 1 : 0.72),
      tracking: 0.12,
      side: 'top',
      maxSweep: 176,
      ink: inks.primary,
      role: 'name',
    });
    // The bottom arc holds about 24 letters; a longer title is set whole under the seal. A
    // ribbon holds the title itself (never cut: it shrinks to fit) and stars take the arc.
    const slot = ribbon ? { text: '', role: 'track' as const, spill: null } : slotText(ctx, 24);
    if (ribbon) {
      const foot = [-2, -1, 0, 1, 2]
        .map((k) => polar(cx, cy, R - 118, 90 + k * 16))
        .map(([x, y], i) => star(x, y, i === 2 ? 24 : 16, i === 2 ? 10 : 7))
        .join('');
      b.add(`<path fill="${inks.accent}" d="${foot}"/>`, [inks.accent]);
    } else {
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
    }
    // Stars at the seal's waist, between the two texts.
    const waist = [-1, 1].map((s) => star(cx + s * (R - 110), cy, 26, 11)).join('');
    b.add(`<path fill="${inks.accent}" d="${waist}"/>`, [inks.accent]);
    const choice = motifForWords([ctx.track, ...ctx.tracks], 'country', rng, {
      name: ctx.name,
      nameFirst: ctx.nameFirst ?? false,
    });
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
    // Under the figure, where the ribbon does not lie across it.
    if (!ribbon) b.add(`<path fill="${inks.accent}" d="${row}"/>`, [inks.accent]);
    if (ribbon) {
      b.add('</g>', []);
      const { line, scale } = await fitLineWithin(
        ctx.track,
        faces.support,
        0.1,
        ribbonW - 70,
        ribbonH * 0.44,
      );
      knockout(b, ribbonShape, inks.primary, [
        {
          line,
          at: { x: cx, baseline: ribbonY + (capHeight(line) * scale) / 2, scale },
          role: 'track',
        },
      ]);
    }
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

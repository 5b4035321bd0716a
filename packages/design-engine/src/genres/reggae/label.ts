/**
 * Reggae label: a 7-inch single as the Kingston studios pressed them — the paper label with its
 * big centre hole, the name set round the top of the label, the song across it under the hole,
 * a rule either side of the hole, and (seeded) the record's grooves round the label or the label
 * alone, larger, with a ring of dots. No label name, catalogue number or year is printed: only
 * what is true (the artist, the song, the country).
 */
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { circleText } from '../../layout/circle-text.ts';
import { r } from '../../svg/num.ts';
import { circle, ring } from '../../svg/shapes.ts';
import { casingFor } from '../../style/styles.ts';
import { block, detailLine, drawBlock, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { splitName } from '../../text/names.ts';
import { stripes } from './parts.ts';

export const LABEL_ARRANGEMENTS = ['record', 'label'] as const;

/** Letters of the longest name set round the label; a longer one stands under the record. */
const LABEL_NAME_LETTERS = 14;

export const reggaeLabel: Template = {
  id: 'reggae-label',
  needsImage: false,
  maxGrow: 1.15,
  // The name goes round the label (circleText shapes joined scripts as a whole): only a lead
  // phrase short enough for the label's ring.
  canSet: (name) => [...splitName(name).primary].length <= 20,
  async layout(ctx, b) {
    const { inks, faces } = ctx;
    const s = ctx.shrink;
    const cx = CENTER_X;
    const record = pickArrangement(ctx, LABEL_ARRANGEMENTS) === 'record';
    // A 7-inch record is 7 in across, its label 3.5 in and its hole 1.5 in: the same proportions.
    const outer = 520 * s;
    // Drawn a little larger than a real label (half the record) so the name round it reads.
    const R = record ? outer * 0.64 : 440 * s;
    const hole = R * (1.5 / 3.5);
    const cy = 90 + (record ? outer : R);
    if (record) {
      // The grooves: a few rings between the label and the edge, the run-out wider.
      let grooves = ring(cx, cy, outer, outer - 12);
      for (let g = outer - 40; g > R + 30; g -= 34) grooves += ring(cx, cy, g, g - 5);
      b.add(`<path fill="${inks.support}" fill-rule="evenodd" d="${grooves}"/>`, [inks.support]);
    } else {
      const dots = Array.from({ length: 60 }, (_, i) => {
        const a = (i / 60) * Math.PI * 2;
        return circle(cx + Math.cos(a) * (R + 34), cy + Math.sin(a) * (R + 34), 7);
      }).join('');
      b.add(`<path fill="${inks.support}" d="${dots}"/>`, [inks.support]);
    }
    // The label's edge and the hole's rim.
    b.add(
      `<path fill="${inks.accent}" fill-rule="evenodd" d="${ring(cx, cy, R, R - 12)}${ring(cx, cy, hole + 12, hole)}"/>`,
      [inks.accent],
    );
    // The name round the top of the label; a long one (Kairo Dub Foundation) came out tiny on
    // the arc, so it stands big under the record instead and the song takes the arc.
    const band = R - hole - 12;
    const nameBelow = [...ctx.name].length > LABEL_NAME_LETTERS && ctx.track.length > 0;
    const arcText = nameBelow ? ctx.track : ctx.name;
    const arcFace = nameBelow ? faces.support : faces.display;
    await circleText(b, casingFor(arcFace, arcText), arcFace, {
      cx,
      cy,
      radius: hole + 12 + band * 0.42,
      cap: Math.max(MIN_TEXT_HEIGHT * 1.2, band * 0.44),
      tracking: 0.06,
      side: 'top',
      maxSweep: 130,
      ink: inks.primary,
      role: nameBelow ? 'track' : 'name',
      growShort: true,
    });
    // The three stripes either side of the hole, as the flag bands across a roots label.
    const inkOrder = [inks.accent, inks.primary, inks.support];
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? cx - R + 16 : cx + hole + 24;
      const x1 = side < 0 ? cx - hole - 24 : cx + R - 16;
      inkOrder.forEach((ink, i) => {
        const y = cy - 30 + i * 22;
        // Each bar stops at the label's edge, a chord of the circle at its height.
        const reach = Math.sqrt(
          Math.max(0, (R - 18) ** 2 - Math.max((y - cy) ** 2, (y + 14 - cy) ** 2)),
        );
        const a = Math.max(x0, cx - reach);
        const z = Math.min(x1, cx + reach);
        b.add(`<path fill="${ink}" d="M${r(a)} ${r(y)}H${r(z)}V${r(y + 14)}H${r(a)}Z"/>`, [ink]);
      });
    }
    // Under the hole: the song, then the country small on the lower arc.
    if (ctx.track && !nameBelow) {
      const song = await block(ctx.track, faces.support, {
        maxWidth: R * 1.45,
        maxCap: Math.max(MIN_TEXT_HEIGHT * 1.3, band * 0.2),
        // Never so little room that the song would print under the minimum size.
        maxHeight: Math.max(band * 0.42, MIN_TEXT_HEIGHT * 1.3 * 2.5),
        maxLines: 2,
        leading: 0.25,
        tracking: 0.08,
      });
      drawBlock(b, song, {
        top: cy + hole + 12 + band * 0.1,
        paint: { fill: inks.primary },
        role: 'track',
      });
    }
    // The country (or the name's romanisation) on the label's lower arc when it is short; a long
    // one would wrap round into the stripes, so it goes under the record, straight.
    const place = ctx.altName ?? detailLine(ctx)[0] ?? null;
    const arc = place !== null && [...place].length <= (record ? 14 : 20);
    if (place && arc) {
      await circleText(b, casingFor(faces.support, place), faces.support, {
        cx,
        cy,
        radius: R - 22 - MIN_TEXT_HEIGHT * 1.2 * 1.1,
        cap: MIN_TEXT_HEIGHT * 1.2,
        tracking: 0.3,
        side: 'bottom',
        maxSweep: 90,
        ink: inks.support,
        role: ctx.altName ? 'name' : 'detail',
      });
    }
    // Under the record: the long name, big, then the three stripes, its shadow on the shelf.
    let shelf = cy + (record ? outer : R + 34) + 50;
    if (nameBelow) {
      const name = await block(ctx.name, faces.display, {
        maxWidth: 1000 * s,
        maxCap: 170 * s,
        maxHeight: 380 * s,
        maxLines: 2,
        leading: 0.18,
      });
      shelf =
        drawBlock(b, name, { top: shelf + 10, paint: { fill: inks.primary }, role: 'name' }).y1 +
        60;
    }
    const foot = stripes(b, ctx, shelf, (record ? outer : R) * 0.7, 14);
    if (place && !arc) {
      await smallLine(b, ctx, [place], {
        baseline: foot + 70,
        cap: 34,
        maxWidth: 1000,
        ink: inks.support,
        tracking: 0.2,
        face: faces.support,
        role: ctx.altName ? 'name' : 'detail',
      });
    }
  },
};

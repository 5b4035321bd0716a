/**
 * Country rodeo buckle: a wide oval belt buckle — a heavy rim, a beaded inner ring and engraved
 * scrolls at its ends — with a bison, bull or horse head over the name in the western face, a
 * row of stars, and the song engraved on its lower band. The animal is the one the song or name
 * names (regional-figures.ts: a horse for a rodeo song, the wolf of "Wolf Creek"), else the
 * seed's. Seeded: the buckle's
 * cut — the oval, or a rectangular trophy plate with the animal's heads facing over the name
 * (see buckle-plate.ts).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { flourish } from '../../motifs/index.ts';
import { r } from '../../svg/num.ts';
import { circle, star } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { icon } from '../shared/art.ts';
import { ellipsePoints } from '../shared/ornaments.ts';
import { slotText, underSlot } from '../shared/tracks.ts';
import { trophyPlate } from './buckle-plate.ts';
import { buckleAnimal } from './regional-figures.ts';

export const countryBuckle: Template = {
  id: 'country-buckle',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    if (rng.chance(0.45)) {
      await trophyPlate(b, ctx, buckleAnimal(ctx));
      return;
    }
    const cx = CENTER_X;
    const rx = 520 * ctx.shrink;
    const ry = 360 * ctx.shrink;
    const cy = 90 + ry;
    const ell = (x: number, y: number, w: number, ink: string): string =>
      `<ellipse cx="${cx}" cy="${r(cy)}" rx="${r(x)}" ry="${r(y)}" fill="none" stroke="${ink}" stroke-width="${w}"/>`;
    b.add(ell(rx, ry, 16, inks.accent) + ell(rx - 30, ry - 30, 4, inks.accent), [inks.accent]);
    // Engraved scrolls at the two ends, turned to run along the rim.
    const fw = 150 * ctx.shrink;
    for (const side of [-1, 1]) {
      // Out near the rim, so the name between them can be set large.
      const x = cx + side * (rx - 118 * ctx.shrink);
      b.add(
        `<path transform="rotate(90 ${r(x)} ${r(cy)})" fill="${inks.accent}" d="${flourish({ x0: x - fw, y0: cy - fw / 4, x1: x + fw, y1: cy + fw / 4 })}"/>`,
        [inks.accent],
      );
    }
    const animal = buckleAnimal(ctx);
    const iconH = 150 * ctx.shrink;
    icon(
      b,
      animal,
      {
        x0: cx - iconH,
        y0: cy - ry + 80 * ctx.shrink,
        x1: cx + iconH,
        y1: cy - ry + 80 * ctx.shrink + iconH,
      },
      inks.primary,
    );
    const nameTop = cy - ry + 80 * ctx.shrink + iconH + 40;
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: rx * 2 - 370 * ctx.shrink,
      maxCap: 130 * ctx.shrink,
      maxHeight: 230 * ctx.shrink,
      maxLines: 2,
      leading: 0.2,
      top: nameTop,
      paint: { fill: inks.primary },
    });
    const stars = [-2, -1, 0, 1, 2]
      .map((k) => star(cx + k * 52, nameBox.y1 + 44, k === 0 ? 20 : 13, k === 0 ? 8 : 5))
      .join('');
    b.add(`<path fill="${inks.accent}" d="${stars}"/>`, [inks.accent]);
    // The song engraved on the lower band; a title too long for it goes whole under the buckle.
    // It fits the beaded ring's width at its own height, 0.4 in in from the beads each side.
    const slotBaseline = nameBox.y1 + 96 + 34;
    const dy = Math.min(1, (slotBaseline - cy) / (ry - 56));
    const ringWidth = 2 * (rx - 56) * Math.sqrt(Math.max(0, 1 - dy * dy));
    const slotWidth = Math.min(rx * 1.1, ringWidth - 80);
    const face = ctx.faces.support;
    const fitsRing = async (text: string): Promise<boolean> => {
      const line = await textLine(casingFor(face, text), face, 0.2);
      return fitScale(line, slotWidth, 34) * capHeight(line) >= MIN_TEXT_HEIGHT * 1.12;
    };
    // A title too wide for the band at a readable size goes under the buckle, the place (or
    // nothing) engraved instead.
    let slot = slotText(ctx, 28);
    if (!(await fitsRing(slot.text))) {
      let word: string | undefined;
      for (const d of ctx.details) if (!word && d && (await fitsRing(d))) word = d;
      slot = word
        ? { text: word, role: 'detail', spill: ctx.track }
        : { text: '', role: 'track', spill: ctx.track };
    }
    const slotBox = slot.text
      ? await smallLine(b, ctx, slot.text, {
          baseline: slotBaseline,
          cap: 34,
          maxWidth: slotWidth,
          ink: inks.support,
          role: slot.role,
          tracking: 0.2,
        })
      : null;
    // A beaded ring just inside the rim; no bead comes within 0.2 in of a letter.
    const texts = slotBox ? [nameBox, slotBox] : [nameBox];
    const beads = ellipsePoints(cx, cy, rx - 56, ry - 56, 64)
      .filter(([x, y]) =>
        texts.every(
          (t) => Math.hypot(Math.max(t.x0 - x, 0, x - t.x1), Math.max(t.y0 - y, 0, y - t.y1)) > 25,
        ),
      )
      .map(([x, y]) => circle(x, y, 5))
      .join('');
    b.add(`<path fill="${inks.support}" d="${beads}"/>`, [inks.support]);
    await underSlot(b, ctx, slot, {
      baseline: cy + ry + 90,
      cap: 30,
      maxWidth: 880,
      ink: inks.support,
      tracking: { track: 0.2, detail: 0.45 },
    });
  },
};

/**
 * R&B vinyl: a record sliding half out of its sleeve — grooves as fine rings, a label with the
 * initials — the sleeve's edge drawn as a clean line, the name in a flowing script across the
 * sleeve below it and the song in tracked capitals: slow-jam, late-night-radio soul. Seeded: the
 * record half out of its 'sleeve', or on the 'turntable' — the whole disc seen from above with
 * the tonearm resting in the grooves, the name under the deck.
 */
import { contrastRatio } from '../../color/color.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { initials } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { nameLines } from './name-lines.ts';
import { scriptNameStack } from './script-name-stack.ts';

export const VINYL_ARRANGEMENTS = ['sleeve', 'turntable'] as const;

export const rnbVinyl: Template = {
  id: 'rnb-vinyl',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const onDeck = pickArrangement(ctx, VINYL_ARRANGEMENTS) === 'turntable';
    // On the deck the whole disc shows, a little smaller and left of centre for the arm.
    const R = (onDeck ? 300 : 330) * k;
    const dx = onDeck ? -70 * k : 0;
    const cy = 90 + R;
    // The sleeve's top edge crosses the record's lower part; the record shows above it. On the
    // deck nothing hides it: the "sleeve" line becomes the plinth's edge under the disc.
    const sleeveY = onDeck ? cy + R + 50 * k : cy + R * 0.35;
    const clip = b.uid('out');
    const rx = cx + dx;
    b.def(
      `<clipPath id="${clip}"><rect x="${r(rx - R - 20)}" y="${r(cy - R - 20)}" width="${r(2 * R + 40)}" height="${r(sleeveY - (cy - R) + 4)}"/></clipPath>`,
    );
    const grooves: string[] = [];
    for (let rad = R * 0.42; rad < R; rad += 13 * k) grooves.push(circle(rx, cy, rad));
    b.add(
      `<g clip-path="url(#${clip})"><path fill="none" stroke="${inks.primary}" stroke-width="${r(4 * k)}" d="${grooves.join('')}"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(10 * k)}" d="${circle(rx, cy, R)}"/><path fill="${inks.accent}" fill-rule="evenodd" d="${circle(rx, cy, R * 0.34)}${circle(rx, cy, R * 0.035)}"/></g>`,
      [inks.primary, inks.accent],
    );
    // A glint across the grooves.
    const g0 = (-130 * Math.PI) / 180;
    const g1 = (-100 * Math.PI) / 180;
    const gr = R * 0.72;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="${r(12 * k)}" stroke-linecap="round" d="M${r(rx + gr * Math.cos(g0))} ${r(cy + gr * Math.sin(g0))}A${r(gr)} ${r(gr)} 0 0 1 ${r(rx + gr * Math.cos(g1))} ${r(cy + gr * Math.sin(g1))}"/>`,
      [inks.support],
    );
    // Initials on the label, above the spindle hole.
    const letters = await textLine(
      casingFor(faces.display, initials(ctx.name).slice(0, 2)),
      faces.display,
      0.05,
    );
    const ls = fitScale(letters, R * 0.42, R * 0.18);
    const labelY = cy - R * 0.17;
    // Whichever of the two other inks reads better on the label.
    const labelInk =
      contrastRatio(inks.primary, inks.accent) >= contrastRatio(inks.support, inks.accent)
        ? inks.primary
        : inks.support;
    if (labelY + (capHeight(letters) * ls) / 2 < sleeveY) {
      b.text(
        letters,
        { x: rx, baseline: labelY + (capHeight(letters) * ls) / 2, scale: ls },
        { fill: labelInk },
        'detail',
      );
    }
    if (onDeck) {
      // The tonearm: a pivot off the disc's upper right, the arm angled down into the grooves,
      // a headshell at its tip; the counterweight behind the pivot.
      const px = rx + R + 95 * k;
      const py = cy - R * 0.62;
      const tipX = rx + R * 0.52;
      const tipY = cy + R * 0.5;
      const elbowX = px - 10 * k;
      const elbowY = cy + R * 0.18;
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="${r(12 * k)}" stroke-linecap="round" stroke-linejoin="round" d="M${r(px)} ${r(py)}L${r(elbowX)} ${r(elbowY)}L${r(tipX)} ${r(tipY)}"/>`,
        [inks.support],
      );
      const shell = `M${r(tipX - 26 * k)} ${r(tipY - 8 * k)}L${r(tipX + 14 * k)} ${r(tipY - 30 * k)}L${r(tipX + 34 * k)} ${r(tipY + 6 * k)}L${r(tipX - 6 * k)} ${r(tipY + 28 * k)}Z`;
      b.add(
        `<path fill="${inks.accent}" d="${shell}${circle(px, py, 30 * k)}"/><path fill="none" stroke="${inks.support}" stroke-width="${r(6 * k)}" d="${circle(px, py, 46 * k)}"/><path fill="${inks.support}" d="M${r(px - 22 * k)} ${r(py - 100 * k)}h${r(44 * k)}v${r(56 * k)}h${r(-44 * k)}Z"/>`,
        [inks.accent, inks.support],
      );
    }
    const sw = R * 2.5;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(6 * k)}" d="M${r(cx - sw / 2)} ${r(sleeveY)}H${r(cx + sw / 2)}${onDeck ? `M${r(cx - sw / 2)} ${r(sleeveY + 18 * k)}H${r(cx + sw / 2)}` : ''}"/>`,
      [inks.accent],
    );
    const tilt = rng.pick([-6, -4]);
    await scriptNameStack(b, ctx, {
      top: sleeveY + 80,
      rotate: tilt,
      maxWidth: 1000 * k,
      maxCap: 200 * k,
      maxLines: nameLines(ctx.name, 2),
      altCap: 36,
      detailsCap: 30,
      detailsChance: 0.5,
    });
  },
};

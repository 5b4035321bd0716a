/**
 * R&B vinyl: a record sliding half out of its sleeve — grooves as fine rings, a label with the
 * initials — the sleeve's edge drawn as a clean line, the name in a flowing script across the
 * sleeve below it and the song in tracked capitals: slow-jam, late-night-radio soul.
 */
import { contrastRatio } from '../../color/color.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { initials } from '../../templates/common.ts';
import { nameLines } from './name-lines.ts';
import { scriptNameStack } from './script-name-stack.ts';

export const rnbVinyl: Template = {
  id: 'rnb-vinyl',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const R = 330 * k;
    const cy = 90 + R;
    // The sleeve's top edge crosses the record's lower part; the record shows above it.
    const sleeveY = cy + R * 0.35;
    const clip = b.uid('out');
    b.def(
      `<clipPath id="${clip}"><rect x="${r(cx - R - 20)}" y="${r(cy - R - 20)}" width="${r(2 * R + 40)}" height="${r(sleeveY - (cy - R) + 4)}"/></clipPath>`,
    );
    const grooves: string[] = [];
    for (let rad = R * 0.42; rad < R; rad += 13 * k) grooves.push(circle(cx, cy, rad));
    b.add(
      `<g clip-path="url(#${clip})"><path fill="none" stroke="${inks.primary}" stroke-width="${r(4 * k)}" d="${grooves.join('')}"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(10 * k)}" d="${circle(cx, cy, R)}"/><path fill="${inks.accent}" fill-rule="evenodd" d="${circle(cx, cy, R * 0.34)}${circle(cx, cy, R * 0.035)}"/></g>`,
      [inks.primary, inks.accent],
    );
    // A glint across the grooves.
    const g0 = (-130 * Math.PI) / 180;
    const g1 = (-100 * Math.PI) / 180;
    const gr = R * 0.72;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="${r(12 * k)}" stroke-linecap="round" d="M${r(cx + gr * Math.cos(g0))} ${r(cy + gr * Math.sin(g0))}A${r(gr)} ${r(gr)} 0 0 1 ${r(cx + gr * Math.cos(g1))} ${r(cy + gr * Math.sin(g1))}"/>`,
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
        { x: cx, baseline: labelY + (capHeight(letters) * ls) / 2, scale: ls },
        { fill: labelInk },
        'detail',
      );
    }
    const sw = R * 2.5;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(6 * k)}" d="M${r(cx - sw / 2)} ${r(sleeveY)}H${r(cx + sw / 2)}"/>`,
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

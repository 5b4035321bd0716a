/**
 * The rodeo buckle's other cut: a rectangular trophy plate instead of the oval — a heavy rim with
 * clipped corners, a fine inner rule and a rivet in each corner — a facing pair of the buckle's
 * animal heads either side of a big star over the name, the song engraved under a rule, all inside
 * the plate (a title too long for one line takes two; the plate grows to hold it).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, star, type Point } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { icon } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';

/** A rectangle with its corners clipped at 45°, `cut` units in. */
function clipped(x0: number, y0: number, x1: number, y1: number, cut: number): Point[] {
  return [
    [x0 + cut, y0],
    [x1 - cut, y0],
    [x1, y0 + cut],
    [x1, y1 - cut],
    [x1 - cut, y1],
    [x0 + cut, y1],
    [x0, y1 - cut],
    [x0, y0 + cut],
  ];
}

export async function trophyPlate(
  b: ArtBuilder,
  ctx: TemplateContext,
  animal: string,
): Promise<void> {
  const { inks } = ctx;
  const k = ctx.shrink;
  const cx = CENTER_X;
  const x0 = cx - 500 * k;
  const x1 = cx + 500 * k;
  const y0 = 90;
  // The crest row: the pair facing a big star between them.
  const fig = 170 * k;
  const rowTop = y0 + 60 * k;
  const gapX = 130 * k;
  icon(
    b,
    animal,
    { x0: cx - gapX - fig * 1.3, y0: rowTop, x1: cx - gapX, y1: rowTop + fig },
    inks.primary,
    {
      anchor: 'bottom',
    },
  );
  icon(
    b,
    animal,
    { x0: cx + gapX, y0: rowTop, x1: cx + gapX + fig * 1.3, y1: rowTop + fig },
    inks.primary,
    {
      anchor: 'bottom',
      flip: true,
    },
  );
  b.add(`<path fill="${inks.accent}" d="${star(cx, rowTop + fig * 0.55, 62 * k, 26 * k)}"/>`, [
    inks.accent,
  ]);
  const { box: nameBox } = await nameLockup(b, ctx, {
    maxWidth: x1 - x0 - 140 * k,
    maxCap: 150 * k,
    maxHeight: 300 * k,
    maxLines: 2,
    leading: 0.2,
    top: rowTop + fig + 60 * k,
    paint: { fill: inks.primary },
  });
  const ruleY = nameBox.y1 + 44 * k;
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="M${r(cx - 300 * k)} ${r(ruleY)}H${r(cx + 300 * k)}"/>`,
    [inks.accent],
  );
  const song = await smallLine(b, ctx, quoted(ctx.track), {
    baseline: ruleY + 40 * k + 34,
    cap: 40,
    maxWidth: x1 - x0 - 160 * k,
    ink: inks.support,
    role: 'track',
    tracking: 0.2,
  });
  const y1 = song.y1 + 70 * k;
  const cut = 46 * k;
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="16" stroke-linejoin="miter" d="${polygon(clipped(x0, y0, x1, y1, cut))}"/><path fill="none" stroke="${inks.accent}" stroke-width="4" d="${polygon(clipped(x0 + 28, y0 + 28, x1 - 28, y1 - 28, cut - 12))}"/>`,
    [inks.accent],
  );
  const rivets = [
    [x0 + 58 * k, y0 + 58 * k],
    [x1 - 58 * k, y0 + 58 * k],
    [x0 + 58 * k, y1 - 58 * k],
    [x1 - 58 * k, y1 - 58 * k],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 10 * k))
    .join('');
  b.add(`<path fill="${inks.support}" d="${rivets}"/>`, [inks.support]);
  await detailsLine(b, ctx, {
    baseline: y1 + 90,
    cap: 30,
    maxWidth: 880,
    ink: inks.support,
    tracking: 0.45,
  });
}

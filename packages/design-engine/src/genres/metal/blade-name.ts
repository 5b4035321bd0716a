/**
 * The thrash logo built on a heavy condensed face: the name leaning forward over a hard shadow
 * in the second ink kept a hair off the letters, with the first letter's cap stroke run out into a
 * blade over the word and the last letter's foot run back under it — the extended first and last
 * letters of the 80s thrash logo, drawn rather than lettered so any name gets them.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { polygon } from '../../svg/shapes.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';

/** The lean of the letters, in degrees of skew. */
const LEAN = -12;

export async function drawBladeName(
  b: ArtBuilder,
  ctx: TemplateContext,
  face: FaceId,
  top: number,
): Promise<Box> {
  const { inks } = ctx;
  const s = ctx.shrink;
  const name = await nameBlock(ctx, face, {
    maxWidth: 900 * s,
    maxCap: 250 * s,
    maxHeight: 440 * s,
    maxLines: 2,
    leading: 0.12,
    inkGap: 0.2,
  });
  const probes = probeNameLines(b, name, top, { skewX: LEAN });
  const letters = probes.map((p) => p.markup).join('');
  const cap = name.cap;
  const drop = Math.max(8, cap * 0.07);
  // A hard shadow down and to the right in the accent, kept a hair off the letters: when the
  // plan has one ink the name still reads as letters over their shadow, not one blot.
  const cut = cutAwayMask(b, 'bladegap', swollen(letters, (drop * 0.7) / name.scale));
  b.add(
    `<g mask="url(#${cut})"><g transform="translate(${r(drop * 0.8)} ${r(drop)})">${letters.replace(/fill="#000"/g, `fill="${inks.accent}"`)}</g></g>`,
    [inks.accent],
  );
  const box = drawBlock(b, name, {
    top,
    paint: { fill: inks.primary },
    role: 'name',
    skewX: LEAN,
  });
  const first = probes[0]?.box;
  const last = probes[probes.length - 1]?.box;
  if (!first || !last) return box;
  // The blades: long thin wedges along the first line's cap line and the last line's baseline.
  const thick = cap * 0.17;
  const reach = Math.min(cap * 0.9, 170);
  const over = polygon([
    [first.x0 + cap * 0.12, first.y0 - thick * 0.7],
    [first.x1 + reach, first.y0 - thick * 0.2],
    [first.x0 + cap * 0.12, first.y0 + thick * 0.5],
  ]);
  const under = polygon([
    [last.x1 - cap * 0.12, last.y1 + thick * 0.7],
    [last.x0 - reach, last.y1 + thick * 0.2],
    [last.x1 - cap * 0.12, last.y1 - thick * 0.5],
  ]);
  b.add(`<path fill="${inks.primary}" d="${over}${name.sub ? '' : under}"/>`, [inks.primary]);
  return {
    x0: Math.min(box.x0, last.x0 - reach),
    x1: Math.max(box.x1, first.x1 + reach),
    y0: Math.min(box.y0, first.y0 - thick),
    y1: Math.max(box.y1, last.y1 + thick) + drop,
  };
}

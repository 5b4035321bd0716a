/**
 * A name block's lines laid out centred from `top` as path markup and ink boxes, without adding
 * them to the art: layouts that draw something behind or around the letters (echo trails, cut
 * gaps, shadows, ornaments that stop short of the name) measure the letters first and draw them
 * last. The fill is a placeholder; callers use the markup as a mask or re-ink it.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';

export function probeNameLines(
  b: ArtBuilder,
  name: TextBlock,
  top: number,
  options: { skewX?: number } = {},
): { markup: string; box: Box }[] {
  return name.lines.map((line, i) =>
    b.textMarkup(
      line,
      {
        x: CENTER_X,
        baseline: top + (name.baselines[i] ?? 0),
        scale: name.scale,
        ...(options.skewX !== undefined ? { skewX: options.skewX } : {}),
      },
      { fill: '#000' },
    ),
  );
}

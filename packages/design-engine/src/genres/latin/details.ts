/**
 * The Latin family's closing line, the same in every one of its layouts: the country (on the
 * designs that print it, see design/place-line.ts) in the display face, support ink, tracked
 * wide, under whatever the layout ends on.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { wideDetailsLine } from '../shared/details-line.ts';

export function latinDetails(
  b: ArtBuilder,
  ctx: TemplateContext,
  baseline: number,
): Promise<Box | null> {
  return wideDetailsLine(b, ctx, baseline, ctx.faces.display);
}

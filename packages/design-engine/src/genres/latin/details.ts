/**
 * The Latin family's closing line, the same in every one of its layouts: the country (on the
 * designs that print it, see design/place-line.ts) in the display face, support ink, tracked
 * wide, under whatever the layout ends on.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { detailsLine } from '../shared/details-line.ts';

export function latinDetails(
  b: ArtBuilder,
  ctx: TemplateContext,
  baseline: number,
): Promise<Box | null> {
  return detailsLine(b, ctx, {
    baseline,
    cap: 30,
    maxWidth: 760,
    ink: ctx.inks.support,
    tracking: 0.4,
    face: ctx.faces.display,
  });
}

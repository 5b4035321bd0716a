/**
 * The small facts line many layouts close on: the artist's country, the only detail the engine
 * passes (genre words were filler). Each layout keeps its own size, ink, face and odds; this holds
 * the rule that nothing is drawn (and no seeded draw is made) when the country is unknown, so a
 * layout's random sequence is the same whether or not it is known.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { detailLine, smallLine, type SmallLineOptions } from '../../templates/common.ts';

export interface DetailsLineOptions extends Omit<SmallLineOptions, 'role'> {
  /** How often the line is printed when there are details; absent means always. */
  chance?: number;
}

/** Draws the details line; null when there was nothing to print or the odds said no. */
export async function detailsLine(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: DetailsLineOptions,
): Promise<Box | null> {
  const { chance, ...line } = options;
  const details = detailLine(ctx);
  if (details.length === 0) return null;
  if (chance !== undefined && !ctx.rng.chance(chance)) return null;
  return smallLine(b, ctx, details, { ...line, role: 'detail' });
}

/**
 * The closing line the Latin and reggae families share: the country at 30, tracked wide in the
 * support ink, printed whenever it is known; each family gives its face.
 */
export function wideDetailsLine(
  b: ArtBuilder,
  ctx: TemplateContext,
  baseline: number,
  face: FaceId,
): Promise<Box | null> {
  return detailsLine(b, ctx, {
    baseline,
    cap: 30,
    maxWidth: 760,
    ink: ctx.inks.support,
    tracking: 0.4,
    face,
  });
}

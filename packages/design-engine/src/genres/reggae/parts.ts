/**
 * Pieces the reggae family's layouts share: the three-stripe band (the flag colours of roots
 * reggae, but always in the design's own inks: red, gold and green only when the picture has
 * them), the family's name lockup and its closing line.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import type { Box } from '../../svg/box.ts';
import { nameLockup } from '../../templates/common.ts';
import { wideDetailsLine } from '../shared/details-line.ts';

/** The set's inks in stripe order (primary in the middle, where the eye lands). */
export function stripeInks(ctx: TemplateContext): [string, string, string] {
  const { accent, primary, support } = ctx.inks;
  return [accent, primary, support];
}

/**
 * Three bars across `half` either side of the centre, from `y` down; `taper` > 0 shortens each
 * bar below the first (a pennant-like band); returns the band's foot.
 */
export function stripes(
  b: ArtBuilder,
  ctx: TemplateContext,
  y: number,
  half: number,
  bar = 16,
  taper = 0,
): number {
  const gap = bar * 0.55;
  stripeInks(ctx).forEach((ink, i) => {
    const w = half - i * taper;
    const top = y + i * (bar + gap);
    b.add(
      `<path fill="${ink}" d="M${r(CENTER_X - w)} ${r(top)}H${r(CENTER_X + w)}V${r(top + bar)}H${r(CENTER_X - w)}Z"/>`,
      [ink],
    );
  });
  return y + 3 * bar + 2 * gap;
}

export interface ReggaeNameRoom {
  width: number;
  cap: number;
  height: number;
  top: number;
  maxLines?: number;
  skewX?: number;
  ink?: string;
}

/** The name large in the display face (with its romanisation small under it). */
export function reggaeName(
  b: ArtBuilder,
  ctx: TemplateContext,
  room: ReggaeNameRoom,
): ReturnType<typeof nameLockup> {
  return nameLockup(b, ctx, {
    maxWidth: room.width * ctx.shrink,
    maxCap: room.cap * ctx.shrink,
    maxHeight: room.height * ctx.shrink,
    maxLines: room.maxLines ?? 3,
    leading: 0.12,
    top: room.top,
    paint: { fill: room.ink ?? ctx.inks.primary },
    ...(room.skewX ? { skewX: room.skewX } : {}),
  });
}

/** The country, when this design prints it, tracked wide in the support ink. */
export function reggaeDetails(
  b: ArtBuilder,
  ctx: TemplateContext,
  baseline: number,
): Promise<Box | null> {
  return wideDetailsLine(b, ctx, baseline, ctx.faces.support);
}

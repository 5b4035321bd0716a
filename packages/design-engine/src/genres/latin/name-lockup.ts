/**
 * The latin family's name: up to three stacked lines of the display face in the primary ink, set
 * with tight leading, its box shrinking with each re-layout pass. Each layout gives its own room.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { nameLockup } from '../../templates/common.ts';

export interface LatinNameRoom {
  /** Width, cap height and block height at the first pass, before shrinking. */
  width: number;
  cap: number;
  height: number;
  top: number;
  leading?: number;
  breakGain?: number;
  /** Another face than the family's display one (flamenco's playbill Didone). */
  face?: FaceId;
}

export function latinName(
  b: ArtBuilder,
  ctx: TemplateContext,
  room: LatinNameRoom,
): ReturnType<typeof nameLockup> {
  return nameLockup(b, ctx, {
    maxWidth: room.width * ctx.shrink,
    maxCap: room.cap * ctx.shrink,
    maxHeight: room.height * ctx.shrink,
    maxLines: 3,
    leading: room.leading ?? 0.1,
    ...(room.breakGain === undefined ? {} : { breakGain: room.breakGain }),
    top: room.top,
    ...(room.face ? { face: room.face } : {}),
    paint: { fill: ctx.inks.primary },
  });
}

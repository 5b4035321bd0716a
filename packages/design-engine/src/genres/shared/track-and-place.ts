/**
 * The quiet footer many layouts close on: the design's track on one small line, and under it,
 * sometimes, the artist's country in smaller, wider-tracked capitals. Each layout keeps its own
 * sizes, inks, face and odds; this only holds the order and the rule that the country line hangs
 * off the track line's real bottom (a long title that breaks over two lines pushes it down).
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { smallLine, type SmallLineOptions } from '../../templates/common.ts';
import { detailsLine } from './details-line.ts';

export interface TrackAndPlaceOptions {
  /** Baseline of the track line. */
  baseline: number;
  x?: number;
  align?: 'left' | 'center' | 'right';
  /** Face of both lines; the family's support face when absent. */
  face?: FaceId;
  track: { cap: number; maxWidth: number; ink: string; tracking: number };
  place: {
    /** From the track line's bottom to the country line's baseline. */
    gap: number;
    maxWidth: number;
    ink: string;
    tracking: number;
    /**
     * How often the country is printed when known; absent means always. The seeded draw is made
     * only when there is a country, so layouts keep the same random sequence as before.
     */
    chance?: number;
  };
}

/** Draws the track line and, when known (and the odds allow), the country under it. */
export async function trackAndPlace(
  b: ArtBuilder,
  ctx: TemplateContext,
  o: TrackAndPlaceOptions,
): Promise<{ track: Box; place: Box | null }> {
  const shared: Pick<SmallLineOptions, 'x' | 'align' | 'face'> = {
    ...(o.x !== undefined ? { x: o.x } : {}),
    ...(o.align ? { align: o.align } : {}),
    ...(o.face ? { face: o.face } : {}),
  };
  const track = await smallLine(b, ctx, ctx.track, {
    ...shared,
    baseline: o.baseline,
    cap: o.track.cap,
    maxWidth: o.track.maxWidth,
    ink: o.track.ink,
    role: 'track',
    tracking: o.track.tracking,
  });
  const place = await detailsLine(b, ctx, {
    ...shared,
    baseline: track.y1 + o.place.gap,
    cap: 30,
    maxWidth: o.place.maxWidth,
    ink: o.place.ink,
    tracking: o.place.tracking,
    ...(o.place.chance !== undefined ? { chance: o.place.chance } : {}),
  });
  return { track, place };
}

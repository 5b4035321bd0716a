/**
 * The K-pop name lockup under a tilted picture frame: large display capitals, two lines at most,
 * set 70 below the lowest point the frame's tilted corners (or a sticker over its foot) reach.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { nameLockup } from '../../templates/common.ts';

export interface NameUnderFrameOptions {
  /** The frame's bottom edge before it is tilted, its half width, and its tilt in degrees. */
  frameBottom: number;
  halfWidth: number;
  tilt: number;
  /** The lowest point of anything else over the frame's foot. */
  clear?: number;
  /** The tallest capitals (before the pass's shrink); a short, wide frame can carry a bigger name. */
  maxCap?: number;
}

/** Draws the name; returns its box. */
export async function nameUnderFrame(
  b: ArtBuilder,
  ctx: TemplateContext,
  o: NameUnderFrameOptions,
): Promise<Box> {
  const k = ctx.shrink;
  // How far a corner drops when the frame turns about its centre.
  const lift = o.halfWidth * Math.sin((Math.abs(o.tilt) * Math.PI) / 180);
  const bottom = o.frameBottom + lift;
  const { box } = await nameLockup(b, ctx, {
    top: (o.clear === undefined ? bottom : Math.max(bottom, o.clear)) + 70,
    maxWidth: 1000 * k,
    maxCap: (o.maxCap ?? 170) * k,
    maxHeight: (o.maxCap ?? 170) * 1.9 * k,
    maxLines: 2,
    leading: 0.16,
    breakGain: 1.05,
    paint: { fill: ctx.inks.primary },
  });
  return box;
}

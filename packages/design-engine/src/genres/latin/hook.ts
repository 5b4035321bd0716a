/**
 * The Latin family's hook: the song in the set's script face, at most two loose lines, tilted up
 * in the accent ink the way a painted sign leans. Each layout gives its own room, place and tilt.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { block } from '../../templates/common.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';

export interface LatinHookRoom {
  /** Width, cap height and block height at the first pass, before shrinking. */
  width: number;
  cap: number;
  height: number;
  top: number;
  /** Degrees; negative leans up to the right. */
  rotate: number;
}

/** Draws the song as the hook; returns the box of its ink. */
export async function latinHook(
  b: ArtBuilder,
  ctx: TemplateContext,
  room: LatinHookRoom,
): Promise<Box> {
  const hook = await block(ctx.track, ctx.faces.script, {
    maxWidth: room.width * ctx.shrink,
    maxCap: room.cap * ctx.shrink,
    maxHeight: room.height * ctx.shrink,
    maxLines: 2,
    leading: 0.5,
  });
  return drawTiltedBlock(b, hook, {
    top: room.top,
    rotate: room.rotate,
    paint: { fill: ctx.inks.accent },
    role: 'hook',
  });
}

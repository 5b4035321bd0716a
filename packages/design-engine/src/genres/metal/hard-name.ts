/**
 * The name as the family's shared layouts (sigil, wreath) set it. For the core styles
 * (deathcore, metalcore, djent, nu metal) it is a logo: the heavy sans with thorns out of its cap
 * line and baseline and barbs out of both ends (spiked-name.ts) — a reviewer found "no sharp or
 * blackletter logo in any of the 4 designs (plain sans everywhere)" on a deathcore set. The
 * other sub-genres keep their face as it is (blackletter, Roman capitals), already a logo.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { drawBlock } from '../../templates/common.ts';
import { drawSpikedName, SPIKE_REACH, type SpikedName } from './spiked-name.ts';
import { isCoreMetal } from './sub-genres.ts';

/** Whether this design's name is drawn as the thorned logo. */
export function spikesName(ctx: TemplateContext): boolean {
  return isCoreMetal(ctx.genres ?? []);
}

/** How much room above the letters' top the name's mark needs. */
export function nameHeadroom(ctx: TemplateContext, name: TextBlock): number {
  return spikesName(ctx) ? name.cap * SPIKE_REACH.up : 0;
}

/** Draws the name with its letters' top at `top`; returns the letters and everything drawn. */
export function drawMetalName(
  b: ArtBuilder,
  ctx: TemplateContext,
  name: TextBlock,
  top: number,
  ink: string,
): SpikedName {
  if (spikesName(ctx)) return drawSpikedName(b, name, top, ink, ctx.rng.fork('name-spikes'));
  const letters = drawBlock(b, name, { top, paint: { fill: ink }, role: 'name' });
  return { letters, mark: letters };
}

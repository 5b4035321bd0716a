/**
 * The metal name across the top of the print: the family's logotype lockup, up to three lines,
 * tight leading, as wide as the chest allows — for the core styles their thorned logo
 * (hard-name.ts), a little narrower so its end barbs stay on the chest. Layouts differ only in
 * how tall they let it grow (a plate under it that needs room keeps it lower).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { nameBlock } from '../../templates/common.ts';
import { drawMetalName, nameHeadroom, spikesName } from './hard-name.ts';

/** Draws the name from the print's top; returns its box. `maxCap`/`maxHeight` before shrink. */
export async function nameOnTop(
  b: ArtBuilder,
  ctx: TemplateContext,
  maxCap: number,
  maxHeight: number,
): Promise<Box> {
  const s = ctx.shrink;
  const block = await nameBlock(ctx, ctx.faces.display, {
    maxWidth: (spikesName(ctx) ? 840 : 1040) * s,
    maxCap: maxCap * s,
    maxHeight: maxHeight * s,
    maxLines: 3,
    leading: 0.14,
  });
  const top = 60 + nameHeadroom(ctx, block);
  return drawMetalName(b, ctx, block, top, ctx.inks.primary).mark;
}

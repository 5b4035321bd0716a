/**
 * Hook type: the track title as the hero in a script or brush face, tilted up with a swash under
 * it, and the artist's name in a bold face below — the script + bold-sans pairing. A placeholder
 * title ("Untitled 3", "Intro") is never the hero: the name takes the script and the swash.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { r } from '../svg/num.ts';
import { isPlaceholderTitle } from '../text/placeholder-title.ts';
import { altNameLine, block, detailLine, drawBlock, nameBlock, smallLine } from './common.ts';

export const hookType: Template = {
  id: 'hook-type',
  lettering: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const tilt = rng.pick([-7, -5, 0]);
    const hero = isPlaceholderTitle(ctx.track) ? null : ctx.track;
    const title = await block(hero ?? ctx.name, faces.display, {
      maxWidth: 980 * ctx.shrink,
      maxCap: 200 * ctx.shrink,
      maxHeight: 480 * ctx.shrink,
      maxLines: 3,
      leading: 0.45,
      breakGain: 1.04,
    });
    const top = 120 + (tilt ? 50 : 0);
    const lines = title.lines.map((line, i) =>
      b.text(
        line,
        {
          x: CENTER_X,
          baseline: top + (title.baselines[i] ?? 0),
          scale: title.scale,
          rotate: tilt,
        },
        { fill: inks.accent },
        hero ? 'hook' : 'name',
      ),
    );
    const bottom = Math.max(...lines.map((box) => box.y1));
    // A tapered swash under the title.
    const sw = 760 * ctx.shrink;
    const sy = bottom + 36;
    const swash = `M${r(CENTER_X - sw / 2)} ${r(sy + 14)}Q${r(CENTER_X)} ${r(sy - 22)} ${r(CENTER_X + sw / 2)} ${r(sy - 6)}Q${r(CENTER_X)} ${r(sy - 4)} ${r(CENTER_X - sw / 2)} ${r(sy + 14)}Z`;
    b.add(`<path fill="${inks.support}" d="${swash}"/>`, [inks.support]);

    let under = sy + 70;
    if (hero) {
      const name = await nameBlock(ctx, faces.support, {
        maxWidth: 900 * ctx.shrink,
        maxCap: 120 * ctx.shrink,
        maxHeight: 220 * ctx.shrink,
        maxLines: 2,
        tracking: 0.08,
        leading: 0.25,
      });
      under = drawBlock(b, name, { top: under, paint: { fill: inks.primary }, role: 'name' }).y1;
    } else {
      // The name is the hero: its romanisation, if any, goes small under the swash.
      const alt = await altNameLine(b, ctx, {
        baseline: under + 40,
        cap: 40,
        maxWidth: 900,
        ink: inks.primary,
        face: faces.support,
      });
      under = alt?.y1 ?? sy;
    }
    const details = detailLine(ctx);
    if (details.length > 0) {
      await smallLine(b, ctx, details, {
        baseline: under + 70,
        cap: 28,
        maxWidth: 700,
        ink: inks.support,
        role: 'detail',
        tracking: 0.45,
      });
    }
  },
};

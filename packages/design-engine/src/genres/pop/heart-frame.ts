/**
 * Pop heart frame: a big drawn heart outline (a heavy line and a fine inner line), the name in
 * rounded capitals in its wide upper half and the song title in script under it, clear of the
 * line at every height,
 * and sparkles around — a valentine-card lockup for pop.
 *
 * The seed picks one of three compositions, so two pop artists rarely get the same card:
 * - 'card': the original — name and song inside, a fine inner line, sparkles around;
 * - 'stitched': the name alone fills the heart (set larger), the inner line is a stitched dash,
 *   small solid hearts replace the sparkles and the song sits under the point in script;
 * - 'locket': a solid heart charm at the top-right of a heavier outline, song inside, a string of
 *   dots round the inner line like a locket's beading; when the name names an emblem (a gem, a
 *   star, a moon…), that emblem hangs there as the charm instead.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { block, drawBlock, nameBlock } from '../../templates/common.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { motifFromName } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { fitStackInOutline } from '../shared/fit-in-outline.ts';
import { heart, heartPoints, heartSpan, sparkle } from '../shared/ornaments.ts';

export const popHeartFrame: Template = {
  id: 'pop-heart-frame',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { inks, faces, rng } = ctx;
    const variant = rng.pick(['card', 'stitched', 'locket'] as const);
    const songInside = variant !== 'stitched';
    const named = variant === 'locket' ? motifFromName(ctx) : null;
    const cx = CENTER_X;
    const size = 900 * ctx.shrink;
    const cy = 110 + size * 0.52;
    // The heart's upper middle is widest: the name goes there.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: size * 0.74,
      // Alone in the heart (song outside), the name may take more of it.
      maxCap: (songInside ? 190 : 230) * ctx.shrink,
      maxHeight: size * (songInside ? 0.4 : 0.55),
      maxLines: 3,
      leading: 0.22,
      breakGain: 1.06,
    });
    const hook = await block(ctx.track, faces.script, {
      maxWidth: size * 0.7,
      // Never near the name's size: the stack below scales both alike, so the name stays the hero.
      maxCap: Math.min(80 * ctx.shrink, name.cap * 0.5),
      maxHeight: 110 * ctx.shrink,
      maxLines: 1,
    });
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${variant === 'locket' ? 30 : 22}" stroke-linejoin="round" d="${heart(cx, cy, size)}"/>`,
      [inks.primary],
    );
    const inner = { cy: cy + 6, size: size - 90 };
    // The inner line: fine solid, a stitched dash, or the locket's beading.
    const innerStyle =
      variant === 'stitched'
        ? 'stroke-width="9" stroke-dasharray="34 22" stroke-linecap="round"'
        : variant === 'locket'
          ? 'stroke-width="14" stroke-dasharray="0.1 30" stroke-linecap="round"'
          : 'stroke-width="6"';
    b.add(
      `<path fill="none" stroke="${inks.accent}" ${innerStyle} stroke-linejoin="round" d="${heart(cx, inner.cy, inner.size)}"/>`,
      [inks.accent],
    );
    // The name, then the song in script under it, set inside the inner line: each line keeps a
    // clear gap (0.2 in past the line's half width) from the heart at its own height. The name
    // goes first, into the heart's wide upper half, so it is set as large as the heart allows.
    const span = heartSpan(inner.cy, inner.size);
    const fitted = fitStackInOutline(
      songInside ? [{ block: name }, { block: hook, gapAbove: 0.6 }] : [{ block: name }],
      // Dense enough that no line slips between two samples of the outline.
      heartPoints(cx, inner.cy, inner.size, 256),
      3 + 20,
      span.dip,
      span.tip,
    );
    const [nameFit, hookFit] = fitted.blocks;
    const [nameTop, hookTop] = fitted.tops;
    let below = cy + size * 0.5;
    if (!songInside) {
      // The song under the heart's point, in script, the card's signature line.
      const song = await block(ctx.track, faces.script, {
        maxWidth: 760,
        maxCap: 70 * ctx.shrink,
        maxHeight: 150,
        maxLines: 2,
      });
      drawBlock(b, song, { top: below + 30, paint: { fill: inks.accent }, role: 'hook' });
      below += 30 + song.height;
    }
    if (hookFit && hookTop !== undefined)
      drawBlock(b, hookFit, { top: hookTop, paint: { fill: inks.accent }, role: 'hook' });
    if (nameFit && nameTop !== undefined)
      drawBlock(b, nameFit, { top: nameTop, paint: { fill: inks.primary }, role: 'name' });
    // Ornaments outside the line: sparkles, little hearts, or the locket's charm.
    const twinkles =
      variant === 'stitched'
        ? [
            heart(cx - size * 0.55, cy - size * 0.3, 90),
            heart(cx + size * 0.56, cy + size * 0.06, 70),
            heart(cx - size * 0.44, cy + size * 0.3, 48),
            heart(cx + size * 0.42, cy - size * 0.5, 40),
          ]
        : variant === 'locket'
          ? [
              ...(named ? [] : [heart(cx + size * 0.5, cy - size * 0.44, 130)]),
              sparkle(cx - size * 0.52, cy + size * 0.05, 44),
              sparkle(cx - size * 0.4, cy + size * 0.36, 26),
            ]
          : [
              sparkle(cx - size * 0.52, cy + size * 0.12, 52),
              sparkle(cx + size * 0.5, cy - size * 0.42, 40),
              sparkle(cx + size * 0.4, cy + size * 0.34, 30),
              sparkle(cx - size * 0.36, cy + size * 0.4, 22),
            ];
    b.add(`<path fill="${inks.support}" d="${twinkles.join('')}"/>`, [inks.support]);
    if (named) {
      const [mx, my, half] = [cx + size * 0.5, cy - size * 0.44, 90];
      drawMotif(
        b,
        named.motif,
        { x0: mx - half, y0: my - half, x1: mx + half, y1: my + half },
        { ink: inks.support, accent: inks.accent },
        rng,
      );
    }
    await detailsLine(b, ctx, {
      baseline: below + 110,
      cap: 28,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
      face: faces.display,
    });
  },
};

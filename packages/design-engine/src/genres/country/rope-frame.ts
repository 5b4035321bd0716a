/**
 * Country rope frame: a twisted-rope border with a horseshoe hung over its top edge, the name in
 * a western slab inside, a boot or cactus at each lower corner with stars between, and the song
 * on a banner knocked out across the bottom rope.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { capHeight } from '../../layout/text-line.ts';
import { banner, star } from '../../svg/shapes.ts';
import { drawBlock, fitLineWithin, knockout, nameBlock, openGap } from '../../templates/common.ts';
import { icon } from '../shared/art.ts';
import { rope, roundRectPoints } from '../shared/ornaments.ts';
import { slotText, underSlot } from '../shared/tracks.ts';

export const countryRopeFrame: Template = {
  id: 'country-rope-frame',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const x0 = CENTER_X - 480 * ctx.shrink;
    const x1 = CENTER_X + 480 * ctx.shrink;
    const y0 = 190;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 780 * ctx.shrink,
      maxCap: 170 * ctx.shrink,
      maxHeight: 380 * ctx.shrink,
      maxLines: 3,
      leading: 0.22,
    });
    const nameTop = y0 + 150;
    const iconH = 150;
    const y1 = nameTop + name.height + iconH + 150;
    const bannerY = y1;
    const bannerW = 660;
    const bannerH = 96;
    const bannerShape = banner(CENTER_X, bannerY, bannerW, bannerH, 60);
    const shoeW = 190;
    const shoeBox = {
      x0: CENTER_X - shoeW / 2,
      y0: y0 - 120,
      x1: CENTER_X + shoeW / 2,
      y1: y0 + 90,
    };
    const shoeGap = `M${shoeBox.x0} ${shoeBox.y0 + 40}H${shoeBox.x1}V${shoeBox.y1 - 30}H${shoeBox.x0}Z`;

    openGap(b, bannerShape, 16);
    openGap(b, shoeGap, 6);
    b.add(
      `<path fill="${inks.accent}" d="${rope(roundRectPoints(x0, y0, x1, y1, 60, 34), 40)}"/>`,
      [inks.accent],
    );
    b.add('</g></g>', []);
    // The horseshoe hangs open-end up, for luck.
    icon(b, 'horseshoe', shoeBox, inks.primary);

    const nameBox = drawBlock(b, name, {
      top: nameTop,
      paint: { fill: inks.primary },
      role: 'name',
    });
    // Corner figures and a row of stars between them.
    const figure = rng.pick(['cowboy-boot', 'cactus', 'cactus']);
    const fy = nameBox.y1 + 40;
    const fh = Math.min(iconH, y1 - 70 - fy);
    if (fh > 60) {
      icon(b, figure, { x0: x0 + 70, y0: fy, x1: x0 + 70 + fh, y1: fy + fh }, inks.support, {
        anchor: 'bottom',
      });
      icon(b, figure, { x0: x1 - 70 - fh, y0: fy, x1: x1 - 70, y1: fy + fh }, inks.support, {
        anchor: 'bottom',
        flip: true,
      });
    }
    const stars = [-1, 0, 1]
      .map((k) => star(CENTER_X + k * 90, fy + fh * 0.55, k === 0 ? 34 : 22, k === 0 ? 14 : 9))
      .join('');
    b.add(`<path fill="${inks.accent}" d="${stars}"/>`, [inks.accent]);

    const slot = slotText(ctx, 26);
    const { line: track, scale } = await fitLineWithin(
      slot.text,
      faces.support,
      0.08,
      bannerW - 40,
      bannerH * 0.46,
    );
    knockout(b, bannerShape, inks.primary, [
      {
        line: track,
        at: { x: CENTER_X, baseline: bannerY + (capHeight(track) * scale) / 2, scale },
        role: slot.role,
      },
    ]);
    // A title too long for the banner goes under it, whole, on up to two lines.
    await underSlot(b, ctx, slot, {
      baseline: y1 + 150,
      cap: 30,
      maxWidth: 820,
      ink: inks.support,
      tracking: { track: 0.4, detail: 0.4 },
    });
  },
};

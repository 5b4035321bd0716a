/**
 * Latin lotería card: the name in a bold display face over a tall playing card with a double
 * border and drawn corner flowers, a figure inside picked from the track words (the sun, a heart,
 * a rose, a star…, as on a lotería card), and the card's caption: the song's title, set in the
 * display face on the card's foot.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawMotif, motifForWords } from '../../motifs/index.ts';
import { r } from '../../svg/num.ts';
import { block, drawBlock } from '../../templates/common.ts';
import { latinDetails } from './details.ts';
import { flower } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { latinName } from './name-lockup.ts';

export const latinLoteria: Template = {
  id: 'latin-loteria',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const { box: nameBox } = await latinName(b, ctx, {
      width: 1060,
      cap: 190,
      height: 380,
      top: 90,
    });
    const w = 660 * ctx.shrink;
    const h = 860 * ctx.shrink;
    const x0 = cx - w / 2;
    const y0 = nameBox.y1 + 70;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="14" d="${roundRectPath(x0, y0, x0 + w, y0 + h, 26)}"/><path fill="none" stroke="${inks.primary}" stroke-width="4" d="${roundRectPath(x0 + 26, y0 + 26, x0 + w - 26, y0 + h - 26, 12)}"/>`,
      [inks.accent, inks.primary],
    );
    const corners = [
      [x0 + 26, y0 + 26],
      [x0 + w - 26, y0 + 26],
      [x0 + 26, y0 + h - 26],
      [x0 + w - 26, y0 + h - 26],
    ]
      .map(([x, y]) => flower(x ?? 0, y ?? 0, 30, 5, rng.range(0, 72)))
      .join('');
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${corners}"/>`, [inks.accent]);
    // The caption band: up to two lines, so a long title stays large enough to read.
    const capY = y0 + h - 212;
    const choice = motifForWords([ctx.track, ...ctx.tracks, ctx.name], 'latin', rng, {
      nameFirst: ctx.nameFirst ?? false,
    });
    drawMotif(
      b,
      choice.motif,
      // The figure fills the card, as on a real lotería card, inside the corner flowers.
      { x0: x0 + 56, y0: y0 + 62, x1: x0 + w - 56, y1: capY - 26 },
      { ink: inks.primary, accent: inks.accent },
      rng,
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="4" d="M${r(x0 + 60)} ${r(capY)}H${r(x0 + w - 60)}"/>`,
      [inks.primary],
    );
    const caption = await block(ctx.track, faces.display, {
      maxWidth: w - 100,
      maxCap: 76,
      maxHeight: 140,
      maxLines: 2,
      leading: 0.2,
    });
    drawBlock(b, caption, {
      top: capY + 14 + (140 - caption.height) / 2,
      paint: { fill: inks.primary },
      role: 'track',
    });
    await latinDetails(b, ctx, y0 + h + 80);
  },
};

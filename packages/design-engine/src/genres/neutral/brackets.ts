/**
 * Neutral, brackets: the name framed by four heavy corner brackets, like crop marks on a proof —
 * a frame that is only corners, so no box prints — the track above the name in the accent, the
 * country under it, and one swatch per ink tucked into a corner. Clean enough for any genre.
 * Seeded: bracket reach and weight, which corner holds the swatches.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';

export const neutralBrackets: Template = {
  id: 'neutral-brackets',
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const pad = 70;
    const top = 80;
    const track = await smallLine(b, ctx, ctx.track, {
      baseline: top + pad + 36,
      cap: 34,
      maxWidth: 800,
      ink: inks.accent,
      role: 'track',
      tracking: 0.26,
    });
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 860 * s,
      maxCap: 230 * s,
      maxHeight: 460 * s,
      maxLines: 3,
      leading: 0.14,
      top: track.y1 + 50,
      paint: { fill: inks.primary },
    });
    let bottom = nameBox.y1;
    const country = countryOf(ctx);
    if (country) {
      const line = await smallLine(b, ctx, country, {
        baseline: nameBox.y1 + 70,
        cap: 30,
        maxWidth: 700,
        ink: inks.support,
        role: 'detail',
        tracking: 0.45,
      });
      bottom = line.y1;
    }

    // Corner brackets around everything, wider than the widest line.
    const half = Math.max(380, (nameBox.x1 - nameBox.x0) / 2 + pad + 30);
    const x0 = CENTER_X - half;
    const x1 = CENTER_X + half;
    const y0 = top;
    const y1 = bottom + pad;
    const reach = Math.min(half * 0.5, rng.range(110, 170));
    const weight = rng.pick([10, 14]);
    const corner = (x: number, y: number, dx: number, dy: number): string =>
      `M${r(x + dx * reach)} ${r(y)}H${r(x)}V${r(y + dy * reach)}`;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${weight}" stroke-linecap="square" d="${corner(x0, y0, 1, 1)}${corner(x1, y0, -1, 1)}${corner(x0, y1, 1, -1)}${corner(x1, y1, -1, -1)}"/>`,
      [inks.primary],
    );
    const keys = [inks.primary, inks.accent, inks.support].filter(
      (ink, i, all) => all.indexOf(ink) === i,
    );
    const right = rng.chance(0.5);
    keys.forEach((ink, i) => {
      const kx = right ? x1 - 30 - i * 40 : x0 + 30 + i * 40;
      b.add(`<path fill="${ink}" d="${circle(kx, y1 + 50, 16)}"/>`, [ink]);
    });
  },
};

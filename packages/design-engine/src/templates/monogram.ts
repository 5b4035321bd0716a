/**
 * Monogram: the artist's initials in a geometric frame, with the name in small spaced capitals and
 * a tiny track line below. Lots of air; one or two inks.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../layout/text-line.ts';
import { casingFor } from '../style/styles.ts';
import { circle, diamond, regular, star } from '../svg/shapes.ts';
import { r } from '../svg/num.ts';
import { canSetAsTiles } from '../text/scripts.ts';
import { altNameLine, initials, quoted, smallLine } from './common.ts';

export const monogram: Template = {
  id: 'monogram',
  needsImage: false,
  maxGrow: 1.05,
  // Initials are a convention of cased scripts: "अ सिं" or "ن ع" read as stray letters, not a mark.
  canSet: canSetAsTiles,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const size = 560 * Math.max(0.8, ctx.shrink);
    const cx = CENTER_X;
    const cy = 110 + size / 2;
    const frame = rng.pick(['circle', 'diamond', 'hexagon', 'square'] as const);
    const stroke = (d: string, width: number, ink = inks.accent): void =>
      b.add(
        `<path fill="none" stroke="${ink}" stroke-width="${width}" stroke-linejoin="miter" d="${d}"/>`,
        [ink],
      );
    let inner = size * 0.62;
    if (frame === 'circle') {
      stroke(circle(cx, cy, size / 2), 10);
      stroke(circle(cx, cy, size / 2 - 22), 3);
      inner = size * 0.66;
    } else if (frame === 'diamond') {
      stroke(diamond(cx, cy, size * 1.05, size * 1.05), 10);
      stroke(diamond(cx, cy, size * 1.05 - 50, size * 1.05 - 50), 3);
      inner = size * 0.46;
    } else if (frame === 'hexagon') {
      stroke(regular(cx, cy, size / 2, 6, -90), 10);
      stroke(regular(cx, cy, size / 2 - 24, 6, -90), 3);
      inner = size * 0.6;
    } else {
      const h = size / 2;
      stroke(`M${r(cx - h)} ${r(cy - h)}h${r(size)}v${r(size)}h${r(-size)}Z`, 10);
      stroke(
        `M${r(cx - h + 22)} ${r(cy - h + 22)}h${r(size - 44)}v${r(size - 44)}h${r(-size + 44)}Z`,
        3,
      );
      inner = size * 0.68;
    }
    for (const [dx, dy] of [
      [0, -1],
      [0, 1],
    ] as const) {
      const reach = frame === 'diamond' ? size * 0.525 : size / 2;
      b.add(
        `<path fill="${inks.accent}" d="${star(cx + dx * reach, cy + dy * (reach + 34), 14, 6, 4)}"/>`,
        [inks.accent],
      );
    }
    const letters = await textLine(casingFor(faces.display, initials(ctx.name)), faces.display);
    const scale = fitScale(letters, inner, inner * 0.78);
    b.text(
      letters,
      { x: cx, baseline: cy + (capHeight(letters) * scale) / 2, scale },
      { fill: inks.primary },
      'detail',
    );

    const nameBox = await smallLine(b, ctx, ctx.name, {
      baseline: cy + size / 2 + 130,
      cap: 58 * ctx.shrink,
      maxWidth: 1000 * ctx.shrink,
      ink: inks.primary,
      role: 'name',
      tracking: 0.32,
      face: rng.chance(0.5) ? faces.display : faces.support,
    });
    const altCap = Math.max(30, 34 * ctx.shrink);
    const altBox = await altNameLine(b, ctx, {
      baseline: nameBox.y1 + 22 + altCap,
      cap: altCap,
      maxWidth: 900 * ctx.shrink,
      ink: inks.primary,
    });
    const above = altBox ?? nameBox;
    const rule = `M${r(cx - 60)} ${r(above.y1 + 40)}h120`;
    b.add(`<path stroke="${inks.accent}" stroke-width="4" d="${rule}"/>`, [inks.accent]);
    await smallLine(b, ctx, quoted(ctx.track), {
      baseline: above.y1 + 110,
      cap: 30,
      maxWidth: 760,
      ink: inks.support,
      role: 'track',
      tracking: 0.25,
    });
  },
};

/**
 * Folk linocut emblem: a figure picked from the artist's track words (a raven for "Hrafninn",
 * a fox, a fern, a deer…) printed big like a linocut, standing on a ground of gouge marks with a
 * few carved sparks in the sky, the name in serif capitals with leaves at its sides, and two
 * songs set small like a broadside's footer.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawMotif, motifForWords } from '../../motifs/index.ts';
import { r } from '../../svg/num.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { leaf } from '../shared/ornaments.ts';

export const folkLinocutEmblem: Template = {
  id: 'folk-linocut-emblem',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const size = 560 * ctx.shrink;
    const top = 90;
    const choice = motifForWords([ctx.track, ...ctx.tracks, ctx.name], 'folk', rng);
    // Carving marks: the block's lower half is cut with fine curved lines that let the garment
    // through, the way a linocut's shading is gouged out of the solid figure.
    const cuts: string[] = [];
    for (let y = top + size * 0.5; y < top + size; y += 16 * ctx.shrink) {
      const sway = rng.range(-10, 10);
      cuts.push(
        `M${r(cx - size / 2)} ${r(y)}Q${r(cx)} ${r(y + sway)} ${r(cx + size / 2)} ${r(y - sway / 2)}`,
      );
    }
    const mask = b.uid('cut');
    b.def(
      `<mask id="${mask}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><rect x="-600" y="-600" width="2400" height="2800" fill="#fff"/><path fill="none" stroke="#000" stroke-width="${r(5 * ctx.shrink)}" stroke-linecap="round" d="${cuts.join('')}"/></mask>`,
    );
    b.add(`<g mask="url(#${mask})">`, []);
    const placed = drawMotif(
      b,
      choice.motif,
      { x0: cx - size / 2, y0: top, x1: cx + size / 2, y1: top + size },
      { ink: inks.primary, accent: inks.accent },
      rng,
    );
    b.add('</g>', []);
    // The ground: rows of short gouge strokes, widest at the figure's feet.
    const gouges: string[] = [];
    const groundY = placed.y1 + 24;
    for (let row = 0; row < 3; row += 1) {
      const half = size * (0.55 - row * 0.12);
      const y = groundY + row * 24;
      for (let x = cx - half; x < cx + half; x += 34) {
        const len = rng.range(16, 26);
        // A gouge cut: a thin wedge, pointed at both ends like a V-tool stroke.
        gouges.push(leaf(x + rng.range(-4, 4), y, rng.range(-6, 6), len * 1.4, 0.32));
      }
    }
    b.add(`<path fill="${inks.accent}" d="${gouges.join('')}"/>`, [inks.accent]);
    const nameTop = groundY + 140;
    const { block: name, box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 860 * ctx.shrink,
      maxCap: 140 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: 2,
      leading: 0.25,
      tracking: 0.08,
      top: nameTop,
      paint: { fill: inks.primary },
    });
    const mid = nameTop + name.cap / 2;
    b.add(
      `<path fill="${inks.accent}" d="${leaf(nameBox.x0 - 30, mid, 180, 70)}${leaf(nameBox.x0 - 30, mid, 210, 50)}${leaf(nameBox.x1 + 30, mid, 0, 70)}${leaf(nameBox.x1 + 30, mid, -30, 50)}"/>`,
      [inks.accent],
    );
    const titles = [...new Set([ctx.track, ...ctx.tracks])].slice(0, 2);
    await smallLine(b, ctx, [titles.join('  ·  '), ctx.track], {
      baseline: nameBox.y1 + 80,
      cap: 30,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
      tracking: 0.25,
    });
  },
};

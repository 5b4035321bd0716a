/**
 * Folk linocut emblem: a figure picked from the artist's track words (a raven for "Hrafninn",
 * a fox, a fern, a deer…) printed big like a linocut, standing on a ground of gouge marks with a
 * few carved sparks in the sky, the name in serif capitals with leaves at its sides, and two
 * songs set small like a broadside's footer. Seeded block: the figure standing free on its
 * ground under the sky's sparks with the name below; the figure cut in a round block, a carved
 * ring of gouges round it; or the name as a masthead over the standing figure.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawMotif, motifForWords } from '../../motifs/index.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { leaf } from '../shared/ornaments.ts';

export const folkLinocutEmblem: Template = {
  id: 'folk-linocut-emblem',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const block = rng.pick(['standing', 'roundel', 'masthead'] as const);
    const round = block === 'roundel';
    const setName = async (nameTop: number) => {
      const { block: name, box } = await nameLockup(b, ctx, {
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
        `<path fill="${inks.accent}" d="${leaf(box.x0 - 30, mid, 180, 70)}${leaf(box.x0 - 30, mid, 210, 50)}${leaf(box.x1 + 30, mid, 0, 70)}${leaf(box.x1 + 30, mid, -30, 50)}"/>`,
        [inks.accent],
      );
      return box;
    };
    const masthead = block === 'masthead' ? await setName(100) : null;
    // A round block holds a smaller figure inside its ring.
    const size = (round ? 480 : 560) * ctx.shrink;
    const ringR = size * 0.74;
    const top = masthead ? masthead.y1 + 90 : round ? 90 + ringR - size / 2 : 90;
    const choice = motifForWords([ctx.track, ...ctx.tracks, ctx.name], 'folk', rng, {
      nameFirst: ctx.nameFirst ?? false,
    });
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
    const gouges: string[] = [];
    let groundY = placed.y1 + 24;
    if (round) {
      // The block's edge: a cut ring, and inside it a ring of short gouges pointing inwards.
      const cy = top + size / 2;
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="${r(16 * ctx.shrink)}" d="${circle(cx, cy, ringR)}"/>`,
        [inks.primary],
      );
      for (let a = 0; a < 360; a += 10) {
        const [x, y] = polar(cx, cy, ringR - 22 * ctx.shrink, a + rng.range(-1.5, 1.5));
        gouges.push(leaf(x, y, a + 180, rng.range(40, 56) * ctx.shrink, 0.4));
      }
      groundY = cy + ringR - 116;
    }
    // The ground: rows of short gouge strokes, widest at the figure's feet.
    for (let row = 0; row < (round ? 0 : 3); row += 1) {
      const half = size * (0.55 - row * 0.12);
      const y = groundY + row * 24;
      for (let x = cx - half; x < cx + half; x += 34) {
        const len = rng.range(16, 26);
        // A gouge cut: a thin wedge, pointed at both ends like a V-tool stroke.
        gouges.push(leaf(x + rng.range(-4, 4), y, rng.range(-6, 6), len * 1.4, 0.32));
      }
    }
    b.add(`<path fill="${inks.accent}" d="${gouges.join('')}"/>`, [inks.accent]);
    const nameBox = masthead ?? (await setName(groundY + 140));
    const footTop = masthead ? groundY + 60 : nameBox.y1;
    const titles = [...new Set([ctx.track, ...ctx.tracks])].slice(0, 2);
    await smallLine(b, ctx, [titles.join('  ·  '), ctx.track], {
      baseline: footTop + 80,
      cap: 30,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
      tracking: 0.25,
    });
  },
};

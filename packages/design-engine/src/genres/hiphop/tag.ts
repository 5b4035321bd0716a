/**
 * Hip hop, tag: a wall piece. The artist's picture as a halftone (or, without one, a sprayed
 * starburst), the name thrown over it as a marker tag leaning uphill, a tapered underline swoosh
 * with paint drips hanging from it, a little crown over the first letter, and the track set in
 * heavy condensed capitals under the drips. Seeded: lean, swoosh curve, drips, portrait shape,
 * and the piece's arrangement, so two rappers rarely get the same wall: the picture centred
 * behind the tag or thrown off to one side of it (smaller, the tag running past it), and the
 * mark over the first letter — a crown, a five-point star or a halo.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle, star } from '../../svg/shapes.ts';
import { nameBlock, smallLine } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { altNameLine } from '../shared/art.ts';

/** A paint drip hanging from (x, y): a narrow neck ending in a round drop. */
function drip(x: number, y: number, length: number, width: number): string {
  const w = width / 2;
  const end = y + length;
  return `M${r(x - w)} ${r(y - 2)}L${r(x - w * 0.7)} ${r(end)}A${r(w * 1.1)} ${r(w * 1.1)} 0 1 0 ${r(x + w * 0.7)} ${r(end)}L${r(x + w)} ${r(y - 2)}Z`;
}

export const hiphopTag: Template = {
  id: 'hiphop-tag',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const face = ctx.faces.script;
    const lean = -rng.range(4, 8);

    // Off to one side the picture is smaller and sits higher, so the tag runs out past it.
    const offset = rng.chance(0.5) ? rng.pick([-1, 1]) * 230 : 0;
    const half = offset === 0 ? 360 : 280;
    const pcx = CENTER_X + offset;
    const pic = { x0: pcx - half, y0: 60, x1: pcx + half, y1: 60 + half * (640 / 360) };
    const mark = rng.pick(['crown', 'star', 'halo'] as const);
    const name = await nameBlock(ctx, face, {
      maxWidth: 1000 * s,
      maxCap: 240 * s,
      maxHeight: 420 * s,
      maxLines: 2,
      leading: 0.22,
    });
    const top = pic.y1 - name.cap * (offset === 0 ? 1.1 : 0.7);
    const lines = name.lines.map((line, i) => {
      const at = {
        x: CENTER_X,
        baseline: top + (name.baselines[i] ?? 0),
        scale: name.scale,
        rotate: lean,
      };
      return { line, at, ...b.textMarkup(line, at, { fill: inks.primary }) };
    });
    const halo = cutAwayMask(
      b,
      'halo',
      swollen(lines.map((l) => l.markup).join(''), Math.max(14, name.cap * 0.12) / name.scale),
    );
    // The picture stops short of the letters, so the tag keeps its edge on it.
    b.add(`<g mask="url(#${halo})">`, []);
    // The picture never takes the name's ink: letters of one ink on a disc of the same ink lose
    // their outline, so the picture keeps to the other inks where the plan has them.
    const picInks = [inks.accent, inks.support].filter((ink) => ink !== inks.primary);
    const [picKey = inks.accent, picSecond = picKey] = picInks;
    if (ctx.hasImage) {
      drawPortrait(b, ctx.portrait, {
        treatment: rng.pick(['halftone-dots', 'duotone'] as const),
        inks: picSecond === picKey ? [picKey] : [picKey, picSecond],
        garment: inks.garment,
        box: pic,
        shape: rng.pick(['circle', 'fade'] as const),
        rng: rng.fork('portrait'),
      });
    } else {
      const cx = pcx;
      const cy = (pic.y0 + pic.y1) / 2;
      const k = half / 360;
      b.add(`<path fill="${picKey}" d="${star(cx, cy, 330 * k, 230 * k, 18)}"/>`, [picKey]);
      // The inner burst in the second ink, or cut out of the first as a ring when there is none.
      const inner = star(cx, cy, 200 * k, 140 * k, 12, -75);
      if (picSecond !== picKey) b.add(`<path fill="${picSecond}" d="${inner}"/>`, [picSecond]);
      else
        b.add(
          `<path fill="none" stroke="${inks.garment}" stroke-width="16" stroke-linejoin="round" d="${inner}"/>`,
          [],
        );
    }

    b.add('</g>', []);
    for (const l of lines) {
      b.add(l.markup, [inks.primary]);
      b.record(l.line, l.box, inks.primary, name.scale, 'name');
    }
    const x0 = Math.min(...lines.map((l) => l.box.x0));
    const x1 = Math.max(...lines.map((l) => l.box.x1));
    const y1 = Math.max(...lines.map((l) => l.box.y1));

    // The mark over the first letter: the writer's crown, a star, or a halo.
    const first = lines[0];
    if (first) {
      const cw = name.cap * 0.55;
      const cx = first.box.x0 + cw * 1.1;
      const cy = first.box.y0 + cw * 0.2;
      const stroke = `fill="none" stroke="${inks.primary}" stroke-width="${r(Math.max(6, cw * 0.09))}" stroke-linejoin="round"`;
      const d =
        mark === 'crown'
          ? `M${r(cx - cw / 2)} ${r(cy)}L${r(cx - cw / 2)} ${r(cy - cw * 0.6)}L${r(cx - cw / 4)} ${r(cy - cw * 0.3)}L${r(cx)} ${r(cy - cw * 0.75)}L${r(cx + cw / 4)} ${r(cy - cw * 0.3)}L${r(cx + cw / 2)} ${r(cy - cw * 0.6)}L${r(cx + cw / 2)} ${r(cy)}Z`
          : mark === 'star'
            ? star(cx, cy - cw * 0.4, cw * 0.45, cw * 0.19, 5)
            : `M${r(cx - cw * 0.55)} ${r(cy - cw * 0.12)}A${r(cw * 0.55)} ${r(cw * 0.18)} 0 1 0 ${r(cx + cw * 0.55)} ${r(cy - cw * 0.12)}A${r(cw * 0.55)} ${r(cw * 0.18)} 0 1 0 ${r(cx - cw * 0.55)} ${r(cy - cw * 0.12)}Z`;
      b.add(`<path ${stroke} d="${d}"/>`, [inks.primary]);
    }

    // The swoosh under the tag, thick in the middle, with drips.
    const sy = y1 + 26;
    const sx0 = x0 - 20;
    const sx1 = x1 + 40;
    const bend = rng.range(-50, 0);
    const thick = Math.max(34, name.cap * 0.3);
    const mid = (sx0 + sx1) / 2;
    const swoosh = `M${r(sx0)} ${r(sy + 10)}Q${r(mid)} ${r(sy + bend - thick)} ${r(sx1)} ${r(sy - 24)}Q${r(mid)} ${r(sy + bend + thick)} ${r(sx0)} ${r(sy + 10)}Z`;
    const drips: string[] = [];
    const count = rng.int(3, 6);
    // Where the lowest drop ends: the lines below start a clear gap under it.
    let dripEnd = sy + 60;
    for (let i = 0; i < count; i += 1) {
      const t = rng.range(0.15, 0.8);
      const x = sx0 + (sx1 - sx0) * t;
      // The swoosh's centre line at t (a quadratic through the control point).
      const yc = (1 - t) ** 2 * (sy + 10) + 2 * t * (1 - t) * (sy + bend) + t * t * (sy - 24);
      const length = rng.range(50, 150);
      const width = rng.range(16, 26);
      drips.push(drip(x, yc + thick * 0.2, length, width));
      dripEnd = Math.max(dripEnd, yc + thick * 0.2 + length + width * 1.1);
    }
    // Drips in their own path: wound against the swoosh in one path they would cut holes in it.
    b.add(`<path fill="${inks.accent}" d="${swoosh}"/>`, [inks.accent]);
    b.add(`<path fill="${inks.accent}" d="${drips.join('')}"/>`, [inks.accent]);
    const specks = Array.from({ length: 40 }, () =>
      circle(rng.range(sx0, sx1), sy + rng.range(-80, 60), rng.range(1.5, 4)),
    );
    b.add(`<path fill="${inks.accent}" d="${specks.join('')}"/>`, [inks.accent]);

    // 0.3 in of bare garment between the lowest drip and the first line under it.
    const under = dripEnd + 30;
    const y = await altNameLine(b, ctx, {
      top: under,
      cap: 34,
      maxWidth: 900,
      ink: inks.primary,
    });
    await smallLine(b, ctx, ctx.track, {
      baseline: (y > under ? y + 18 : under) + 46,
      cap: 46,
      maxWidth: 900,
      ink: inks.primary,
      role: 'track',
      tracking: 0.12,
      face: ctx.faces.display,
    });
  },
};

/**
 * Electronic, neon duotone: the artist's picture as a two-ink duotone in a disc, sliced by
 * scan lines like a club screen, ringed by a neon glow (thin rings spreading out and thinning),
 * and the name across the disc's foot in the geometric sans, kept clear of the picture by a gap;
 * the track in spaced mono below. Needs the artist's image. Seeded: slicing, glow rings.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';

export const electronicDuotone: Template = {
  id: 'electronic-duotone',
  needsImage: true,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const radius = 340;
    const cy = 120 + radius;
    const box = { x0: CENTER_X - radius, y0: cy - radius, x1: CENTER_X + radius, y1: cy + radius };

    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: 190 * s,
      maxHeight: 330 * s,
      maxLines: 2,
      leading: 0.22,
      tracking: 0.04,
    });
    const top = cy + radius * 0.72;
    // Measure the name where it will sit, to cut the picture and glow away around it.
    const probe = probeNameLines(b, name, top).map((p) => p.markup);
    const slices: string[] = [];
    const pitch = rng.pick([18, 22, 26]);
    for (let y = box.y0 + radius * 0.9; y < box.y1; y += pitch) {
      const t = (y - (box.y0 + radius * 0.9)) / (radius * 1.1);
      slices.push(
        `M${r(box.x0 - 90)} ${r(y)}h${r(radius * 2 + 180)}v${r(2 + t * pitch * 0.5)}h${r(-radius * 2 - 180)}Z`,
      );
    }
    const gap = cutAwayMask(
      b,
      'gap',
      `${swollen(probe.join(''), Math.max(18, name.cap * 0.16) / name.scale)}<path fill="#000" d="${slices.join('')}"/>`,
    );
    b.add(`<g mask="url(#${gap})">`, []);
    drawPortrait(b, ctx.portrait, {
      treatment: 'duotone',
      inks: [inks.primary, inks.accent],
      garment: inks.garment,
      box,
      shape: 'circle',
      rng: rng.fork('portrait'),
    });
    const rings: string[] = [];
    let ringR = radius + 26;
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i += 1) {
      rings.push(
        `<path fill="none" stroke="${inks.accent}" stroke-width="${r(9 - i * 1.8)}" d="${circle(CENTER_X, cy, ringR)}"/>`,
      );
      ringR += 22 + i * 10;
    }
    b.add(rings.join(''), [inks.accent]);
    b.add('</g>', []);

    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
    await smallLine(b, ctx, ctx.track, {
      baseline: Math.max(nameBox.y1, cy + ringR) + 70,
      cap: 36,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.32,
      face: 'spaceMono',
    });
  },
};

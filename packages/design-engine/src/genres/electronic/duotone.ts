/**
 * Electronic, neon duotone: the artist's picture as a two-ink duotone in a disc, sliced by
 * scan lines like a club screen, ringed by a neon glow (thin rings spreading out and thinning),
 * and the name across the disc's foot in the geometric sans, kept clear of the picture by a gap;
 * the track in spaced mono below. Needs the artist's image. Seeded: slicing, glow rings, and the
 * screen: the round 'disc', or an 'arch' — the picture in a tall arched window (a club's
 * doorway, a booth's screen) with the glow lines tracing the arch outward.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { pickArrangement } from '../shared/arrangement.ts';

export const DUOTONE_ARRANGEMENTS = ['disc', 'arch'] as const;

export const electronicDuotone: Template = {
  id: 'electronic-duotone',
  needsImage: true,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const arch = pickArrangement(ctx, DUOTONE_ARRANGEMENTS) === 'arch';
    // The arch is narrower and taller than the disc: the same picture area, stood up.
    const radius = arch ? 290 : 340;
    const cy = 120 + radius;
    const box = {
      x0: CENTER_X - radius,
      y0: cy - radius,
      x1: CENTER_X + radius,
      y1: cy + radius * (arch ? 1.55 : 1),
    };
    /** The screen's outline grown by `d`: a circle, or an arch open at its foot. */
    const outline = (d: number): string =>
      arch
        ? `M${r(box.x0 - d)} ${r(box.y1)}V${r(cy)}A${r(radius + d)} ${r(radius + d)} 0 0 1 ${r(box.x1 + d)} ${r(cy)}V${r(box.y1)}`
        : circle(CENTER_X, cy, radius + d);

    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: 190 * s,
      maxHeight: 330 * s,
      maxLines: 2,
      leading: 0.22,
      tracking: 0.04,
    });
    const top = arch ? box.y1 - radius * 0.28 : cy + radius * 0.72;
    // Measure the name where it will sit, to cut the picture and glow away around it.
    const probe = probeNameLines(b, name, top).map((p) => p.markup);
    const slices: string[] = [];
    const pitch = rng.pick([18, 22, 26]);
    const sliceFrom = box.y0 + (box.y1 - box.y0) * 0.45;
    for (let y = sliceFrom; y < box.y1; y += pitch) {
      const t = (y - sliceFrom) / (box.y1 - sliceFrom);
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
      shape: arch ? 'arch' : 'circle',
      rng: rng.fork('portrait'),
    });
    const rings: string[] = [];
    let grow = 26;
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i += 1) {
      rings.push(
        `<path fill="none" stroke="${inks.accent}" stroke-width="${r(9 - i * 1.8)}" d="${outline(grow)}"/>`,
      );
      grow += 22 + i * 10;
    }
    const ringR = radius + grow;
    b.add(rings.join(''), [inks.accent]);
    b.add('</g>', []);

    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
    await smallLine(b, ctx, ctx.track, {
      baseline: Math.max(nameBox.y1, arch ? box.y1 : cy + ringR) + 70,
      cap: 36,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.32,
      face: 'spaceMono',
    });
  },
};

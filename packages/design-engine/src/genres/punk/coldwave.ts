/**
 * Punk, coldwave: the post-punk / coldwave / darkwave shirt — minimal, brutalist, cold. A block
 * of stacked pulsar ridges (each ridge hides the ones behind it, the Unknown Pleasures plot) or
 * the front of a concrete panel block, a window grid with a few lit windows; the name in a stark
 * wide-tracked grotesque (Noto Sans carries Cyrillic, so "Молчат Дома" is set in the same face
 * as Latin), a hairline rule and one tiny numbered track line. Lots of air: no collage, no
 * tilt, nothing torn. Seeded: name above or below, ridge count and shape, and the picture: the
 * ridges, the panel block, or an eclipse — the ridges seen through a hairline disc, a cold
 * planet of signal.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

/** The grotesque for the name: heavy, plain, and it carries Latin, Greek and Cyrillic. */
const FACE = 'notoSans';

/**
 * Stacked ridges in `box`: `rows` lines, each flat at the sides and noisy in the middle, drawn
 * front (bottom) to back so a line shows only where it rises above every line in front of it.
 */
export function pulsarRidges(box: Box, rows: number, rng: Rng): string {
  const w = box.x1 - box.x0;
  const steps = 120;
  const gap = (box.y1 - box.y0) / (rows + 4);
  const horizon = new Array<number>(steps + 1).fill(Infinity);
  const out: string[] = [];
  for (let i = rows - 1; i >= 0; i -= 1) {
    const base = box.y0 + gap * (i + 4);
    // A few bumps per ridge, all in the middle third, with seeded heights: the pulse.
    // Heights stay under the rows above the first line, so no peak leaves the box.
    const bumps = Array.from({ length: 5 + rng.int(0, 4) }, () => ({
      at: 0.5 + rng.range(-0.14, 0.14),
      width: rng.range(0.018, 0.05),
      height: gap * rng.range(0.5, 2.2),
    }));
    const hs: number[] = [];
    for (let k = 0; k <= steps; k += 1) {
      const u = k / steps;
      // The envelope keeps the ends flat: a ridge rises only near the centre.
      const envelope = Math.exp(-(((u - 0.5) / 0.2) ** 2));
      let h = gap * 0.12 * Math.sin(u * 90 + i) * envelope;
      for (const bump of bumps) h += bump.height * Math.exp(-(((u - bump.at) / bump.width) ** 2));
      hs.push(h * envelope);
    }
    // A back ridge too tall for the room above it is scaled down whole, never flattened.
    const fit = Math.min(1, (base - box.y0) / Math.max(...hs, 1));
    const ys = hs.map((h) => base - h * fit);
    let run: string[] = [];
    const flush = (): void => {
      if (run.length > 1) out.push(`M${run.join('L')}`);
      run = [];
    };
    for (let k = 0; k <= steps; k += 1) {
      const y = ys[k] as number;
      if (y < (horizon[k] as number) - 5) run.push(`${r(box.x0 + (w * k) / steps)} ${r(y)}`);
      else flush();
      horizon[k] = Math.min(horizon[k] as number, y);
    }
    flush();
  }
  return out.join('');
}

/**
 * The front of a concrete panel block in `box`: the slab's outline, floor and bay lines, and a
 * seeded handful of windows filled (the lit ones). Returns the outline and grid strokes and the
 * lit windows' fills separately, to be inked apart.
 */
function panelBlock(box: Box, rng: Rng): { strokes: string; lit: string } {
  const floors = rng.pick([9, 10, 12]);
  const bays = rng.pick([6, 7, 8]);
  const fh = (box.y1 - box.y0) / floors;
  const bw = (box.x1 - box.x0) / bays;
  const strokes: string[] = [`M${r(box.x0)} ${r(box.y0)}H${r(box.x1)}V${r(box.y1)}H${r(box.x0)}Z`];
  const lit: string[] = [];
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < bays; c += 1) {
      const x0 = box.x0 + c * bw + bw * 0.2;
      const y0 = box.y0 + f * fh + fh * 0.28;
      const x1 = x0 + bw * 0.6;
      const y1 = y0 + fh * 0.44;
      const d = `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;
      // The ground floor stays dark; a few windows upstairs are lit.
      if (f < floors - 1 && rng.chance(0.09)) lit.push(d);
      else strokes.push(d);
    }
    if (f > 0) strokes.push(`M${r(box.x0)} ${r(box.y0 + f * fh)}H${r(box.x1)}`);
  }
  return { strokes: strokes.join(''), lit: lit.join('') };
}

export const COLDWAVE_ARRANGEMENTS = ['ridges', 'block', 'eclipse'] as const;

export const punkColdwave: Template = {
  id: 'punk-coldwave',
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const picture = pickArrangement(ctx, COLDWAVE_ARRANGEMENTS);
    const ridges = picture !== 'block';
    const nameFirst = rng.chance(0.5);

    const name = await nameBlock(ctx, FACE, {
      maxWidth: 900 * s,
      maxCap: 150 * s,
      maxHeight: 300 * s,
      maxLines: 2,
      tracking: 0.16,
      leading: 0.3,
    });
    const artW = picture === 'ridges' ? 760 : picture === 'eclipse' ? 700 : 560;
    const artH = picture === 'ridges' ? 760 : picture === 'eclipse' ? 700 : 720;
    const gap = 70;

    let y = 70;
    let nameBox: Box | null = null;
    if (nameFirst) {
      nameBox = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' });
      y = nameBox.y1 + gap;
    }

    const art = { x0: CENTER_X - artW / 2, y0: y, x1: CENTER_X + artW / 2, y1: y + artH };
    if (picture === 'eclipse') {
      // The disc's ridges run past its edge and are cut by it; the hairline closes the shape.
      const R = artW / 2;
      const cy = art.y0 + R;
      const clip = b.uid('eclipse');
      b.def(
        `<clipPath id="${clip}"><circle cx="${CENTER_X}" cy="${r(cy)}" r="${r(R - 14)}"/></clipPath>`,
      );
      const field = {
        x0: art.x0 - 60,
        y0: art.y0 - R * 0.55,
        x1: art.x1 + 60,
        y1: art.y1 + R * 0.2,
      };
      b.add(
        `<g clip-path="url(#${clip})"><path fill="none" stroke="${inks.primary}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" d="${pulsarRidges(field, rng.pick([30, 36]), rng.fork('pulsar'))}"/></g>`,
        [inks.primary],
      );
      b.add(
        `<circle cx="${CENTER_X}" cy="${r(cy)}" r="${r(R)}" fill="none" stroke="${inks.accent}" stroke-width="6"/>`,
        [inks.accent],
      );
    } else if (ridges) {
      const rows = rng.pick([36, 44, 52]);
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="${r(rows > 44 ? 3.5 : 4.5)}" stroke-linejoin="round" stroke-linecap="round" d="${pulsarRidges(art, rows, rng.fork('pulsar'))}"/>`,
        [inks.primary],
      );
    } else {
      const { strokes, lit } = panelBlock(art, rng.fork('block'));
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="5" stroke-linejoin="miter" d="${strokes}"/>`,
        [inks.primary],
      );
      if (lit) b.add(`<path fill="${inks.accent}" d="${lit}"/>`, [inks.accent]);
      // The ground it stands on: one long hairline wider than the block.
      b.add(
        `<path stroke="${inks.primary}" stroke-width="5" d="M${r(CENTER_X - 460)} ${r(art.y1)}H${r(CENTER_X + 460)}"/>`,
        [inks.primary],
      );
    }
    y = art.y1 + gap;

    if (!nameFirst) {
      nameBox = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' });
      y = nameBox.y1 + 50;
    } else {
      y -= gap - 50;
    }

    // The hairline rule and the one tiny line: the track, the country (when known) under it.
    b.add(
      `<path stroke="${inks.support}" stroke-width="4" d="M${r(CENTER_X - 120)} ${r(y)}H${r(CENTER_X + 120)}"/>`,
      [inks.support],
    );
    await trackAndPlace(b, ctx, {
      baseline: y + 70,
      face: FACE,
      track: { cap: 32, maxWidth: 820, ink: inks.support, tracking: 0.32 },
      place: { gap: 50, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.6 },
    });
  },
};

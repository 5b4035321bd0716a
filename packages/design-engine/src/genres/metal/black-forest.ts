/**
 * Metal, black forest: the black-metal shirt — a symmetric spiked logo over a pale northern
 * landscape printed stark in one or two inks. Only for BLACK_METAL. Seeded: one of three
 * landscapes, each framed by a mirrored spruce forest (tall at the edges, low in the middle):
 * a full moon rising behind the trees, the trees cut out of its disc and pale beyond it; sharp
 * hatched peaks behind the forest under a crescent; or the forest on a still lake, mirrored
 * in it as broken lines under a full moon. The track small and wide-spaced under the scene.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { nameBlock, openGap } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';
import { drawPeaks, peakRange } from './doom-sun.ts';
import { forestRow, mirrored } from './pine-forest.ts';
import { drawSpikedName, SPIKE_REACH } from './spiked-name.ts';

const HALF = 440;

/** Horizontal cuts every `step`, `cut` thick, across the scene (the lake's broken reflection). */
function lines(y0: number, y1: number, step: number, cut: number): string {
  const parts: string[] = [];
  for (let y = y0; y < y1; y += step) {
    parts.push(
      `M${r(CENTER_X - HALF - 60)} ${r(y)}H${r(CENTER_X + HALF + 60)}v${r(cut)}H${r(CENTER_X - HALF - 60)}Z`,
    );
  }
  return parts.join('');
}

/** The moon rising behind the forest: trees cut out of its disc and pale beyond it. */
function moonrise(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const radius = 250;
  const cy = top + radius;
  const base = cy + radius * 0.62;
  const trees = forestRow(CENTER_X, base, HALF, { edge: 420, middle: 130 }, rng.fork('forest'));
  const forest = mirrored(trees, CENTER_X, '');
  const disc = `${circle(CENTER_X, cy, radius)}`;
  const horizon = b.uid('horizon');
  b.def(`<clipPath id="${horizon}"><path d="M0 0H${r(CENTER_X * 2)}V${r(base)}H0Z"/></clipPath>`);
  const cutTrees = cutAwayMask(b, 'moontrees', `<g fill="#000">${forest}</g>`);
  b.add(
    `<g clip-path="url(#${horizon})"><path mask="url(#${cutTrees})" fill="${inks.primary}" d="${disc}"/></g>`,
    [inks.primary],
  );
  const cutDisc = cutAwayMask(b, 'moondisc', `<path fill="#000" d="${disc}"/>`);
  b.add(`<g mask="url(#${cutDisc})" fill="${inks.primary}">${forest}</g>`, [inks.primary]);
  // The ground the forest stands on, full width under the trees.
  b.add(
    `<path fill="${inks.primary}" d="M${r(CENTER_X - HALF - 20)} ${r(base)}H${r(CENTER_X + HALF + 20)}v12H${r(CENTER_X - HALF - 20)}Z"/>`,
    [inks.primary],
  );
  return base + 12;
}

/** Sharp hatched peaks behind the forest, a crescent over them. */
function peaks(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const base = top + 440;
  const trees = forestRow(CENTER_X, base, HALF, { edge: 320, middle: 100 }, rng.fork('forest'));
  const forest = mirrored(trees, CENTER_X, '');
  const range = peakRange(CENTER_X, base - 60, HALF - 40, 330, rng.fork('peaks'));
  const gap = cutAwayMask(
    b,
    'foresthalo',
    `<g fill="#000" stroke="#000" stroke-width="20" stroke-linejoin="round">${forest}</g>`,
  );
  b.add(`<g mask="url(#${gap})">`, []);
  drawPeaks(b, range, { x0: CENTER_X - HALF, x1: CENTER_X + HALF, y0: top, y1: base }, inks.accent);
  b.add('</g>', []);
  // A crescent in the sky beside the highest peak: a disc with a smaller disc cut out.
  const side = rng.chance(0.5) ? 1 : -1;
  const mx = CENTER_X + side * 250;
  const my = top + 40;
  b.add(
    `<path fill="${inks.primary}" fill-rule="evenodd" d="${circle(mx, my, 52)}${circle(mx + side * 26, my - 14, 42)}"/>`,
    [inks.primary],
  );
  b.add(`<g fill="${inks.primary}">${forest}</g>`, [inks.primary]);
  b.add(
    `<path fill="${inks.primary}" d="M${r(CENTER_X - HALF - 20)} ${r(base)}H${r(CENTER_X + HALF + 20)}v12H${r(CENTER_X - HALF - 20)}Z"/>`,
    [inks.primary],
  );
  return base + 12;
}

/** The forest on a still lake under a full moon, both mirrored in it as broken lines. */
function lake(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const shore = top + 380;
  const depth = 230;
  const trees = forestRow(CENTER_X, shore, HALF, { edge: 340, middle: 100 }, rng.fork('forest'));
  const moon = circle(CENTER_X, top + 110, 90);
  const scene = `${mirrored(trees, CENTER_X, `fill="${inks.primary}"`)}`;
  b.add(`<path fill="${inks.accent}" d="${moon}"/>`, [inks.accent]);
  b.add(scene, [inks.primary]);
  b.add(
    `<path fill="${inks.primary}" d="M${r(CENTER_X - HALF - 40)} ${r(shore)}H${r(CENTER_X + HALF + 40)}v8H${r(CENTER_X - HALF - 40)}Z"/>`,
    [inks.primary],
  );
  // The reflection: the scene flipped about the shore, squashed, and cut into thin lines.
  const keep = b.uid('lake');
  b.def(`<clipPath id="${keep}"><path d="${lines(shore + 18, shore + depth, 16, 7)}"/></clipPath>`);
  // y → shore + gap + (shore − y) × 0.6: flipped about the shore and squashed towards it.
  const reflect = `translate(0 ${r(shore * 1.6 + 16)}) scale(1 -0.6)`;
  b.add(
    `<g clip-path="url(#${keep})"><g transform="${reflect}">${scene}<path fill="${inks.accent}" d="${moon}"/></g></g>`,
    [inks.primary, inks.accent],
  );
  return shore + depth;
}

export const metalBlackForest: Template = {
  id: 'metal-black-forest',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const scene = rng.pick([moonrise, peaks, lake] as const);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 800 * s,
      maxCap: 200 * s,
      maxHeight: 360 * s,
      maxLines: 2,
      leading: 0.14,
    });
    const top = 50 + name.cap * SPIKE_REACH.up;
    const logo = drawSpikedName(b, name, top, inks.primary, rng.fork('spikes'));
    let y = Math.max(logo.mark.y1, logo.letters.y1) + 70;
    // The scene stops short of the logo's thorns.
    openGap(b, `M0 0H${r(CENTER_X * 2)}V${r(y - 40)}H0Z`, 0);
    y = scene(b, ctx, y);
    b.add('</g>', []);
    await trackAndPlace(b, ctx, {
      baseline: y + 80,
      track: { cap: 38, maxWidth: 860, ink: inks.support, tracking: 0.42 },
      place: { gap: 50, maxWidth: 600, ink: inks.support, tracking: 0.45, chance: 0.5 },
    });
  },
};

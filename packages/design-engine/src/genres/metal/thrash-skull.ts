/**
 * Metal, thrash skull: the crossover and thrash shirt — a skull (or a toxic sign, crossed bones, a
 * horned skull for death metal) charged with energy, over the angular blade logo (see
 * blade-name.ts), the track in a leaning band. Only for THRASH_DEATH. Seeded: one of three
 * arrangements — the skull between two mirrored bolts over the name; the skull bursting out of a
 * jagged blast ring over the name; or the name on top with the skull hung under it on crossed
 * bones — and the face and motif. Death metal and grind (whose sets are in blackletter) get the
 * dense mirrored thorn logo of spiked-name.ts instead of the thrash blades: the same skull, an
 * organic logo rather than an angular one.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { fitLineWithin, nameBlock } from '../../templates/common.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { lightning, polar, polygon, type Point } from '../../svg/shapes.ts';
import { fitTransform, iconShape } from '../../motifs/game-icons.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { drawBladeName } from './blade-name.ts';
import { drawSpikedName, SPIKE_REACH } from './spiked-name.ts';

export const THRASH_MOTIFS: readonly MotifRule[] = [
  [/toxic|acid|nuclear|radiat|atomic|fallout|mutant/, ['radioactive', 'biohazard']],
  [/plague|virus|disease|infect|germ/, ['biohazard']],
  [/bone|grave|tomb|crypt|corpse|rott/, ['skull-crossed-bones', 'death-skull']],
  [/thunder|lightning|storm|bolt|electric|speed/, ['thunder-skull', 'skull-bolt']],
  [/fire|flame|burn|hell/, ['burning-skull', 'horned-skull']],
  [/mosh|riot|war|assault|attack|kill/, ['sharped-teeth-skull', 'skull-crossed-bones']],
  [/demon|devil|beast|satan/, ['horned-skull', 'daemon-skull']],
];
export const THRASH_DEFAULTS = [
  'death-skull',
  'sharped-teeth-skull',
  'horned-skull',
  'skull-crossed-bones',
  'broken-skull',
];

/** The heavy condensed faces thrash logos are cut from (Anton's wedge serifs lean best). */
const THRASH_FACES: readonly FaceId[] = ['anton', 'anton', 'barlowCondensedBlack', 'leagueGothic'];

/** A jagged blast ring around (cx, cy): spikes of uneven length, drawn as an outline. */
function blast(cx: number, cy: number, radius: number, ctx: TemplateContext): string {
  const points: Point[] = [];
  const count = 22;
  for (let i = 0; i < count * 2; i += 1) {
    const out = i % 2 === 0;
    const reach = out ? radius * ctx.rng.range(0.9, 1.12) : radius * ctx.rng.range(0.66, 0.76);
    points.push(polar(cx, cy, reach, -90 + (i * 180) / count));
  }
  return polygon(points);
}

/** The skull with its charge (bolts, blast or bones); returns the art's box. */
function emblem(b: ArtBuilder, ctx: TemplateContext, kind: string, top: number): Box {
  const { inks } = ctx;
  const motif = pickMotif(ctx, THRASH_MOTIFS, THRASH_DEFAULTS);
  const size = 340;
  const cy = top + size / 2;
  if (kind === 'bolts') {
    const bolts = [
      `<path fill="${inks.accent}" transform="translate(${r(CENTER_X - 290)} ${r(cy)}) rotate(-14)" d="${lightning(0, 0, 260)}"/>`,
      `<path fill="${inks.accent}" transform="translate(${r(CENTER_X + 290)} ${r(cy)}) scale(-1 1) rotate(-14)" d="${lightning(0, 0, 260)}"/>`,
    ];
    b.add(bolts.join(''), [inks.accent]);
  } else if (kind === 'blast') {
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="10" stroke-linejoin="miter" d="${blast(CENTER_X, cy, size * 0.72, ctx)}"/>`,
      [inks.accent],
    );
  }
  const inner = kind === 'blast' ? size * 0.42 : kind === 'bones' ? size * 0.36 : size / 2;
  const box = { x0: CENTER_X - inner, y0: cy - inner, x1: CENTER_X + inner, y1: cy + inner };
  if (kind === 'bones') {
    // The bones stop short of the skull laid over them, so two inks never touch.
    const shape = iconShape(motif);
    const { transform, placed } = fitTransform(shape.bounds, box);
    const scale = (placed.x1 - placed.x0) / (shape.bounds.x1 - shape.bounds.x0);
    const gap = cutAwayMask(
      b,
      'bonesgap',
      swollen(`<path transform="${transform}" d="${shape.d}"/>`, 20 / scale),
    );
    b.add(`<g mask="url(#${gap})">`, []);
    icon(
      b,
      'crossed-bones',
      {
        x0: CENTER_X - size * 0.75,
        y0: cy - size * 0.45,
        x1: CENTER_X + size * 0.75,
        y1: cy + size * 0.6,
      },
      inks.accent,
    );
    b.add('</g>', []);
  }
  const placed = icon(b, motif, box, inks.primary);
  const reach = kind === 'bolts' ? 360 : kind === 'blast' ? size * 0.8 : size * 0.75;
  return {
    x0: CENTER_X - reach,
    x1: CENTER_X + reach,
    y0: Math.min(placed.y0, top),
    y1: top + size,
  };
}

/** The track in a leaning band outlined in the accent; returns its foot. */
async function trackBand(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks, faces } = ctx;
  const { line, scale } = await fitLineWithin(ctx.track, faces.support, 0.22, 820, 40);
  const w = lineWidth(line) * scale + 110;
  const h = capHeight(line) * scale + 40;
  const lean = h * 0.45;
  const x0 = CENTER_X - w / 2;
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${polygon([
      [x0 + lean, top],
      [x0 + w + lean, top],
      [x0 + w - lean, top + h],
      [x0 - lean, top + h],
    ])}"/>`,
    [inks.accent],
  );
  b.text(
    line,
    { x: CENTER_X, baseline: top + h / 2 + (capHeight(line) * scale) / 2, scale },
    { fill: inks.support },
    'track',
  );
  return top + h;
}

/** The death-metal logo: the set's blackletter grown thorns, mirrored; returns its whole box. */
async function thornedName(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<Box> {
  const s = ctx.shrink;
  const name = await nameBlock(ctx, ctx.faces.display, {
    maxWidth: 840 * s,
    maxCap: 220 * s,
    maxHeight: 400 * s,
    maxLines: 2,
    leading: 0.14,
  });
  const { mark } = drawSpikedName(
    b,
    name,
    top + name.cap * SPIKE_REACH.up,
    ctx.inks.primary,
    ctx.rng.fork('thorns'),
  );
  return mark;
}

export const metalThrashSkull: Template = {
  id: 'metal-thrash-skull',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const face = rng.pick(THRASH_FACES);
    const kind = rng.pick(['bolts', 'blast', 'bones'] as const);
    const death = ctx.faces.display === 'unifraktur';
    const logo = (top: number): Promise<Box> =>
      death ? thornedName(b, ctx, top) : drawBladeName(b, ctx, face, top);
    let y: number;
    if (kind === 'bones') {
      const name = await logo(death ? 50 : 90);
      const art = emblem(b, ctx, kind, name.y1 + 60);
      y = await trackBand(b, ctx, art.y1 + 50);
    } else {
      const art = emblem(b, ctx, kind, kind === 'blast' ? 110 : 60);
      const name = await logo(art.y1 + (kind === 'blast' ? 110 : 80) - (death ? 40 : 0));
      y = await trackBand(b, ctx, name.y1 + 60);
    }
    await detailsLine(b, ctx, {
      chance: 0.5,
      baseline: y + 70,
      cap: 30,
      maxWidth: 600,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};

/**
 * Metal, epic shield: the power, symphonic, folk and viking shirt — a shield over crossed arms
 * with the band's beast on it (a dragon, a raven, a wolf, a longship…), the name in Roman
 * capitals (Cinzel) and the track on a ribbon. Only for EPIC_METAL. Seeded: a heater shield over
 * crossed swords with the name under it; or a round viking shield with a rope rim over crossed
 * axes, the name arched over it (set straight when it cannot be set letter by letter).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { circleText } from '../../layout/circle-text.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { fitTransform, iconShape } from '../../motifs/game-icons.ts';
import { casingFor } from '../../style/styles.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { banner, circle, polar, shield } from '../../svg/shapes.ts';
import { drawBlock, fitLineWithin, nameBlock } from '../../templates/common.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { altNameLine, icon, pickMotif, type MotifRule } from '../shared/art.ts';

const EPIC_MOTIFS: readonly MotifRule[] = [
  [/dragon|wyrm|fire|flame|drake/, ['dragon-head', 'spiked-dragon-head', 'wyvern']],
  [/raven|crow|odin|wing/, ['raven']],
  [/wolf|fenri|howl/, ['wolf-head']],
  [/ship|sea|sail|longship|ocean|fjord|voyage/, ['drakkar']],
  [/thor|hammer|thunder|storm/, ['thor-hammer']],
  [/king|queen|crown|throne|realm|kingdom/, ['crown']],
  [/eagle|sky|glory/, ['eagle-emblem']],
  [/unicorn|emerald|magic/, ['unicorn']],
  [/stag|forest|oak|wood/, ['stag-head', 'oak']],
  [/sword|blade|steel|oath|knight/, ['winged-sword']],
];
const EPIC_DEFAULTS = ['dragon-head', 'viking-helmet', 'griffin-symbol', 'wolf-head', 'raven'];

/**
 * Arms crossed behind `shape`, stopping short of it, and kept inside `within` when given (the
 * round shield's axes stay clear of the name arched over them).
 */
function crossedArms(
  b: ArtBuilder,
  arms: string,
  box: Box,
  shape: string,
  ink: string,
  within?: string,
): void {
  const cut = cutAwayMask(
    b,
    'armsgap',
    `<path fill="#000" stroke="#000" stroke-width="36" stroke-linejoin="round" d="${shape}"/>`,
  );
  const clip = within ? b.uid('armsclip') : null;
  if (clip) b.def(`<clipPath id="${clip}"><path d="${within}"/></clipPath>`);
  b.add(`<g mask="url(#${cut})"${clip ? ` clip-path="url(#${clip})"` : ''}>`, []);
  icon(b, arms, box, ink);
  b.add('</g>', []);
}

/** The motif on the shield, fitted into `box`. */
function beast(b: ArtBuilder, ctx: TemplateContext, box: Box): void {
  const motif = pickMotif(ctx, EPIC_MOTIFS, EPIC_DEFAULTS);
  const shape = iconShape(motif);
  const { placed } = fitTransform(shape.bounds, box);
  icon(b, motif, placed, ctx.inks.primary, { flip: ctx.rng.chance(0.5) });
}

/** A heater shield over crossed swords; returns its foot. */
function heater(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks } = ctx;
  const w = 340;
  const h = 410;
  const outline = shield(CENTER_X, top, w, h);
  crossedArms(
    b,
    'crossed-swords',
    { x0: CENTER_X - 400, y0: top - 100, x1: CENTER_X + 400, y1: top + h + 110 },
    outline,
    inks.accent,
  );
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="14" d="${outline}"/><path fill="none" stroke="${inks.accent}" stroke-width="5" d="${shield(CENTER_X, top + 26, w - 52, h - 46)}"/>`,
    [inks.primary, inks.accent],
  );
  beast(b, ctx, {
    x0: CENTER_X - w * 0.34,
    y0: top + 56,
    x1: CENTER_X + w * 0.34,
    y1: top + h * 0.7,
  });
  return top + h;
}

/** A round shield with a rope rim over crossed axes; returns its foot. */
function round(b: ArtBuilder, ctx: TemplateContext, cy: number, radius: number): number {
  const { inks } = ctx;
  const disc = circle(CENTER_X, cy, radius);
  crossedArms(
    b,
    'crossed-axes',
    {
      x0: CENTER_X - radius * 1.5,
      y0: cy - radius * 1.1,
      x1: CENTER_X + radius * 1.5,
      y1: cy + radius * 1.35,
    },
    disc,
    inks.accent,
    circle(CENTER_X, cy, radius + 120),
  );
  // The rope: slanted ticks between two rings, like a twisted cord round the rim.
  const ticks: string[] = [];
  const count = 64;
  for (let i = 0; i < count; i += 1) {
    const a = (360 * i) / count;
    const [x0, y0] = polar(CENTER_X, cy, radius - 44, a);
    const [x1, y1] = polar(CENTER_X, cy, radius - 16, a + 4);
    ticks.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
  }
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="12" d="${disc}"/><path fill="none" stroke="${inks.accent}" stroke-width="7" stroke-linecap="round" d="${ticks.join('')}"/><path fill="none" stroke="${inks.accent}" stroke-width="4" d="${circle(CENTER_X, cy, radius - 58)}"/>`,
    [inks.primary, inks.accent],
  );
  const inner = radius * 0.52;
  beast(b, ctx, { x0: CENTER_X - inner, y0: cy - inner, x1: CENTER_X + inner, y1: cy + inner });
  // The axes' hafts reach below the rim: what follows starts under them.
  return cy + radius * 1.35;
}

/** The track on a ribbon with notched tails; returns its foot. */
async function ribbon(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks, faces } = ctx;
  const { line, scale } = await fitLineWithin(ctx.track, faces.support, 0.2, 760, 40);
  const w = lineWidth(line) * scale + 100;
  const h = capHeight(line) * scale + 46;
  const cy = top + h / 2;
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linejoin="miter" d="${banner(CENTER_X, cy, w, h, 70)}"/>`,
    [inks.accent],
  );
  b.text(
    line,
    { x: CENTER_X, baseline: cy + (capHeight(line) * scale) / 2, scale },
    { fill: inks.support },
    'track',
  );
  return top + h;
}

export const metalEpicShield: Template = {
  id: 'metal-epic-shield',
  namesMotif: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const face = 'cinzel';
    const arched = rng.chance(0.5) && canSetAsTiles(ctx.name) && [...ctx.name].length <= 20;
    let y: number;
    if (arched) {
      const radius = 250;
      const cy = 60 + 130 + radius + 40;
      await circleText(b, casingFor(face, ctx.name), face, {
        cx: CENTER_X,
        cy,
        radius: radius + 150,
        cap: 110 * s,
        tracking: 0.1,
        side: 'top',
        maxSweep: 140,
        ink: inks.primary,
        role: 'name',
      });
      y = round(b, ctx, cy, radius);
      y = await altNameLine(b, ctx, { top: y + 40, cap: 32, maxWidth: 800, ink: inks.primary });
      y += 30;
    } else {
      const foot = heater(b, ctx, 150);
      const name = await nameBlock(ctx, face, {
        maxWidth: 1000 * s,
        maxCap: 170 * s,
        maxHeight: 360 * s,
        maxLines: 2,
        leading: 0.18,
        tracking: 0.06,
      });
      y = drawBlock(b, name, { top: foot + 150, paint: { fill: inks.primary }, role: 'name' }).y1;
    }
    await ribbon(b, ctx, y + 60);
  },
};

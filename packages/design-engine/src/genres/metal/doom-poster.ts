/**
 * Metal, doom/stoner poster: the 70s occult flyer of doom, stoner and sludge — a rayed sun cut into
 * thinning stripes, a range of hatched peaks or an idol (wizard, hooded figure, desert skull,
 * all-seeing eye) standing in front of it, and the name in a heavy rounded 70s face (Shrikhand,
 * or Bowlby's fat capitals) with a hard drop shadow in the second ink. Only for the sub-genres
 * of DOOM_STONER. Seeded: one of three arrangements — the name over the sun and peaks; the sun
 * and its idol over the name; or the name arched round the sun's rays over the peaks — and the
 * face, rays and range.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circleText } from '../../layout/circle-text.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { fitTransform, iconShape } from '../../motifs/game-icons.ts';
import { casingFor } from '../../style/styles.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { drawBlock, nameBlock, openGap } from '../../templates/common.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { altNameLine, icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';
import { drawPeaks, drawStripedSun, peakRange } from './doom-sun.ts';

const DOOM_MOTIFS: readonly MotifRule[] = [
  [/wizard|witch|sorcer|mage|spell|magic|coven|ritual/, ['wizard-face', 'hooded-figure']],
  [/desert|sand|dune|cactus|dust/, ['desert-skull', 'cactus']],
  [/snake|serpent|viper/, ['rattlesnake', 'snake']],
  [/eye|see|vision|seer|third/, ['all-seeing-eye', 'third-eye']],
  [/goat|devil|horn|satan|lucifer/, ['goat']],
  [/skull|death|dead|bone|teeth|tooth|grave/, ['desert-skull', 'death-skull']],
  [/mushroom|trip|spore/, ['mushrooms']],
  [/hood|monk|priest|pilgrim|robe/, ['hooded-figure']],
];
const DOOM_DEFAULTS = ['hooded-figure', 'desert-skull', 'wizard-face', 'all-seeing-eye', 'goat'];

/** The heavy rounded faces of the 70s flyer; the set's blackletter is for the other sub-genres. */
const DOOM_FACES: readonly FaceId[] = ['shrikhand', 'shrikhand', 'bowlby'];

const RADIUS = 220;

/** The name with a hard drop shadow in the accent, kept a hair off the letters; returns its box. */
async function shadowedName(
  b: ArtBuilder,
  ctx: TemplateContext,
  face: FaceId,
  top: number,
): Promise<Box> {
  const s = ctx.shrink;
  const name = await nameBlock(ctx, face, {
    maxWidth: 1020 * s,
    maxCap: 220 * s,
    maxHeight: 420 * s,
    maxLines: 2,
    leading: 0.04,
    inkGap: 0.2,
  });
  const drop = Math.max(8, name.cap * 0.07);
  const letters = probeNameLines(b, name, top)
    .map((l) => l.markup)
    .join('');
  const gap = cutAwayMask(b, 'doomgap', swollen(letters, (drop * 0.6) / name.scale));
  b.add(
    `<g mask="url(#${gap})"><g transform="translate(${r(drop)} ${r(drop)})">${letters.replace(/fill="#000"/g, `fill="${ctx.inks.accent}"`)}</g></g>`,
    [ctx.inks.accent],
  );
  const box = drawBlock(b, name, { top, paint: { fill: ctx.inks.primary }, role: 'name' });
  return { ...box, x1: box.x1 + drop, y1: box.y1 + drop };
}

/** The sun with the peaks in front, centred on `cy`; returns the foot of the range. */
function sunAndPeaks(b: ArtBuilder, ctx: TemplateContext, cy: number, reach = 130): number {
  const { inks, rng } = ctx;
  const base = cy + RADIUS * 0.72;
  const range = peakRange(CENTER_X, base, RADIUS + 240, RADIUS * 1.15, rng.fork('peaks'));
  openGap(b, range.outline, 12);
  drawStripedSun(
    b,
    {
      cx: CENTER_X,
      cy,
      radius: RADIUS,
      ink: inks.accent,
      rayInk: inks.accent,
      stripesFrom: -0.1,
      floor: base,
    },
    rng,
    reach,
  );
  b.add('</g>', []);
  drawPeaks(
    b,
    range,
    { x0: CENTER_X - RADIUS - 260, x1: CENTER_X + RADIUS + 260, y0: cy - RADIUS * 1.4, y1: base },
    inks.primary,
  );
  return base;
}

/** The sun with an idol standing in front of it on a ground line; returns the line's foot. */
function sunAndIdol(b: ArtBuilder, ctx: TemplateContext, cy: number): number {
  const { inks, rng } = ctx;
  const motif = pickMotif(ctx, DOOM_MOTIFS, DOOM_DEFAULTS);
  const ground = cy + RADIUS + 40;
  const box = {
    x0: CENTER_X - RADIUS * 0.7,
    y0: cy - RADIUS * 0.3,
    x1: CENTER_X + RADIUS * 0.7,
    y1: ground - 16,
  };
  const shape = iconShape(motif);
  const { transform, placed } = fitTransform(shape.bounds, box, { anchor: 'bottom' });
  const scale = (placed.x1 - placed.x0) / (shape.bounds.x1 - shape.bounds.x0);
  const gap = cutAwayMask(
    b,
    'idolgap',
    swollen(`<path transform="${transform}" d="${shape.d}"/>`, 24 / scale),
  );
  b.add(`<g mask="url(#${gap})">`, []);
  drawStripedSun(
    b,
    {
      cx: CENTER_X,
      cy,
      radius: RADIUS,
      ink: inks.accent,
      rayInk: inks.primary,
      stripesFrom: 0.15,
      floor: ground - 14,
    },
    rng,
  );
  b.add('</g>', []);
  icon(b, motif, box, inks.primary, { anchor: 'bottom' });
  // The ground the idol stands on: a long rule, broken under the sun like a horizon.
  const half = RADIUS + 230;
  b.add(
    `<path fill="${inks.primary}" d="M${r(CENTER_X - half)} ${r(ground)}H${r(CENTER_X + half)}v10H${r(CENTER_X - half)}Z"/>`,
    [inks.primary],
  );
  return ground + 10;
}

export const metalDoomPoster: Template = {
  id: 'metal-doom-poster',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const face = rng.pick(DOOM_FACES);
    const wanted = rng.pick(['peaks', 'idol', 'arch'] as const);
    // Letter by letter round the sun only for names that can be set so, and short enough.
    const arch = wanted === 'arch' && canSetAsTiles(ctx.name) && [...ctx.name].length <= 18;
    const arrangement = wanted === 'arch' && !arch ? 'peaks' : wanted;

    let y: number;
    if (arrangement === 'peaks') {
      const name = await shadowedName(b, ctx, face, 60);
      y = sunAndPeaks(b, ctx, name.y1 + 150 + RADIUS);
    } else if (arrangement === 'idol') {
      const ground = sunAndIdol(b, ctx, 60 + 130 + RADIUS);
      y = (await shadowedName(b, ctx, face, ground + 70)).y1;
    } else {
      const cy = 60 + 150 + RADIUS + 150;
      await circleText(b, casingFor(face, ctx.name), face, {
        cx: CENTER_X,
        cy,
        radius: RADIUS + 150,
        cap: 120 * ctx.shrink,
        tracking: 0.06,
        side: 'top',
        maxSweep: 150,
        ink: inks.primary,
        role: 'name',
      });
      y = sunAndPeaks(b, ctx, cy, 95);
      y = await altNameLine(b, ctx, { top: y + 40, cap: 32, maxWidth: 800, ink: inks.primary });
    }
    await trackAndPlace(b, ctx, {
      baseline: y + 90,
      track: { cap: 42, maxWidth: 900, ink: inks.support, tracking: 0.32 },
      place: { gap: 50, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.5 },
    });
  },
};

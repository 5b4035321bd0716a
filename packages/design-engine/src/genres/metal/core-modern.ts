/**
 * Metal, core modern: the metalcore, deathcore and nu metal shirt — hard-edged and sparse,
 * nothing gothic. The band's logo across the top (the heavy sans leaning over a hard shadow with
 * blades run out of its first and last letters, or thorned like a deathcore logo) over a razor
 * rule; under it either the artist's picture in a fading line screen, or a razor sigil (a solid
 * skull, heart, skeletal hand… in a spiked ring and triangle, see razor-emblem.ts); then an info
 * row — the track on the left, the country on the right — between razor rules, like a modern
 * band's tour-merch typography. Only for CORE_METAL. Seeded: picture or sigil (the sigil always
 * without a picture), the screen, the motif, the logo and its face.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { polygon } from '../../svg/shapes.ts';
import { nameBlock, smallLine } from '../../templates/common.ts';
import { countryOf, pickMotif, type MotifRule } from '../shared/art.ts';
import { drawBladeName } from './blade-name.ts';
import { drawRazorEmblem } from './razor-emblem.ts';
import { drawSpikedName, SPIKE_REACH } from './spiked-name.ts';

/** What the songs name, drawn solid: anatomy, bone and the hand, never a flower or a bird. */
export const CORE_MOTIFS: readonly MotifRule[] = [
  [/heart|love|bleed|blood/, ['heart-organ']],
  [/bone|marrow|rib|skeleton|spine|hollow/, ['ribcage', 'skeletal-hand']],
  [/skull|dead|death|grave|rot|decay|ghost/, ['dread-skull', 'horned-skull']],
  [/hand|hold|touch|reach|grip/, ['skeletal-hand', 'evil-hand']],
  [/eye|see|watch|vision|sight/, ['all-seeing-eye']],
  [/lung|breath|air|smoke|drown/, ['lungs']],
  [/mind|brain|think|dream|sleep/, ['brain']],
  [/snake|venom|serpent/, ['snake']],
  [/time|hour|clock|wait/, ['hourglass']],
];
export const CORE_DEFAULTS = [
  'dread-skull',
  'heart-organ',
  'skeletal-hand',
  'ribcage',
  'horned-skull',
];

/** The heavy sans of modern heavy merch, drawn into a logo; never the family's blackletter. */
const CORE_FACES: readonly FaceId[] = ['archivoBlack', 'archivoBlack', 'anton'];

/** The info row's face: modern tour-merch small caps, not the family's engraved Roman. */
const INFO_FACE: FaceId = 'barlowCondensed';

const WIDTH = 900;

/** A razor rule: a long blade, thickest in the middle and tapering to a point at both ends. */
function razorRule(b: ArtBuilder, y: number, ink: string): void {
  const half = WIDTH / 2;
  b.add(
    `<path fill="${ink}" d="${polygon([
      [CENTER_X - half, y],
      [CENTER_X - half * 0.2, y - 6],
      [CENTER_X, y - 7],
      [CENTER_X + half * 0.2, y - 6],
      [CENTER_X + half, y],
      [CENTER_X + half * 0.2, y + 6],
      [CENTER_X, y + 7],
      [CENTER_X - half * 0.2, y + 6],
    ])}"/>`,
    [ink],
  );
}

/** The band's logo at `top`: the blade name or the thorned name, seeded; returns its box. */
async function coreLogo(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<Box> {
  const { rng, inks } = ctx;
  const s = ctx.shrink;
  const face = rng.pick(CORE_FACES);
  if (rng.chance(0.5)) return drawBladeName(b, ctx, face, top);
  const name = await nameBlock(ctx, face, {
    maxWidth: 760 * s,
    maxCap: 190 * s,
    maxHeight: 300 * s,
    maxLines: 2,
    leading: 0.1,
  });
  const { mark } = drawSpikedName(
    b,
    name,
    top + name.cap * SPIKE_REACH.up,
    inks.primary,
    rng.fork('core-spikes'),
  );
  return mark;
}

/** Track left, country right (or the track alone, centred), between two razor rules. */
async function infoRow(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks } = ctx;
  razorRule(b, top, inks.accent);
  const country = countryOf(ctx);
  const baseline = top + 34 + 36;
  const track = await smallLine(b, ctx, ctx.track, {
    baseline,
    cap: 34,
    maxWidth: country ? WIDTH * 0.54 : WIDTH,
    ink: inks.support,
    role: 'track',
    tracking: 0.16,
    face: INFO_FACE,
    ...(country ? { x: CENTER_X - WIDTH / 2, align: 'left' as const } : {}),
  });
  if (country) {
    await smallLine(b, ctx, country, {
      baseline,
      cap: 30,
      maxWidth: WIDTH * 0.42,
      ink: inks.support,
      role: 'detail',
      tracking: 0.2,
      face: INFO_FACE,
      x: CENTER_X + WIDTH / 2,
      align: 'right',
    });
  }
  const foot = track.y1 + 34;
  razorRule(b, foot, inks.accent);
  return foot;
}

export const metalCoreModern: Template = {
  id: 'metal-core-modern',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const picture = ctx.hasImage && rng.chance(0.6);
    const logo = await coreLogo(b, ctx, 60);
    let y = logo.y1 + 50;
    razorRule(b, y, inks.accent);
    y += 60;
    const radius = 250;
    const art = picture
      ? drawPortrait(b, ctx.portrait, {
          treatment: rng.pick(['halftone-lines', 'halftone-dots', 'threshold'] as const),
          inks: [inks.primary],
          garment: inks.garment,
          box: { x0: CENTER_X - 380, y0: y, x1: CENTER_X + 380, y1: y + 640 },
          shape: 'fade',
          rng: rng.fork('portrait'),
        })
      : drawRazorEmblem(
          b,
          pickMotif(ctx, CORE_MOTIFS, CORE_DEFAULTS),
          { cx: CENTER_X, cy: y + radius * 1.4, radius },
          { line: inks.primary, figure: inks.accent },
          rng.fork('sigil'),
        );
    await infoRow(b, ctx, art.y1 + 60);
  },
};

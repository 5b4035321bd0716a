/**
 * Metal, core modern: the metalcore, deathcore and nu metal shirt — clean and sparse, nothing
 * gothic. The name in a heavy modern sans across the top over a hairline; under it either the
 * artist's picture in a fading line screen, or a fine-line drawing (a game-icons silhouette
 * traced as an outline, not filled: an anatomical heart, lungs, a dove, a rose, a hand…); then
 * an info row — the track on the left, the country on the right — between hairlines, like a
 * modern band's tour-merch typography. Only for CORE_METAL. Seeded: picture or drawing (the
 * drawing always without a picture), the screen, the motif, the face.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CREDIT_ATTRIBUTE, fitTransform, iconShape } from '../../motifs/game-icons.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { countryOf, pickMotif, type MotifRule } from '../shared/art.ts';

const CORE_MOTIFS: readonly MotifRule[] = [
  [/heart|love|bleed|blood/, ['heart-organ']],
  [/lung|breath|air|smoke|drown/, ['lungs']],
  [/dove|peace|pray|hope|heaven|angel/, ['dove']],
  [/rose|flower|bloom|thorn/, ['rose']],
  [/hand|hold|touch|reach/, ['hand']],
  [/mind|brain|think|dream|sleep/, ['brain']],
  [/butterfly|wing|fly/, ['butterfly']],
  [/snake|venom|serpent/, ['snake']],
  [/time|hour|clock|wait/, ['hourglass']],
];
const CORE_DEFAULTS = ['heart-organ', 'dove', 'rose', 'lungs', 'butterfly'];

/** The clean sans of modern heavy merch; never the family's blackletter. */
const CORE_FACES: readonly FaceId[] = ['archivoBlack', 'archivoBlack', 'bebas'];

const WIDTH = 900;

/** A silhouette traced as a fine outline (its every contour stroked, nothing filled). */
function lineDrawing(b: ArtBuilder, name: string, box: Box, ink: string): Box {
  const shape = iconShape(name);
  const { transform, placed } = fitTransform(shape.bounds, box);
  const scale = (placed.x1 - placed.x0) / (shape.bounds.x1 - shape.bounds.x0);
  b.add(
    `<path ${CREDIT_ATTRIBUTE}="game-icons" transform="${transform}" fill="none" stroke="${ink}" stroke-width="${r(6 / scale)}" stroke-linejoin="round" d="${shape.d}"/>`,
    [ink],
  );
  return placed;
}

/** A hairline across the composition's width. */
function hairline(b: ArtBuilder, y: number, ink: string): void {
  b.add(
    `<path fill="${ink}" d="M${r(CENTER_X - WIDTH / 2)} ${r(y)}H${r(CENTER_X + WIDTH / 2)}v4H${r(CENTER_X - WIDTH / 2)}Z"/>`,
    [ink],
  );
}

/** Track left, country right (or the track alone, centred), between two hairlines. */
async function infoRow(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks } = ctx;
  hairline(b, top, inks.accent);
  const country = countryOf(ctx);
  const baseline = top + 34 + 36;
  const track = await smallLine(b, ctx, ctx.track, {
    baseline,
    cap: 34,
    maxWidth: country ? WIDTH * 0.54 : WIDTH,
    ink: inks.support,
    role: 'track',
    tracking: 0.16,
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
      x: CENTER_X + WIDTH / 2,
      align: 'right',
    });
  }
  const foot = track.y1 + 34;
  hairline(b, foot, inks.accent);
  return foot;
}

export const metalCoreModern: Template = {
  id: 'metal-core-modern',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const face = rng.pick(CORE_FACES);
    const picture = ctx.hasImage && rng.chance(0.6);
    const { box } = await nameLockup(b, ctx, {
      face,
      maxWidth: WIDTH * s,
      maxCap: 170 * s,
      maxHeight: 300 * s,
      maxLines: 2,
      leading: 0.08,
      tracking: 0.02,
      top: 60,
      paint: { fill: inks.primary },
    });
    let y = box.y1 + 50;
    hairline(b, y, inks.accent);
    y += 60;
    const art = picture
      ? drawPortrait(b, ctx.portrait, {
          treatment: rng.pick(['halftone-lines', 'halftone-dots', 'threshold'] as const),
          inks: [inks.primary],
          garment: inks.garment,
          box: { x0: CENTER_X - 380, y0: y, x1: CENTER_X + 380, y1: y + 640 },
          shape: 'fade',
          rng: rng.fork('portrait'),
        })
      : lineDrawing(
          b,
          pickMotif(ctx, CORE_MOTIFS, CORE_DEFAULTS),
          { x0: CENTER_X - 300, y0: y, x1: CENTER_X + 300, y1: y + 520 },
          inks.primary,
        );
    await infoRow(b, ctx, art.y1 + 60);
  },
};

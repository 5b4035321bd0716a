/**
 * Classical engraving: the artist's picture as a line engraving (a wavy line screen, the way
 * banknotes and old opera programmes print a portrait) inside an oval cartouche — a hairline,
 * a heavier rule in the second ink and an outer hairline — cradled by a laurel, with a small
 * fleuron above. Under it the name in large engraved capitals with a hairline shadow in the
 * second ink (a long ensemble name: its distinctive words large, the rest small in the serif),
 * then the song and the country. A frontispiece, not a photo on a shirt. Seeded: the frame (a
 * tall oval or a round medallion) and the page — the portrait over the name, or a title page
 * with the name on top, the fleuron and the framed portrait under it, the song at the foot.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { ellipse } from '../../motifs/geometry.ts';
import { laurel } from '../../motifs/classic.ts';
import { r } from '../../svg/num.ts';
import { diamond } from '../../svg/shapes.ts';
import { block, drawBlock, smallLine } from '../../templates/common.ts';
import { altNameLine } from '../shared/art.ts';
import { ensembleLockup } from './ensemble-name.ts';
import { lotusGarland } from './instruments.ts';
import { classicalTradition } from './sub-genres.ts';
import { titleAndPlace } from './title-and-place.ts';

/** The name in engraved capitals: the shadow hairline-offset in the second ink, then the face. */
async function engravedName(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks, faces } = ctx;
  const parts = ensembleLockup(ctx.name, ctx.altName);
  let y = top;
  if (parts.lead) {
    const lead = await smallLine(b, ctx, parts.lead, {
      baseline: y + 38,
      cap: 38,
      maxWidth: 900,
      ink: inks.accent,
      role: 'name',
      tracking: 0.4,
    });
    y = lead.y1 + 30;
  }
  const hero = await block(parts.hero, faces.display, {
    maxWidth: 1000 * ctx.shrink,
    maxCap: 150 * ctx.shrink,
    maxHeight: 340 * ctx.shrink,
    maxLines: 3,
    leading: 0.24,
    tracking: 0.1,
    breakGain: 1.3,
  });
  // The shadow only where it reads as engraving: on small capitals it would blur them.
  if (hero.cap >= 70 && inks.accent !== inks.primary) {
    const off = Math.max(4, hero.cap * 0.045);
    drawBlock(b, hero, {
      x: CENTER_X + off,
      top: y + off,
      paint: { fill: inks.accent },
      role: 'detail',
    });
  }
  y = drawBlock(b, hero, { top: y, paint: { fill: inks.primary }, role: 'name' }).y1;
  if (parts.tail) {
    const cap = Math.max(36, Math.min(54, hero.cap * 0.36));
    const tail = await block(parts.tail, faces.support, {
      maxWidth: 940,
      maxCap: cap,
      maxHeight: cap * 2.7,
      maxLines: 2,
      leading: 0.4,
      tracking: 0.12,
    });
    y = drawBlock(b, tail, { top: y + 34, paint: { fill: inks.primary }, role: 'name' }).y1;
  }
  if (!parts.alt) return y;
  return altNameLine(b, ctx, { top: y + 30, cap: 36, maxWidth: 900, ink: inks.primary });
}

export const classicalEngraving: Template = {
  id: 'classical-engraving',
  needsImage: true,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const round = rng.chance(0.4);
    const rx = round ? 285 : 255;
    const ry = round ? 285 : 325;
    const titlePage = rng.chance(0.5);
    // A title page sets the name first; the fleuron and the portrait hang under it.
    const nameFoot = titlePage ? await engravedName(b, ctx, 100) : 0;
    const cy = (titlePage ? nameFoot + 150 : 150) + ry;
    // The portrait: one ink, a fine engraved line screen, clipped to the oval.
    const clip = b.uid('oval');
    b.def(`<clipPath id="${clip}"><path d="${ellipse(cx, cy, rx, ry)}"/></clipPath>`);
    b.add(`<g clip-path="url(#${clip})">`, []);
    drawPortrait(b, ctx.portrait, {
      treatment: 'halftone-lines',
      inks: [inks.primary],
      garment: inks.garment,
      box: { x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry },
      shape: 'square',
      rng,
      detail: 1.15,
      lines: 'engraved',
    });
    b.add('</g>', []);
    // The cartouche: hairline, a rule in the second ink, hairline.
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${ellipse(cx, cy, rx + 10, ry + 10)}${ellipse(cx, cy, rx + 38, ry + 38)}"/><path fill="none" stroke="${inks.accent}" stroke-width="10" d="${ellipse(cx, cy, rx + 24, ry + 24)}"/>`,
      [inks.primary, inks.accent],
    );
    // The laurel cradles the lower half, its leaves clear of the frame.
    const lc = cy + ry - rx + 10;
    const lr = rx + 110;
    const cradle =
      classicalTradition(ctx.genres) === 'indian'
        ? `<path fill="${inks.accent}" d="${lotusGarland(cx, lc, rx + 50, 180, 11, lr / 330)}"/>`
        : `<path fill="${inks.accent}" d="${laurel(cx, lc, lr, 12, 170)}"/>`;
    b.add(cradle, [inks.accent]);
    // A fleuron over the oval: a diamond between two hairlines.
    const fy = cy - ry - 72;
    b.add(
      `<path fill="${inks.accent}" d="${diamond(cx, fy, 22, 34)}"/><path fill="none" stroke="${inks.primary}" stroke-width="3" d="M${r(cx - 150)} ${r(fy)}H${r(cx - 30)}M${r(cx + 30)} ${r(fy)}H${r(cx + 150)}"/>`,
      [inks.accent, inks.primary],
    );
    const nameBottom = titlePage ? lc + lr : await engravedName(b, ctx, lc + lr + 70);
    await titleAndPlace(b, ctx, nameBottom + 80, { cap: 28, maxWidth: 860, tracking: 0.5 });
  },
};

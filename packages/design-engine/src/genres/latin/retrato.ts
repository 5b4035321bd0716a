/**
 * Latin retrato: the artist's picture cut as a one-ink stencil out of a bold colour block (an
 * arch or a disc in the accent ink, its shadows, or on a light blank its highlights,
 * knocked through to the garment), a primary outline of the same block offset behind it, a few
 * glints, and the name set huge under it with the song in a brush script: the star-portrait tee
 * of reggaeton and Latin pop. Needs the artist's image. Seeded: block shape, screen, glints, and
 * the order — the portrait crowning the name, or the name as a headline over the portrait with the
 * song under it — so two acts' star tees differ in composition, not only in face.
 */
import { portraitArt, type PortraitTreatment } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { detailsLine } from '../shared/details-line.ts';
import { glint } from '../shared/sparkle.ts';
import { latinHook } from './hook.ts';
import { latinName } from './name-lockup.ts';

/**
 * The block's outline: an arch (a shrine's niche) or a disc (a record label, a medallion); never
 * a rectangle, which would read as a photo pasted on the shirt.
 */
function blockShape(box: Box, arch: boolean): string {
  if (!arch) return circle((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2, (box.x1 - box.x0) / 2);
  const rad = (box.x1 - box.x0) / 2;
  return `M${r(box.x0)} ${r(box.y1)}V${r(box.y0 + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(box.x1)} ${r(box.y0 + rad)}V${r(box.y1)}Z`;
}

/** The mask's cut colour: near black, so either polarity of the stencil cuts the block. */
const CUT = '#010101';

export const latinRetrato: Template = {
  id: 'latin-retrato',
  needsImage: true,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const arch = rng.chance(0.6);
    const w = arch ? 640 : 700;
    const h = arch ? 720 : 700;
    const drop = 34;
    const headline = rng.chance(0.45);

    const portrait = (top: number): Box => {
      const box: Box = { x0: cx - w / 2 - 20, y0: top, x1: cx + w / 2 - 20, y1: top + h };
      const shape = blockShape(box, arch);
      const behind = blockShape(
        { x0: box.x0 + drop * 1.4, y0: box.y0 + drop, x1: box.x1 + drop * 1.4, y1: box.y1 + drop },
        arch,
      );
      b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="10" d="${behind}"/>`, [
        inks.primary,
      ]);
      // The stencil: on a dark blank the picture's shadows are cut (the block carries the
      // light); on a light blank its highlights are, so the face never prints as a negative.
      const treatment = rng.pick<PortraitTreatment>([
        'threshold',
        'threshold',
        'threshold',
        'halftone-dots',
      ]);
      const art = portraitArt(ctx.portrait, {
        treatment,
        inks: [CUT],
        garment: inks.darkGarment ? '#ffffff' : '#000000',
        box: { x0: box.x0 + 10, y0: box.y0 + 20, x1: box.x1 - 10, y1: box.y1 },
        // The picture fills the block: faded into it, the rest of the block printed as one
        // solid slab of ink round a small face (review).
        shape: 'square',
        rng: rng.fork('portrait'),
        detail: treatment === 'threshold' ? 1.1 : 0.9,
      });
      for (const d of art.defs) b.def(d);
      const mask = b.uid('retrato');
      b.def(
        `<mask id="${mask}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><path fill="#fff" d="${shape}"/>${art.markup}</mask>`,
      );
      b.add(`<path fill="${inks.accent}" mask="url(#${mask})" d="${shape}"/>`, [inks.accent]);
      // Glints on the block's shoulders: the shine of the urbano star tee.
      const glints = [
        glint(box.x1 + 40, box.y0 + (arch ? 190 : 110), 46),
        glint(box.x1 + 92, box.y0 + (arch ? 280 : 200), 24),
        glint(box.x0 - 44, box.y1 - (arch ? 140 : 200), 34),
      ].join('');
      b.add(`<path fill="${inks.primary}" d="${glints}"/>`, [inks.primary]);
      return { ...box, y1: box.y1 + drop };
    };
    const title = async (top: number): Promise<number> =>
      (
        await latinName(b, ctx, {
          width: 1080,
          cap: 230,
          height: 440,
          breakGain: 1.1,
          top,
        })
      ).box.y1;
    const song = async (top: number): Promise<number> =>
      (await latinHook(b, ctx, { width: 820, cap: 74, height: 160, top, rotate: -4 })).y1;
    const hookBottom = headline
      ? await song(portrait((await title(80)) + 70).y1 + 50)
      : await song((await title(portrait(80).y1 + 60)) + 60);
    await detailsLine(b, ctx, {
      baseline: hookBottom + 80,
      cap: 34,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.4,
      face: faces.display,
    });
  },
};

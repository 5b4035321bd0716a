/**
 * Country portrait: the artist's picture in an arch (a barn door, a chapel window) framed by a
 * twisted rope all round, a sheriff's star pinned at the apex, a horseshoe or boot at each foot
 * of the arch, and the name in the western face under it with the song in a script below — the
 * singer's-portrait tee of Nashville and of sertanejo's duos alike. Needs the artist's image.
 * Seeded: screen, foot figures, and the order: the arch crowned by the star with the name under
 * it, or the name as a masthead over the arch with the song knocked out of a banner across the
 * arch's foot (no star, no foot figures) — two pictures, not one with the name swapped.
 */
import { drawPortrait, type PortraitTreatment } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { banner, circle, polar, star, type Point } from '../../svg/shapes.ts';
import { capHeight } from '../../layout/text-line.ts';
import {
  block,
  drawBlock,
  fitLineWithin,
  knockout,
  nameLockup,
  openGap,
} from '../../templates/common.ts';
import { icon } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { rope } from '../shared/ornaments.ts';

/** Points every ~`step` units round an arch (flat foot, round head), clockwise from the foot. */
function archPoints(x0: number, y0: number, x1: number, y1: number, step: number): Point[] {
  const rad = (x1 - x0) / 2;
  const cx = (x0 + x1) / 2;
  const cy = y0 + rad;
  const pts: Point[] = [];
  const side = y1 - cy;
  const along = (from: Point, to: Point, len: number): void => {
    const n = Math.max(1, Math.round(len / step));
    for (let i = 0; i < n; i += 1) {
      const t = i / n;
      pts.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
    }
  };
  along([x0, y1], [x0, cy], side);
  const arcN = Math.max(8, Math.round((Math.PI * rad) / step));
  for (let i = 0; i < arcN; i += 1) pts.push(polar(cx, cy, rad, 180 + (180 * i) / arcN));
  along([x1, cy], [x1, y1], side);
  along([x1, y1], [x0, y1], x1 - x0);
  return pts;
}

export const countryPortrait: Template = {
  id: 'country-portrait',
  needsImage: true,
  needsTracks: 1,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    if (rng.chance(0.45)) {
      await mastheadPortrait(ctx, b);
      return;
    }
    const w = 560;
    const x0 = cx - w / 2;
    const x1 = cx + w / 2;
    const y0 = 150;
    const y1 = y0 + 700;
    const ropeW = 40;
    const badgeR = 88;
    const badge = star(cx, y0, badgeR, badgeR * 0.5);
    const balls = Array.from({ length: 5 }, (_, i) => polar(cx, y0, badgeR, -90 + i * 72))
      .map(([x, y]) => circle(x, y, 13))
      .join('');

    // The rope stops short of the badge pinned over it.
    openGap(b, `${badge}${balls}`, 12);
    b.add(`<path fill="${inks.accent}" d="${rope(archPoints(x0, y0, x1, y1, 26), ropeW)}"/>`, [
      inks.accent,
    ]);
    b.add('</g>', []);
    const inset = ropeW * 0.5 + 18;
    const treatment = rng.pick<PortraitTreatment>(['duotone', 'halftone-lines', 'posterize']);
    drawPortrait(b, ctx.portrait, {
      treatment,
      inks: [inks.primary, inks.support],
      garment: inks.garment,
      box: { x0: x0 + inset, y0: y0 + inset, x1: x1 - inset, y1: y1 - inset },
      shape: 'arch',
      rng: rng.fork('portrait'),
    });
    // A lawman's star: balls on its five tips and a small star cut from its middle.
    b.add(
      `<path fill="${inks.primary}" fill-rule="evenodd" d="${badge}${star(cx, y0, badgeR * 0.4, badgeR * 0.18)}"/><path fill="${inks.primary}" d="${balls}"/>`,
      [inks.primary],
    );

    // A figure at each foot of the arch, outside the rope.
    const figure = rng.pick(['horseshoe', 'cowboy-boot', 'cactus']);
    const fh = 170;
    icon(b, figure, { x0: x0 - 70 - fh * 0.8, y0: y1 - fh, x1: x0 - 70, y1 }, inks.support, {
      anchor: 'bottom',
    });
    icon(b, figure, { x0: x1 + 70, y0: y1 - fh, x1: x1 + 70 + fh * 0.8, y1 }, inks.support, {
      anchor: 'bottom',
      flip: true,
    });

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1060 * ctx.shrink,
      maxCap: 200 * ctx.shrink,
      maxHeight: 420 * ctx.shrink,
      maxLines: 3,
      leading: 0.14,
      top: y1 + ropeW / 2 + 60,
      paint: { fill: inks.primary },
    });
    const song = await block(ctx.track, faces.script, {
      maxWidth: 820 * ctx.shrink,
      maxCap: 86 * ctx.shrink,
      maxHeight: 160 * ctx.shrink,
      maxLines: 2,
      leading: 0.5,
    });
    const songBox = drawBlock(b, song, {
      top: nameBox.y1 + 56,
      paint: { fill: inks.accent },
      role: 'track',
    });
    await detailsLine(b, ctx, {
      baseline: songBox.y1 + 80,
      cap: 32,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.45,
    });
  },
};

/**
 * The masthead order: the name across the top, the arch-framed picture under it and the song
 * knocked out of a banner laid across the arch's foot, the place under all.
 */
async function mastheadPortrait(
  ctx: Parameters<Template['layout']>[0],
  b: Parameters<Template['layout']>[1],
): Promise<void> {
  const { rng, inks, faces } = ctx;
  const cx = CENTER_X;
  const { box: nameBox } = await nameLockup(b, ctx, {
    maxWidth: 1040 * ctx.shrink,
    maxCap: 190 * ctx.shrink,
    maxHeight: 380 * ctx.shrink,
    maxLines: 3,
    leading: 0.14,
    top: 80,
    paint: { fill: inks.primary },
  });
  const w = 560;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = nameBox.y1 + 70;
  const y1 = y0 + 680;
  const ropeW = 36;
  const bannerH = 104;
  const bannerW = 720;
  const bannerShape = banner(cx, y1, bannerW, bannerH, 70);
  openGap(b, bannerShape, 14);
  b.add(`<path fill="${inks.accent}" d="${rope(archPoints(x0, y0, x1, y1, 24), ropeW)}"/>`, [
    inks.accent,
  ]);
  const inset = ropeW * 0.5 + 16;
  drawPortrait(b, ctx.portrait, {
    treatment: rng.pick<PortraitTreatment>(['duotone', 'halftone-lines', 'posterize']),
    inks: [inks.primary, inks.support],
    garment: inks.garment,
    box: { x0: x0 + inset, y0: y0 + inset, x1: x1 - inset, y1: y1 - inset },
    shape: 'arch',
    rng: rng.fork('portrait'),
  });
  b.add('</g>', []);
  const { line, scale } = await fitLineWithin(ctx.track, faces.support, 0.1, bannerW - 60, 46);
  knockout(b, bannerShape, inks.primary, [
    {
      line,
      at: { x: cx, baseline: y1 + (capHeight(line) * scale) / 2, scale },
      role: 'track',
    },
  ]);
  const d = [-1, 1].map((k) => star(cx + k * (bannerW / 2 + 110), y1, 26, 11)).join('');
  b.add(`<path fill="${inks.accent}" d="${d}"/>`, [inks.accent]);
  await detailsLine(b, ctx, {
    baseline: y1 + bannerH / 2 + 80,
    cap: 32,
    maxWidth: 760,
    ink: inks.support,
    tracking: 0.45,
  });
}

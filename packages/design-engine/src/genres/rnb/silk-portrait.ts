/**
 * R&B silk portrait: the artist in a soft duotone inside an oval cameo ringed with pearls and a
 * hairline, satin ribbons in fine parallel lines falling behind it on both sides (folding as they
 * go, the way satin catches the light, tails cut in a V), a rose laid over the cameo's foot, and the name in a flowing
 * script under it with the song in tracked capitals: a 90s R&B album cover's softness, in spot
 * inks. Seeded: treatment, rose side, and the piece: the oval 'cameo' with satin falling behind
 * it, or a round 'medallion' hung from a satin bow tied over its top, the tails falling behind.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { iconMarkup, iconShape } from '../../motifs/game-icons.ts';
import { r } from '../../svg/num.ts';
import { circle, type Point } from '../../svg/shapes.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { ellipsePoints } from '../shared/ornaments.ts';
import { linesByLength } from './name-lines.ts';
import { scriptNameStack } from './script-name-stack.ts';
import { pickArrangement } from '../shared/arrangement.ts';

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r(cx - rx)} ${r(cy)}a${r(rx)} ${r(ry)} 0 1 0 ${r(2 * rx)} 0a${r(rx)} ${r(ry)} 0 1 0 ${r(-2 * rx)} 0Z`;
}

/**
 * A satin ribbon as `lines` fine polylines along a cubic centre curve: its width eases in and out
 * (`folds` times) so the lines bunch where the cloth turns, and its tail is cut in a V notch.
 */
function ribbon(p: readonly Point[], width: number, lines: number, folds: number): string {
  const [a, b, c, d] = p as [Point, Point, Point, Point];
  const at = (t: number): Point => {
    const u = 1 - t;
    return [
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
    ];
  };
  const steps = 90;
  const paths: string[] = [];
  for (let i = 0; i < lines; i += 1) {
    const o = i / (lines - 1) - 0.5;
    // The notch: the middle lines stop short of the edges.
    const end = 1 - 0.08 * (1 - 2 * Math.abs(o));
    const pts: string[] = [];
    for (let s = 0; s <= steps; s += 1) {
      const t = (s / steps) * end;
      const [x, y] = at(t);
      const [x2, y2] = at(Math.min(1, t + 0.01));
      const [x1, y1] = at(Math.max(0, t - 0.01));
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const fold = 0.55 + 0.45 * Math.abs(Math.cos(Math.PI * folds * t + 0.5));
      const off = o * width * fold;
      pts.push(`${r(x - ((y2 - y1) / len) * off)} ${r(y + ((x2 - x1) / len) * off)}`);
    }
    paths.push(`M${pts.join('L')}`);
  }
  return paths.join('');
}

export const SILK_ARRANGEMENTS = ['cameo', 'medallion'] as const;

export const rnbSilkPortrait: Template = {
  id: 'rnb-silk-portrait',
  needsImage: true,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const medallion = pickArrangement(ctx, SILK_ARRANGEMENTS) === 'medallion';
    const rx = (medallion ? 290 : 260) * k;
    const ry = (medallion ? 290 : 340) * k;
    // The medallion hangs lower: its bow takes the top.
    const oy = 110 + 30 + ry + (medallion ? 190 * k : 0);
    const pearlR = 9 * k;
    const ringX = rx + 34 * k;
    const ringY = ry + 34 * k;

    // The rose over the cameo's foot, a little to one side; everything under it stops short.
    const side = rng.chance(0.5) ? 1 : -1;
    const rs = 230 * k;
    const roseBox = {
      x0: cx + side * rx * 0.55 - rs / 2,
      y0: oy + ry - rs * 0.62,
      x1: cx + side * rx * 0.55 + rs / 2,
      y1: oy + ry + rs * 0.38,
    };
    const rose = iconMarkup('rose', roseBox, inks.accent, side < 0 ? {} : { flip: true });
    const shape = iconShape('rose');
    const roseScale = (rose.placed.x1 - rose.placed.x0) / (shape.bounds.x1 - shape.bounds.x0);
    const roseCut = rose.markup.replace(
      `fill="${inks.accent}"`,
      `fill="#000" stroke="#000" stroke-linejoin="round" stroke-width="${r(32 / roseScale)}"`,
    );
    const underRose = cutAwayMask(b, 'rose', roseCut);

    // Satin falling behind the cameo on both sides: each drape starts behind its top, billows
    // out and falls below it in an S; all of it inside the pearls is cut away.
    const knotY = oy - ry - 70 * k;
    const bow = [1, -1]
      .map(
        (d) =>
          // A loop out from the knot and back, then a tail falling behind the medallion.
          ribbon(
            [
              [cx, knotY],
              [cx + d * 300 * k, knotY - 230 * k],
              [cx + d * 360 * k, knotY + 60 * k],
              [cx + d * 30 * k, knotY + 6 * k],
            ],
            70 * k,
            6,
            1,
          ) +
          ribbon(
            [
              [cx + d * 20 * k, knotY + 20 * k],
              [cx + d * 160 * k, knotY + 200 * k],
              [cx + d * 360 * k, oy + ry * 0.2],
              [cx + d * rx * 1.45, oy + ry * 1.05],
            ],
            90 * k,
            7,
            1.2,
          ),
      )
      .join('');
    const sashPath = medallion
      ? bow
      : [1, -1]
          .map((d) =>
            ribbon(
              [
                [cx + d * rx * 0.4, oy - ry * 0.85],
                [cx + d * rx * 1.95, oy - ry * 0.55],
                [cx + d * rx * 0.75, oy + ry * 0.45],
                [cx + d * rx * 1.7, oy + ry * 1.08],
              ],
              110 * k,
              8,
              1.4,
            ),
          )
          .join('');
    const behind = cutAwayMask(
      b,
      'sash',
      `<path fill="#000" d="${ellipse(cx, oy, ringX + pearlR + 22, ringY + pearlR + 22)}"/>`,
    );
    b.add(
      `<g mask="url(#${underRose})"><path mask="url(#${behind})" fill="none" stroke="${inks.support}" stroke-width="${r(4 * k)}" stroke-linecap="round" d="${sashPath}"/>`,
      [inks.support],
    );
    if (medallion) {
      // The knot: a small wrapped band over the crossing, in the pearls' ink.
      b.add(`<path fill="${inks.primary}" d="${ellipse(cx, knotY + 8 * k, 34 * k, 40 * k)}"/>`, [
        inks.primary,
      ]);
    }

    // The cameo: the picture in an oval (drawn larger, clipped), a hairline, a ring of pearls.
    const clip = b.uid('cameo');
    b.def(`<clipPath id="${clip}"><path d="${ellipse(cx, oy, rx, ry)}"/></clipPath>`);
    const bleed = 30 * k;
    b.add(`<g clip-path="url(#${clip})">`, []);
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['duotone', 'duotone', 'halftone-lines'] as const),
      inks: [inks.primary, inks.support],
      garment: inks.garment,
      box: { x0: cx - rx - bleed, y0: oy - ry - bleed, x1: cx + rx + bleed, y1: oy + ry + bleed },
      shape: 'fade',
      rng,
    });
    b.add('</g>', []);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(4 * k)}" d="${ellipse(cx, oy, rx + 14 * k, ry + 14 * k)}"/>`,
      [inks.accent],
    );
    const pearls = ellipsePoints(cx, oy, ringX, ringY, Math.round(64 * k) * 2)
      .map(([x, y]) => circle(x, y, pearlR))
      .join('');
    b.add(`<path fill="${inks.primary}" d="${pearls}"/>`, [inks.primary]);
    b.add('</g>', []);
    b.add(rose.markup, [inks.accent]);

    // The name in script under the cameo (clear of the rose), then the song and the country.
    await scriptNameStack(b, ctx, {
      top: Math.max(oy + ringY + pearlR, rose.placed.y1) + 70 * k,
      rotate: -4,
      maxWidth: 980 * k,
      maxCap: 190 * k,
      maxLines: linesByLength(ctx.name),
      altCap: 34,
      detailsCap: 28,
      detailsChance: 0.6,
    });
  },
};

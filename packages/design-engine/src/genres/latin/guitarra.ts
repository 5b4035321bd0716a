/**
 * Latin guitarra, for flamenco: the flamenco guitar stands up the middle of the shirt — its
 * body a figure of eight cut round the sound hole, the rosette in rings, the bridge, six
 * strings, the frets up the neck and the headstock with its pegs — carnations at its feet, the
 * name large under it in the playbill's Didone, the song in a brush script, the dress's flounce
 * at the foot. Seeded: the guitar upright or leaning, and one carnation or two.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle, ring } from '../../svg/shapes.ts';
import { clavel, volante } from './flamenco-drawings.ts';
import { latinHook } from './hook.ts';
import { latinName } from './name-lockup.ts';

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/** An ellipse as path data. */
const oval = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${r(cx - rx)} ${r(cy)}a${r(rx)} ${r(ry)} 0 1 0 ${r(rx * 2)} 0a${r(rx)} ${r(ry)} 0 1 0 ${r(-rx * 2)} 0Z`;

/** The guitar, `h` tall from `top`, centred on x; returns its foot. */
function guitar(b: ArtBuilder, ctx: TemplateContext, top: number, h: number, lean: number): number {
  const { inks } = ctx;
  const cx = CENTER_X;
  const u = h / 100;
  // Body: upper and lower bouts and the waist between them, the sound hole cut through.
  const lowerY = top + h - 21 * u;
  const upperY = lowerY - 27 * u;
  const holeY = upperY + 5 * u;
  // Three shapes painted apart (their windings differ, so one path would cancel the overlaps);
  // the waist block stays inside both bouts' curves.
  const body = [
    oval(cx, lowerY, 20 * u, 19 * u),
    oval(cx, upperY, 15.5 * u, 15 * u),
    rect(cx - 9.5 * u, upperY, cx + 9.5 * u, lowerY),
  ]
    .map((d) => `<path d="${d}"/>`)
    .join('');
  const parts: string[] = [];
  const turn = `transform="rotate(${lean} ${cx} ${lowerY})"`;
  // The body and the hole apart: the union of bouts in one path, the hole knocked out over it.
  const clip = b.uid('hole');
  b.def(
    `<mask id="${clip}" maskUnits="userSpaceOnUse" x="${r(cx - 40 * u)}" y="${r(top - 10 * u)}" width="${r(80 * u)}" height="${r(h + 20 * u)}"><rect x="${r(cx - 40 * u)}" y="${r(top - 10 * u)}" width="${r(80 * u)}" height="${r(h + 20 * u)}" fill="#fff"/><path fill="#000" d="${circle(cx, holeY, 7.5 * u)}"/></mask>`,
  );
  b.add(`<g ${turn}><g fill="${inks.support}" mask="url(#${clip})">${body}</g></g>`, [
    inks.support,
  ]);
  // The rosette round the hole, the bridge, the neck, frets and head.
  parts.push(ring(cx, holeY, 10.5 * u, 9.2 * u), ring(cx, holeY, 8.6 * u, 8 * u));
  parts.push(rect(cx - 8 * u, lowerY + 6 * u, cx + 8 * u, lowerY + 9 * u));
  const neckTop = top + 14 * u;
  const neckBottom = upperY - 13 * u;
  b.add(`<g ${turn}><path fill="${inks.accent}" fill-rule="evenodd" d="${parts.join('')}"/></g>`, [
    inks.accent,
  ]);
  const neck = rect(cx - 3.4 * u, neckTop, cx + 3.4 * u, neckBottom + 2 * u);
  // A Spanish head: a tall slotted plate with a scalloped crown and three pegs a side.
  const head = `M${r(cx - 5 * u)} ${r(neckTop)}L${r(cx - 5.6 * u)} ${r(top + 2 * u)}Q${r(cx)} ${r(top - 3 * u)} ${r(cx + 5.6 * u)} ${r(top + 2 * u)}L${r(cx + 5 * u)} ${r(neckTop)}Z`;
  const pegs = [0, 1, 2]
    .flatMap((i) => [
      circle(cx - 7.6 * u, top + (4.5 + i * 3.2) * u, 1.3 * u),
      circle(cx + 7.6 * u, top + (4.5 + i * 3.2) * u, 1.3 * u),
    ])
    .join('');
  b.add(`<g ${turn}><path fill="${inks.primary}" d="${neck}${head}${pegs}"/></g>`, [inks.primary]);
  // Frets across the neck and six strings from the bridge to the head, in the support ink.
  const frets: string[] = [];
  for (let i = 1; i < 12; i += 1) {
    const y = neckTop + (neckBottom - neckTop) * (1 - Math.pow(0.92, i)) * 1.8;
    if (y < neckBottom) frets.push(rect(cx - 3.4 * u, y, cx + 3.4 * u, y + 0.5 * u));
  }
  const strings = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = cx + (i - 2.5) * 1.05 * u;
      return rect(x - 0.14 * u, neckTop + 1 * u, x + 0.14 * u, lowerY + 7.5 * u);
    })
    .join('');
  b.add(
    `<g ${turn}><path fill="${inks.support}" d="${frets.join('')}"/><path fill="${inks.primary}" d="${strings}"/></g>`,
    [inks.support, inks.primary],
  );
  return lowerY + 19 * u;
}

export const latinGuitarra: Template = {
  id: 'latin-guitarra',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const lean = rng.pick([0, -8, 8]);
    const foot = guitar(b, ctx, 70, 780 * ctx.shrink, lean);
    // Carnations laid at the guitar's foot.
    const two = rng.chance(0.5);
    const flowers = (two ? [-1, 1] : [lean >= 0 ? -1 : 1])
      .map((s) => clavel(cx + s * 250 * ctx.shrink, foot - 70, 92 * ctx.shrink, rng.range(0, 40)))
      .join('');
    b.add(`<path fill="${inks.accent}" d="${flowers}"/>`, [inks.accent]);

    const { box: nameBox } = await latinName(b, ctx, {
      width: 1040,
      cap: 210,
      height: 440,
      top: foot + 60,
      leading: 0.12,
      face: 'abril',
    });
    const hookBottom = (
      await latinHook(b, ctx, {
        width: 860,
        cap: 72,
        height: 160,
        top: nameBox.y1 + 60,
        rotate: -4,
      })
    ).y1;
    const fw = 820;
    b.add(
      `<path fill="${inks.support}" d="${volante(cx - fw / 2, cx + fw / 2, hookBottom + 60, 70, 2)}"/>`,
      [inks.support],
    );
  },
};

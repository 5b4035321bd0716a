/**
 * The cherry blossom game-icons lacks ("桜前線", "Sakura", "벚꽃 엔딩"): a sprig of two open
 * blossoms on a twig with petals falling, each blossom five notched petals (the notch is what
 * tells sakura from any five-petalled flower) round a ring of stamens. The petals are the ink,
 * the twig and stamen tips the second ink, so it reads in one ink as well as two.
 */
import type { Point } from '../svg/shapes.ts';
import { drawn, w, h, accentOf } from './drawn-motif.ts';
import { pt, thickLine } from './geometry.ts';
import { SAKURA_NAMES } from './thing-words.ts';
import type { Motif } from './types.ts';

/** One notched petal on a unit scale, pointing up from the flower's centre (0, 0). */
const PETAL: readonly Point[] = [
  [0, -0.2],
  [-0.3, -0.34],
  [-0.46, -0.74],
  [-0.22, -0.98],
  [-0.11, -1.03],
  [0, -0.88],
  [0.11, -1.03],
  [0.22, -0.98],
  [0.46, -0.74],
  [0.3, -0.34],
];

/** A petal at (x, y), radius `r`, turned `deg` degrees. */
function petal(x: number, y: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const at = ([px, py]: Point): string =>
    pt([
      x + (px * Math.cos(a) - py * Math.sin(a)) * r,
      y + (px * Math.sin(a) + py * Math.cos(a)) * r,
    ]);
  const p = PETAL.map(at);
  // Two cubic flanks to the tips, a quadratic into the notch and out.
  return (
    `M${p[0]}C${p[1]} ${p[2]} ${p[3]}Q${p[4]} ${p[5]}Q${p[6]} ${p[7]}` + `C${p[8]} ${p[9]} ${p[0]}Z`
  );
}

/** A blossom: five petals and the stamens between their bases (lines and tip dots). */
function blossom(x: number, y: number, r: number, turn: number): { petals: string; tips: string } {
  const petals: string[] = [];
  const stamens: string[] = [];
  const tips: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    petals.push(petal(x, y, r, turn + k * 72));
    const a = ((turn + k * 72 + 36 - 90) * Math.PI) / 180;
    const out = r * 0.34;
    stamens.push(
      thickLine(
        [
          [x, y],
          [x + Math.cos(a) * out, y + Math.sin(a) * out],
        ],
        r * 0.035,
      ),
    );
    const d = r * 0.06;
    const tx = x + Math.cos(a) * out;
    const ty = y + Math.sin(a) * out;
    tips.push(`M${pt([tx - d, ty])}a${d} ${d} 0 1 0 ${2 * d} 0a${d} ${d} 0 1 0 ${-2 * d} 0Z`);
  }
  const c = r * 0.09;
  const centre = `M${pt([x - c, y])}a${c} ${c} 0 1 0 ${2 * c} 0a${c} ${c} 0 1 0 ${-2 * c} 0Z`;
  return { petals: petals.join('') + stamens.join('') + centre, tips: tips.join('') };
}

export const BLOSSOM_MOTIFS: readonly Motif[] = [
  drawn({
    id: 'sakura',
    families: ['indie', 'pop', 'kpop', 'folk', 'electronic', 'rnb', 'neutral'],
    words: [...SAKURA_NAMES, 'blossom', 'blossoms', 'spring', '봄'],
    kind: 'emblem',
    aspect: 1,
    draw: (b, ctx) => {
      const s = w(b);
      const at = (u: number, v: number): Point => [b.x0 + u * s, b.y0 + v * h(b)];
      // The twig: from the lower left up through both blossoms, a side shoot to the small one.
      const twig =
        thickLine([at(0.02, 0.98), at(0.2, 0.8), at(0.34, 0.58), at(0.42, 0.42)], s * 0.035) +
        thickLine([at(0.24, 0.75), at(0.48, 0.72), at(0.7, 0.74)], s * 0.022);
      const big = blossom(...at(0.44, 0.38), s * 0.3, ctx.rng.range(-12, 12));
      const small = blossom(...at(0.74, 0.74), s * 0.17, ctx.rng.range(20, 44));
      // Three loose petals drifting down the right side.
      const falling = [
        petal(...at(0.86, 0.22), s * 0.09, ctx.rng.range(20, 70)),
        petal(...at(0.9, 0.46), s * 0.07, ctx.rng.range(-60, -10)),
        petal(...at(0.08, 0.56), s * 0.075, ctx.rng.range(-40, 20)),
      ].join('');
      return {
        paths: [
          [accentOf(ctx), twig + big.tips + small.tips],
          [ctx.paint.ink, big.petals + small.petals + falling],
        ],
      };
    },
  }),
];

/**
 * Drawn sprigs along an arc of a circle, on two main stems: the wreath's ring open at the top
 * and the garland's arch over the name are the same construction, only the arc differs.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { polar } from '../../svg/shapes.ts';
import { sprig } from '../shared/ornaments.ts';

export interface SprigArc {
  cx: number;
  cy: number;
  radius: number;
  /** Sprigs on each side. */
  count: number;
  /** Where sprig `t` (0 first, towards 1) of a side (-1 left, 1 right) grows, in degrees. */
  angle(side: -1 | 1, t: number): number;
  /** Which way sprigs point off the arc: 1 outward from the bottom, -1 from the top. */
  turn: 1 | -1;
  /** Sprig length range and how far each bends (before the side's sign). */
  length: readonly [number, number];
  bend: readonly [number, number];
  /** Where each side's main stem starts and ends, in degrees. */
  stem(side: -1 | 1): readonly [number, number];
  /** The SVG arc sweep flag of the right-hand stem (the left takes the other). */
  sweep: 0 | 1;
}

const TIPS = ['bud', 'berries', 'leaf'] as const;

/** Stems in the primary ink, leaves in the primary, buds and berries in the accent. */
export function drawSprigArc(b: ArtBuilder, ctx: TemplateContext, arc: SprigArc): void {
  const { rng, inks } = ctx;
  const { cx, cy, radius: R } = arc;
  const leafy: string[] = [];
  const blooms: string[] = [];
  for (const side of [-1, 1] as const) {
    for (let i = 0; i < arc.count; i += 1) {
      const deg = arc.angle(side, i / arc.count);
      const [x, y] = polar(cx, cy, R, deg);
      const dir = deg + arc.turn * side * 90 + rng.range(-8, 8);
      const tip = TIPS[(i + (side === 1 ? 1 : 0)) % TIPS.length] ?? 'leaf';
      const path = sprig(
        x,
        y,
        dir,
        rng.range(arc.length[0], arc.length[1]),
        rng.int(4, 5),
        side * rng.range(arc.bend[0], arc.bend[1]),
        tip,
      );
      (tip === 'leaf' ? leafy : blooms).push(path);
    }
  }
  // The two main stems, so the sprigs read as one garland.
  const stems = ([-1, 1] as const)
    .map((side) => {
      const [from, to] = arc.stem(side);
      const [sx, sy] = polar(cx, cy, R, from);
      const [ex, ey] = polar(cx, cy, R, to);
      const sweep = side === 1 ? arc.sweep : 1 - arc.sweep;
      return `M${r(sx)} ${r(sy)}A${r(R)} ${r(R)} 0 0 ${sweep} ${r(ex)} ${r(ey)}`;
    })
    .join('');
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" d="${stems}"/>`,
    [inks.primary],
  );
  b.add(`<path fill="${inks.primary}" d="${leafy.join('')}"/>`, [inks.primary]);
  b.add(`<path fill="${inks.accent}" d="${blooms.join('')}"/>`, [inks.accent]);
}

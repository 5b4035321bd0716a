/**
 * Drawn motifs for the night sky names call for and game-icons lacks: the aurora (a curtain of
 * light rays hanging from a wavy ribbon: "Nordlys", "Revontulet") and the Southern Cross (the
 * Crux's four stars and the small fifth, as on New Zealand's and Australia's flags).
 */
import type { Point } from '../svg/shapes.ts';
import { drawn, w, h, accentOf } from './drawn-motif.ts';
import { pt } from './geometry.ts';
import { AURORA, SOUTHERN_CROSS } from './motif-words.ts';
import type { Motif } from './types.ts';

/** A five-point star centred on (x, y), outer radius `size`. */
function star(x: number, y: number, size: number, turn = 0): string {
  const pts: string[] = [];
  for (let k = 0; k < 10; k += 1) {
    const a = ((-90 + turn + k * 36) * Math.PI) / 180;
    const rad = k % 2 === 0 ? size : size * 0.42;
    pts.push(pt([x + Math.cos(a) * rad, y + Math.sin(a) * rad]));
  }
  return `M${pts.join('L')}Z`;
}

/**
 * An aurora curtain: thin rays tapering to points, rising from a ribbon that swings across the
 * box; their tops are ragged (each ray its own length) and the whole curtain tallest mid-way,
 * fading to nothing at both ends, so it reads as a fold of light, not a bar chart.
 */
function aurora(
  box: { x0: number; y0: number; width: number; height: number },
  phase: number,
  jitter: () => number,
  rays: number,
): string {
  const { x0, y0, width, height } = box;
  const step = width / rays;
  const foot = (t: number): number =>
    y0 + height * (0.78 + 0.14 * Math.sin(Math.PI * 2 * (t * 1.1 + phase)));
  const reach = (t: number): number =>
    height *
    0.7 *
    Math.pow(Math.sin(Math.PI * t), 0.6) *
    (0.72 + 0.28 * Math.sin(t * 9 + phase * 6));
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const t = (i + 0.5) / rays;
    const x = x0 + (i + 0.5) * step;
    const y = foot(t);
    const top = y - reach(t) * (0.55 + 0.45 * jitter());
    const half = step * 0.5;
    const ray: Point[] = [
      [x - half, y],
      [x, top],
      [x + half, y],
    ];
    parts.push(`M${ray.map(pt).join('L')}Z`);
  }
  // The bright lower edge the rays hang from, thinning to points at both ends.
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= 60; i += 1) {
    const t = i / 60;
    const half = height * 0.035 * Math.pow(Math.sin(Math.PI * t), 0.8);
    const x = x0 + t * width;
    upper.push([x, foot(t) - half]);
    lower.push([x, foot(t) + half]);
  }
  parts.push(`M${[...upper, ...lower.reverse()].map(pt).join('L')}Z`);
  return parts.join('');
}

/** The Crux on a unit square: Gacrux, Mimosa, Delta, Acrux (the foot) and little Epsilon. */
const CRUX: readonly [number, number, number][] = [
  [0.52, 0.09, 0.09],
  [0.12, 0.43, 0.095],
  [0.87, 0.34, 0.08],
  [0.46, 0.9, 0.1],
  [0.7, 0.6, 0.045],
];

export const SKY_MOTIFS: readonly Motif[] = [
  drawn({
    id: 'aurora',
    families: ['techno', 'electronic', 'folk', 'indie', 'neutral'],
    words: [...AURORA, 'polar', 'arctic', 'nordic', 'lights'],
    kind: 'emblem',
    aspect: 1.6,
    draw: (b, ctx) => {
      const phase = ctx.rng.range(0, 1);
      const jitter = (): number => ctx.rng.float();
      // A fainter curtain behind, higher and shorter, in the second ink: the fold of the light.
      const back = aurora(
        { x0: b.x0 + w(b) * 0.08, y0: b.y0 - h(b) * 0.06, width: w(b) * 0.84, height: h(b) * 0.82 },
        phase + 0.3,
        jitter,
        34,
      );
      const main = aurora({ x0: b.x0, y0: b.y0, width: w(b), height: h(b) }, phase, jitter, 46);
      // A few stars above the curtain, in the second ink when there is one.
      const stars = [0.12, 0.3, 0.78, 0.9]
        .map((t, i) => star(b.x0 + w(b) * t, b.y0 + h(b) * (0.08 + (i % 2) * 0.1), w(b) * 0.018))
        .join('');
      return {
        paths: [
          [accentOf(ctx), back + stars],
          [ctx.paint.ink, main],
        ],
      };
    },
  }),
  drawn({
    id: 'southern-cross',
    families: ['neutral', 'folk', 'indie', 'country', 'pop'],
    words: [...SOUTHERN_CROSS, 'aotearoa', 'new zealand', 'australia', 'southern', 'south'],
    kind: 'emblem',
    aspect: 0.86,
    draw: (b, ctx) => {
      const size = w(b);
      const stars = CRUX.map(([x, y, rad]) =>
        star(b.x0 + (0.1 + x * 0.8) * size, b.y0 + (0.1 + y * 0.8) * h(b), rad * size * 1.3),
      );
      return {
        paths: [
          [ctx.paint.ink, stars.slice(0, 4).join('')],
          [accentOf(ctx), stars[4] ?? ''],
        ],
      };
    },
  }),
];

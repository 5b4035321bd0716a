/**
 * Bends path data through a smooth warp (x, y) → (x', y'): how lettering melts, bulges or waves
 * while staying the shaped text's own outline, so it works for any script HarfBuzz set (Arabic
 * joins, Devanagari conjuncts, Hangul). Straight segments and curves are cut into pieces no
 * longer than `step` before their points move, so a stem bends along the warp instead of staying
 * a straight chord between its two moved ends.
 *
 * Reads absolute M, L, Q, C and Z (what the text outliner writes); other commands are not
 * expected and are dropped with their arguments.
 */
import type { Point } from './shapes.ts';
import { r } from './num.ts';

export type Warp = (x: number, y: number) => Point;

const TOKEN = /([MLQCZ])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/gi;
const ARITY: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
const dist = (a: Point, b: Point): number => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** The Bézier with control points `p` (2, 3 or 4) split at t: its [0, t] part. */
function headOf(p: readonly Point[], t: number): Point[] {
  const head: Point[] = [p[0] as Point];
  let level = [...p];
  while (level.length > 1) {
    level = level.slice(1).map((q, i) => lerp(level[i] as Point, q, t));
    head.push(level[0] as Point);
  }
  return head;
}

/** The Bézier split at t: its [t, 1] part. */
function tailOf(p: readonly Point[], t: number): Point[] {
  return headOf([...p].reverse(), 1 - t).reverse();
}

/** A curve (or line) as `n` equal-parameter pieces, each with its own control points. */
function pieces(p: readonly Point[], n: number): Point[][] {
  const out: Point[][] = [];
  let rest = [...p];
  for (let i = 0; i < n; i += 1) {
    const t = 1 / (n - i);
    out.push(i === n - 1 ? rest : headOf(rest, t));
    rest = tailOf(rest, t);
  }
  return out;
}

const OP: Record<number, string> = { 2: 'L', 3: 'Q', 4: 'C' };

/** `d` with every point moved by `warp`, curves and lines first cut into `step`-long pieces. */
export function warpPath(d: string, warp: Warp, step: number): string {
  const tokens = [...d.matchAll(TOKEN)];
  const at = (p: Point): string => {
    const [x, y] = warp(p[0], p[1]);
    return `${r(x)} ${r(y)}`;
  };
  let out = '';
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  let i = 0;
  while (i < tokens.length) {
    const op = (tokens[i]?.[1] ?? '').toUpperCase();
    i += 1;
    if (!(op in ARITY)) continue;
    const arity = ARITY[op] ?? 0;
    // A command's letter may be followed by several sets of arguments (implicit repeats).
    do {
      const values: number[] = [];
      while (values.length < arity && i < tokens.length && tokens[i]?.[2] !== undefined) {
        values.push(Number(tokens[i]?.[2]));
        i += 1;
      }
      if (values.length < arity) break;
      const points: Point[] = [];
      for (let k = 0; k < arity; k += 2) points.push([values[k] ?? 0, values[k + 1] ?? 0]);
      if (op === 'M') {
        pen = points[0] as Point;
        start = pen;
        out += `M${at(pen)}`;
      } else if (op === 'Z') {
        // The closing edge bends too: draw it as a line before closing.
        if (dist(pen, start) > step) out += cut([pen, start], step, at);
        out += 'Z';
        pen = start;
      } else {
        out += cut([pen, ...points], step, at);
        pen = points[points.length - 1] as Point;
      }
    } while (arity > 0 && i < tokens.length && tokens[i]?.[2] !== undefined);
  }
  return out;
}

/** A segment from the pen (`p[0]`) as warped pieces, in path data without the start point. */
function cut(p: readonly Point[], step: number, at: (q: Point) => string): string {
  let length = 0;
  for (let k = 1; k < p.length; k += 1) length += dist(p[k - 1] as Point, p[k] as Point);
  const n = Math.max(1, Math.min(64, Math.ceil(length / Math.max(1e-6, step))));
  const op = OP[p.length] ?? 'L';
  return pieces(p, n)
    .map((q) => `${op}${q.slice(1).map(at).join(' ')}`)
    .join('');
}

/**
 * Procedural Islamic geometry for the arabesque layout: a pointed (two-centred) arch, the khatam
 * star lattice and the mashrabiya bead lattice that fill its head, and a clipper that trims the
 * lattice's lines to any region exactly (in the geometry, not with a clip-path, so the drawing's
 * measured bounds are the arch's and the composition is sized by what is really printed).
 */
import { r } from '../../svg/num.ts';
import { circle, polar, type Point } from '../../svg/shapes.ts';

export interface Arch {
  cx: number;
  /** Half the span between the jambs. */
  half: number;
  /** Height of the springing line, where the arcs leave the jambs. */
  spring: number;
  /** Radius of each arc; more than `half` makes the arch pointed. */
  radius: number;
  /** Foot of the jambs. */
  base: number;
}

/** The arch `d` further in (a true offset: same arc centres, radii and span reduced by `d`). */
export function archInset(a: Arch, d: number): Arch {
  return { ...a, half: a.half - d, radius: a.radius - d, base: a.base - d };
}

/** The apex height of the arch. */
export function archApex(a: Arch): number {
  const off = a.radius - a.half;
  return a.spring - Math.sqrt(a.radius * a.radius - off * off);
}

/** Half the arch's inner width at height y (the jambs' half-span below the springing). */
export function archHalfAt(a: Arch, y: number): number {
  if (y >= a.spring) return a.half;
  const off = a.radius - a.half;
  const dy = a.spring - y;
  return Math.max(0, Math.sqrt(Math.max(0, a.radius * a.radius - dy * dy)) - off);
}

/** The arch's outline: up the left jamb, over the two arcs, down the right jamb, closed at the foot. */
export function archPath(a: Arch): string {
  const R = r(a.radius);
  const [xl, xr] = [a.cx - a.half, a.cx + a.half];
  const apex = archApex(a);
  return (
    `M${r(xl)} ${r(a.base)}V${r(a.spring)}A${R} ${R} 0 0 1 ${r(a.cx)} ${r(apex)}` +
    `A${R} ${R} 0 0 1 ${r(xr)} ${r(a.spring)}V${r(a.base)}Z`
  );
}

/** Whether a point lies inside the arch (both arcs' discs above the springing, the jambs below). */
export function inArch(a: Arch, [x, y]: Point): boolean {
  if (x < a.cx - a.half || x > a.cx + a.half || y > a.base) return false;
  if (y >= a.spring) return true;
  const off = a.radius - a.half;
  // The left arc turns about a centre right of the axis, the right arc about one left of it.
  const left = Math.hypot(x - (a.cx + off), y - a.spring) <= a.radius;
  const right = Math.hypot(x - (a.cx - off), y - a.spring) <= a.radius;
  return left && right;
}

/**
 * Straight segments cut to the parts inside `inside`, walked in `step`-long pieces (about 1/30
 * in: far finer than the printed line), as one path of open sub-paths.
 */
export function clipSegments(
  segments: readonly (readonly [Point, Point])[],
  inside: (p: Point) => boolean,
  step = 3,
): string {
  const out: string[] = [];
  for (const [a, b] of segments) {
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    let start: number | null = null;
    for (let i = 0; i <= n; i += 1) {
      const ok = inside(at(i / n));
      if (ok && start === null) start = i;
      if ((!ok || i === n) && start !== null) {
        const end = ok ? i : i - 1;
        if (end > start) {
          const [p, q] = [at(start / n), at(end / n)];
          out.push(`M${r(p[0])} ${r(p[1])}L${r(q[0])} ${r(q[1])}`);
        }
        start = null;
      }
    }
  }
  return out.join('');
}

/** The closed polygon's edges as segments. */
function edges(points: readonly Point[]): [Point, Point][] {
  return points.map((p, i) => [p, points[(i + 1) % points.length] as Point]);
}

/**
 * Where a repeating pattern is laid: the box (x0, y0)–(x1, y1) it covers, its grid `s` apart,
 * with a grid point on the vertical through `cx` and on the row `y0` (so it reads symmetric
 * about the arch's axis).
 */
export interface PatternGrid {
  cx: number;
  y0: number;
  x0: number;
  x1: number;
  y1: number;
  s: number;
}

/**
 * The khatam lattice over a box: at every point of a square grid `s` apart (centred on cx), two
 * squares turned 45° to each other make an eight-point star whose tips meet its neighbours'
 * tips; the diagonal tips of every four stars close into a small square round the cell corner
 * (left out for a single row of stars, a band).
 */
export function khatamLattice(grid: PatternGrid, corners = true): [Point, Point][] {
  const { cx, y0, x0, x1, y1, s } = grid;
  const segs: [Point, Point][] = [];
  const rho = s / 2;
  const k0 = Math.floor((x0 - cx) / s) - 1;
  const k1 = Math.ceil((x1 - cx) / s) + 1;
  for (let y = y0; y <= y1 + s; y += s) {
    for (let k = k0; k <= k1; k += 1) {
      const x = cx + k * s;
      const square = (turn: number): Point[] =>
        [0, 90, 180, 270].map((d) => polar(x, y, rho, d + turn));
      segs.push(...edges(square(0)), ...edges(square(45)));
      if (!corners) continue;
      // The small square round the cell corner to the lower right, through four diagonal tips.
      const q = rho * (1 - Math.SQRT1_2);
      const [ccx, ccy] = [x + s / 2, y + s / 2];
      segs.push(
        ...edges([
          [ccx - q, ccy - q],
          [ccx + q, ccy - q],
          [ccx + q, ccy + q],
          [ccx - q, ccy + q],
        ]),
      );
    }
  }
  return segs;
}

/**
 * The mashrabiya: two families of diagonal slats `s` apart crossing at right angles (grid
 * centred on cx), with a turned bead at every crossing kept inside `inside`.
 */
export function mashrabiya(
  grid: PatternGrid,
  bead: number,
  inside: (p: Point) => boolean,
): { slats: [Point, Point][]; beads: string } {
  const { cx, y0, x0, x1, y1, s } = grid;
  const slats: [Point, Point][] = [];
  const span = Math.max(x1 - x0, y1 - y0) * 2;
  const n = Math.ceil(span / s);
  for (let i = -n; i <= n; i += 1) {
    const x = cx + i * s;
    slats.push([
      [x - span, y0 - span],
      [x + span, y0 + span],
    ]);
    slats.push([
      [x + span, y0 - span],
      [x - span, y0 + span],
    ]);
  }
  // Slats i and j cross at (cx + (i + j)·s/2, y0 + (j − i)·s/2): rows s/2 apart, every other
  // row shifted by s/2.
  const beads: string[] = [];
  const h = s / 2;
  for (let row = 0; y0 + row * h <= y1; row += 1) {
    const y = y0 + row * h;
    const first = cx + (row % 2 === 0 ? 0 : h) - Math.ceil((cx - x0) / s + 1) * s;
    for (let x = first; x <= x1; x += s) {
      if (inside([x - bead * 1.6, y]) && inside([x + bead * 1.6, y]))
        beads.push(circle(x, y, bead));
    }
  }
  return { slats, beads: beads.join('') };
}

/** A filled eight-point star (the outline of two squares turned 45°), for finials and knots. */
export function eightPointStar(cx: number, cy: number, radius: number): string {
  const inner = (radius * Math.cos(Math.PI / 4)) / Math.cos(Math.PI / 8);
  const pts = Array.from({ length: 16 }, (_, i) =>
    polar(cx, cy, i % 2 === 0 ? radius : inner, -90 + i * 22.5),
  );
  return `M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
}

/**
 * Ablaq: every other voussoir of the arch's arcs, as filled blocks between `inner` and the
 * arch's own radius — the striped arches of Damascus and Cairo. `count` blocks per arc, the
 * ones at the springing and the apex filled, so the pattern is symmetric.
 */
export function ablaq(a: Arch, inner: number, count: number): string {
  const off = a.radius - a.half;
  const from = Math.acos(-off / a.radius);
  const step = (Math.PI - from) / (count * 2 - 1);
  const parts: string[] = [];
  const at = (cxArc: number, radius: number, t: number, side: 1 | -1): Point => {
    const x = cxArc + radius * Math.cos(t);
    return [side === 1 ? x : 2 * a.cx - x, a.spring - radius * Math.sin(t)];
  };
  for (const side of [1, -1] as const) {
    const c = a.cx + off;
    for (let i = 0; i < count; i += 1) {
      const t0 = from + step * 2 * i;
      const t1 = Math.min(Math.PI, t0 + step);
      const n = 6;
      const outer = Array.from({ length: n + 1 }, (_, j) =>
        at(c, a.radius, t0 + ((t1 - t0) * j) / n, side),
      );
      const back = Array.from({ length: n + 1 }, (_, j) =>
        at(c, inner, t1 - ((t1 - t0) * j) / n, side),
      );
      parts.push(`M${[...outer, ...back].map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`);
    }
  }
  return parts.join('');
}

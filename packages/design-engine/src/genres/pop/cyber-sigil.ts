/**
 * Cybersigilism, the spiky mirrored line-tattoo of 2020s internet pop: thin blades pointed at both
 * ends, sweeping out from round a name as horns, wings and hooks, with thorns off their backs,
 * mirrored left–right. Drawn as filled tapered shapes (one path), so it prints as crisp line
 * art; the name it frames is kept clear by the caller (a cut-away mask round the letters).
 */
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { polygon, type Point } from '../../svg/shapes.ts';

export type Curve = [Point, Point, Point, Point];

function at([p0, p1, p2, p3]: Curve, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}

function tangent(curve: Curve, t: number): Point {
  const e = 1e-3;
  const a = at(curve, Math.max(0, t - e));
  const b = at(curve, Math.min(1, t + e));
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
}

/**
 * A blade along a cubic: pointed at both ends, widest a third of the way out (the swell of a
 * brush-drawn thorn), `width` at its widest.
 */
export function blade(curve: Curve, width: number): string {
  const n = 30;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const [x, y] = at(curve, t);
    const [tx, ty] = tangent(curve, t);
    const w = (width / 2) * Math.sin(Math.PI * Math.pow(t, 0.62)) ** 0.85;
    left.push([x - ty * w, y + tx * w]);
    right.push([x + ty * w, y - tx * w]);
  }
  return polygon([...left, ...right.reverse()]);
}

/** A short thorn's spine off a curve at `t`, leaning towards the curve's tip, on `side` (±1). */
function thorn(curve: Curve, t: number, length: number, side: number): Curve {
  const base = at(curve, t);
  const [tx, ty] = tangent(curve, t);
  // Out from the spine at ~50°, leaning forward.
  const nx = -ty * side;
  const ny = tx * side;
  const tip: Point = [
    base[0] + (nx * 0.78 + tx * 0.62) * length,
    base[1] + (ny * 0.78 + ty * 0.62) * length,
  ];
  const mid: Point = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
  return [base, mid, mid, tip];
}

function mirror(curve: Curve, cx: number): Curve {
  return curve.map(([x, y]): Point => [2 * cx - x, y]) as Curve;
}

export interface SigilOptions {
  cx: number;
  /** The name block it frames: strokes start round it. */
  around: Box;
  /** How far the strokes reach past the block, up and down. */
  reach: number;
  /** Widest blade, in units. */
  weight: number;
  /** Furthest any ink may go left or right of cx (the print area). */
  halfWidth: number;
}

export interface Sigil {
  d: string;
  /** The tips of the horns, wings and hooks (right side, then mirrored): where glints go. */
  tips: Point[];
}

/** The sigil as one path, symmetric about `cx`. Seeded: horns, wings, hooks, thorns. */
export function cyberSigil(rng: Rng, o: SigilOptions): Sigil {
  const { cx, around, reach, weight } = o;
  const mid = (around.y0 + around.y1) / 2;
  const halfName = Math.max(60, Math.min(o.halfWidth * 0.8, (around.x1 - around.x0) / 2));
  // Room beside the name: wings shrink to what the print area leaves.
  const side = Math.max(40, Math.min(reach * 1.1, o.halfWidth - halfName - 10));
  const right: { curve: Curve; width: number }[] = [];
  const add = (curve: Curve, width: number): void => {
    right.push({ curve, width });
  };
  // The crown spike and the keel spike on the axis (drawn once, not mirrored).
  const crown = around.y0 - reach * rng.range(1.25, 1.45);
  const keel = around.y1 + reach * rng.range(0.85, 1.05);
  const axis: string[] = [
    blade(
      [
        [cx, around.y0 - 14],
        [cx, around.y0 - reach * 0.4],
        [cx, crown + reach * 0.4],
        [cx, crown],
      ],
      weight * 1.2,
    ),
    blade(
      [
        [cx, around.y1 + 14],
        [cx, around.y1 + reach * 0.3],
        [cx, keel - reach * 0.3],
        [cx, keel],
      ],
      weight * 1.1,
    ),
  ];
  // Spikes flanking the crown and the keel, fanning out from beside the axis.
  const fx = Math.min(halfName * 0.12, 40);
  add(
    [
      [cx + fx, around.y0 - 14],
      [cx + fx, around.y0 - reach * 0.5],
      [cx + halfName * 0.12, crown + reach * 0.35],
      [cx + halfName * rng.range(0.2, 0.3), crown + reach * rng.range(0.15, 0.3)],
    ],
    weight * 0.6,
  );
  add(
    [
      [cx + fx, around.y1 + 14],
      [cx + fx, around.y1 + reach * 0.4],
      [cx + halfName * 0.1, keel - reach * 0.3],
      [cx + halfName * rng.range(0.16, 0.24), keel - reach * rng.range(0.1, 0.25)],
    ],
    weight * 0.55,
  );
  // Horns: from over the name's shoulder, up and out in an S.
  const hx = cx + halfName * rng.range(0.25, 0.45);
  const horn: Curve = [
    [hx, around.y0 - 16],
    [hx + side * 0.05, around.y0 - reach * 0.9],
    [cx + halfName + side * 0.35, around.y0 - reach * 0.1],
    [cx + halfName + side * rng.range(0.6, 0.85), around.y0 - reach * rng.range(0.9, 1.15)],
  ];
  add(horn, weight);
  // A second, shorter inner horn.
  const ix = cx + halfName * rng.range(0.08, 0.18);
  add(
    [
      [ix, around.y0 - 14],
      [ix + side * 0.05, around.y0 - reach * 0.55],
      [hx + side * 0.05, around.y0 - reach * 0.55],
      [hx + side * rng.range(0.25, 0.45), around.y0 - reach * rng.range(0.7, 0.9)],
    ],
    weight * 0.7,
  );
  // A wing out of the side, flicking down.
  const wx = cx + halfName + 16;
  const wing: Curve = [
    [wx, mid - 10],
    [wx + side * 0.4, mid - reach * 0.1],
    [wx + side * 0.7, mid + reach * 0.05],
    [wx + side * rng.range(0.85, 1), mid + reach * rng.range(0.25, 0.45)],
  ];
  add(wing, weight * 0.9);
  // A thinner wing under it: the double line cybersigils are drawn with.
  add(
    wing.map(([x, y], i): Point => [x - (i === 3 ? side * 0.2 : 0), y + reach * 0.14]) as Curve,
    weight * 0.45,
  );
  // A hook under the name, curling back up.
  const kx = cx + halfName * rng.range(0.3, 0.6);
  const hook: Curve = [
    [kx, around.y1 + 16],
    [kx + side * 0.15, around.y1 + reach * 0.7],
    [cx + halfName + side * 0.6, around.y1 + reach * 0.55],
    [cx + halfName + side * rng.range(0.55, 0.8), around.y1 + reach * rng.range(0.05, 0.25)],
  ];
  add(hook, weight * 0.85);
  const thorns: string[] = [];
  for (const { curve, width } of [right[2], right[4], right[6]].filter(
    (c): c is { curve: Curve; width: number } => c !== undefined,
  )) {
    const count = rng.int(1, 2);
    for (let i = 0; i < count; i += 1) {
      const t = 0.3 + i * 0.25 + rng.range(-0.05, 0.05);
      const len = reach * rng.range(0.16, 0.26);
      const s = rng.chance(0.5) ? 1 : -1;
      const spine = thorn(curve, t, len, s);
      thorns.push(blade(spine, width * 0.55), blade(mirror(spine, cx), width * 0.55));
    }
  }
  const blades = right.flatMap(({ curve, width }) => [
    blade(curve, width),
    blade(mirror(curve, cx), width),
  ]);
  const tips = right.flatMap(({ curve }): Point[] => [
    curve[3],
    [2 * cx - curve[3][0], curve[3][1]],
  ]);
  return { d: [...axis, ...blades, ...thorns].join(''), tips };
}

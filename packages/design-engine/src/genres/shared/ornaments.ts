/**
 * Drawn ornaments the genre layouts share (path data in art units): sparkles and hearts for pop,
 * a twisted rope for country, sprigs for folk, fans for deco. Each is one path, filled in an ink.
 */
import { r } from '../../svg/num.ts';
import { sparkle as motifSparkle } from '../../motifs/pop.ts';
import { circle, polar, polygon, type Point } from '../../svg/shapes.ts';

/**
 * The motif library's four-point sparkle, a little plumper by default (the sticker-sheet
 * twinkle the pop, k-pop and R&B layouts scatter).
 */
export function sparkle(cx: number, cy: number, radius: number, pinch = 0.18): string {
  return motifSparkle(cx, cy, radius, pinch);
}

/** The heart's four cubic segments (start, two controls, end), clockwise from the bottom tip. */
function heartCurves(cx: number, cy: number, size: number): [Point, Point, Point, Point][] {
  const s = size / 2;
  const top = cy - s * 0.55;
  const tip: Point = [cx, cy + s * 0.95];
  const left: Point = [cx - s, top + s * 0.25];
  const dip: Point = [cx, top + s * 0.05];
  const right: Point = [cx + s, top + s * 0.25];
  return [
    [tip, [cx - s * 0.35, cy + s * 0.6], [cx - s, cy + s * 0.2], left],
    [left, [cx - s, top - s * 0.5], [cx - s * 0.1, top - s * 0.55], dip],
    [dip, [cx + s * 0.1, top - s * 0.55], [cx + s, top - s * 0.5], right],
    [right, [cx + s, cy + s * 0.2], [cx + s * 0.35, cy + s * 0.6], tip],
  ];
}

/** A heart `size` wide, centred on (cx, cy). */
export function heart(cx: number, cy: number, size: number): string {
  const curves = heartCurves(cx, cy, size);
  const [start] = curves[0] ?? [[cx, cy]];
  const segs = curves.map(
    ([, a, b, e]) => `C${r(a[0])} ${r(a[1])} ${r(b[0])} ${r(b[1])} ${r(e[0])} ${r(e[1])}`,
  );
  return `M${r(start[0])} ${r(start[1])}${segs.join('')}Z`;
}

/** Points along the heart's outline (`perCurve` per segment), to keep text clear of its line. */
export function heartPoints(cx: number, cy: number, size: number, perCurve = 48): Point[] {
  return heartCurves(cx, cy, size).flatMap(([p0, p1, p2, p3]) =>
    Array.from({ length: perCurve }, (_, i): Point => {
      const t = i / perCurve;
      const u = 1 - t;
      const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
      return [
        w[0] * p0[0] + w[1] * p1[0] + w[2] * p2[0] + w[3] * p3[0],
        w[0] * p0[1] + w[1] * p1[1] + w[2] * p2[1] + w[3] * p3[1],
      ];
    }),
  );
}

/** Where the heart's lobes meet (the dip at the top middle) and its bottom tip, in y. */
export function heartSpan(cy: number, size: number): { dip: number; tip: number } {
  const s = size / 2;
  return { dip: cy - s * 0.5, tip: cy + s * 0.95 };
}

/** Evenly spaced points around an ellipse, clockwise from the top. */
export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, n: number): Point[] {
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (i / n) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point;
  });
}

/** Points every `step` units along a rounded rectangle, clockwise. */
export function roundRectPoints(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
  step: number,
): Point[] {
  const segs: ((t: number) => Point)[] = [];
  const lens: number[] = [];
  const line = (a: Point, b: Point): void => {
    segs.push((t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    lens.push(Math.hypot(b[0] - a[0], b[1] - a[1]));
  };
  const arc = (cx: number, cy: number, from: number): void => {
    segs.push((t) => polar(cx, cy, radius, from + 90 * t));
    lens.push((Math.PI * radius) / 2);
  };
  line([x0 + radius, y0], [x1 - radius, y0]);
  arc(x1 - radius, y0 + radius, -90);
  line([x1, y0 + radius], [x1, y1 - radius]);
  arc(x1 - radius, y1 - radius, 0);
  line([x1 - radius, y1], [x0 + radius, y1]);
  arc(x0 + radius, y1 - radius, 90);
  line([x0, y1 - radius], [x0, y0 + radius]);
  arc(x0 + radius, y0 + radius, 180);
  const total = lens.reduce((a, b) => a + b, 0);
  const n = Math.max(8, Math.round(total / step));
  const points: Point[] = [];
  for (let i = 0; i < n; i += 1) {
    let d = (i / n) * total;
    let k = 0;
    while (k < lens.length - 1 && d > (lens[k] ?? 0)) {
      d -= lens[k] ?? 0;
      k += 1;
    }
    const seg = segs[k];
    if (seg) points.push(seg(d / (lens[k] || 1)));
  }
  return points;
}

/**
 * A twisted rope along a closed loop of points: one slanted lens per strand twist, the way a
 * western frame is drawn. `thick` is the rope's width.
 */
export function rope(points: readonly Point[], thick: number): string {
  const parts: string[] = [];
  const n = points.length;
  for (let i = 0; i < n; i += 1) {
    const a = points[i] as Point;
    const b = points[(i + 1) % n] as Point;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const tangent = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    // A lens leaning 40° off the tangent, as long as the rope is thick.
    const dir = tangent + 50;
    const half = Math.max(len * 0.62, thick * 0.7);
    const [tx, ty] = polar(mx, my, half, dir);
    const [bx, by] = polar(mx, my, half, dir + 180);
    const w = thick * 0.32;
    const [c1x, c1y] = polar(mx, my, w, dir + 90);
    const [c2x, c2y] = polar(mx, my, w, dir - 90);
    parts.push(
      `M${r(tx)} ${r(ty)}Q${r(c1x)} ${r(c1y)} ${r(bx)} ${r(by)}Q${r(c2x)} ${r(c2y)} ${r(tx)} ${r(ty)}Z`,
    );
  }
  return parts.join('');
}

/** An almond leaf from (x, y) pointing at `dir` degrees. */
export function leaf(x: number, y: number, dir: number, len: number, width = 0.42): string {
  const [tx, ty] = polar(x, y, len, dir);
  const spread = Math.atan(width) * (180 / Math.PI);
  const [c1x, c1y] = polar(x, y, len * 0.62, dir - spread);
  const [c2x, c2y] = polar(x, y, len * 0.62, dir + spread);
  return `M${r(x)} ${r(y)}Q${r(c1x)} ${r(c1y)} ${r(tx)} ${r(ty)}Q${r(c2x)} ${r(c2y)} ${r(x)} ${r(y)}Z`;
}

/** A thin tapered stem through points (a quadratic spine), `w` wide at its foot. */
export function stem(points: readonly Point[], w: number): string {
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach((p, i) => {
    const next = points[Math.min(points.length - 1, i + 1)] as Point;
    const prev = points[Math.max(0, i - 1)] as Point;
    const a = Math.atan2(next[1] - prev[1], next[0] - prev[0]) + Math.PI / 2;
    const half = (w / 2) * (1 - (i / Math.max(1, points.length - 1)) * 0.7);
    left.push([p[0] + Math.cos(a) * half, p[1] + Math.sin(a) * half]);
    right.push([p[0] - Math.cos(a) * half, p[1] - Math.sin(a) * half]);
  });
  return polygon([...left, ...right.reverse()]);
}

/**
 * A botanical sprig: a curved stem from (x, y) towards `dir`, leaves in alternating pairs, and an
 * optional bud or berry cluster at the tip. `seed` (0–1) varies the curve.
 */
export function sprig(
  x: number,
  y: number,
  dir: number,
  len: number,
  leaves: number,
  bend: number,
  tip: 'bud' | 'berries' | 'leaf',
): string {
  const pts: Point[] = [];
  for (let i = 0; i <= 20; i += 1) {
    const t = i / 20;
    const a = dir + bend * t;
    const prev = pts[pts.length - 1] ?? [x, y];
    pts.push(i === 0 ? [x, y] : polar(prev[0], prev[1], len / 20, a));
  }
  const parts = [stem(pts, Math.max(4, len * 0.022))];
  for (let i = 1; i <= leaves; i += 1) {
    const t = i / (leaves + 1);
    const p = pts[Math.round(t * 20)] as Point;
    const a = dir + bend * t;
    const side = i % 2 === 0 ? 1 : -1;
    const l = len * (0.3 - 0.14 * t);
    parts.push(leaf(p[0], p[1], a + side * 48, l));
  }
  const end = pts[20] as Point;
  const endDir = dir + bend;
  if (tip === 'leaf') parts.push(leaf(end[0], end[1], endDir, len * 0.2));
  else if (tip === 'bud') {
    parts.push(leaf(end[0], end[1], endDir - 16, len * 0.13, 0.7));
    parts.push(leaf(end[0], end[1], endDir + 16, len * 0.13, 0.7));
    parts.push(leaf(end[0], end[1], endDir, len * 0.16, 0.6));
  } else {
    for (let k = 0; k < 5; k += 1) {
      const [bx, by] = polar(end[0], end[1], len * 0.05 * (k === 0 ? 0 : 1), endDir + k * 72);
      parts.push(circle(bx, by, len * 0.028));
    }
  }
  return parts.join('');
}

/** Art-deco fan: `rays` wedges between two radii over the half-circle above (cx, cy). */
export function fan(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  rays: number,
  gap: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a0 = 180 + (180 * i) / rays + gap / 2;
    const a1 = 180 + (180 * (i + 1)) / rays - gap / 2;
    parts.push(
      polygon([
        polar(cx, cy, inner, a0),
        polar(cx, cy, outer, a0),
        polar(cx, cy, outer, a1),
        polar(cx, cy, inner, a1),
      ]),
    );
  }
  return parts.join('');
}

/** A round-petalled flower (hibiscus-like when `petals` is 5), with a hole at its heart. */
export function flower(cx: number, cy: number, radius: number, petals = 5, turn = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i += 1) {
    const a = turn - 90 + (360 * i) / petals;
    parts.push(leaf(cx, cy, a, radius, 0.75));
  }
  parts.push(circle(cx, cy, radius * 0.16));
  return parts.join('');
}

/** Sun rays around (cx, cy): straight wedges alternating with wavy flames. */
export function sunRays(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  rays: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a = (360 * i) / rays - 90;
    const half = (180 / rays) * 0.45;
    if (i % 2 === 0) {
      parts.push(
        polygon([
          polar(cx, cy, inner, a - half),
          polar(cx, cy, outer, a),
          polar(cx, cy, inner, a + half),
        ]),
      );
    } else {
      const mid = (inner + outer * 0.8) / 2;
      const [sx, sy] = polar(cx, cy, inner, a - half * 0.7);
      const [ex, ey] = polar(cx, cy, inner, a + half * 0.7);
      const [tx, ty] = polar(cx, cy, outer * 0.8, a);
      const [c1x, c1y] = polar(cx, cy, mid, a - half * 1.6);
      const [c2x, c2y] = polar(cx, cy, mid, a + half * 0.2);
      parts.push(
        `M${r(sx)} ${r(sy)}Q${r(c1x)} ${r(c1y)} ${r(tx)} ${r(ty)}Q${r(c2x)} ${r(c2y)} ${r(ex)} ${r(ey)}Z`,
      );
    }
  }
  return parts.join('');
}

/** Path data for the emblems and ornaments the layouts draw, in art units. */
import { r } from './num.ts';

export type Point = [number, number];

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
}

export function polar(cx: number, cy: number, radius: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
}

export function circle(cx: number, cy: number, radius: number): string {
  return `M${r(cx - radius)} ${r(cy)}a${r(radius)} ${r(radius)} 0 1 0 ${r(radius * 2)} 0a${r(radius)} ${r(radius)} 0 1 0 ${r(-radius * 2)} 0Z`;
}

/** A ring as one even-odd path (use fill-rule="evenodd"). */
export function ring(cx: number, cy: number, outer: number, inner: number): string {
  return circle(cx, cy, outer) + circle(cx, cy, inner);
}

export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rotation = -90,
): string {
  const pts: Point[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    pts.push(polar(cx, cy, i % 2 === 0 ? outer : inner, rotation + (i * 180) / points));
  }
  return polygon(pts);
}

/** Heater shield, top edge at y, `w` wide and `h` tall. */
export function shield(cx: number, y: number, w: number, h: number): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const shoulder = y + h * 0.42;
  return `M${r(x0)} ${r(y)}L${r(x1)} ${r(y)}L${r(x1)} ${r(shoulder)}Q${r(x1)} ${r(y + h * 0.8)} ${r(cx)} ${r(y + h)}Q${r(x0)} ${r(y + h * 0.8)} ${r(x0)} ${r(shoulder)}Z`;
}

/** A straight banner with notched tails, centred on (cx, cy). */
export function banner(cx: number, cy: number, w: number, h: number, tail: number): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = cy - h / 2;
  const y1 = cy + h / 2;
  const notch = h * 0.35;
  return polygon([
    [x0 - tail, y0 + h * 0.18],
    [x0, y0 + h * 0.18],
    [x0, y0],
    [x1, y0],
    [x1, y0 + h * 0.18],
    [x1 + tail, y0 + h * 0.18],
    [x1 + tail - notch, cy + h * 0.09],
    [x1 + tail, y1 + h * 0.18],
    [x1, y1 + h * 0.18],
    [x1, y1],
    [x0, y1],
    [x0, y1 + h * 0.18],
    [x0 - tail, y1 + h * 0.18],
    [x0 - tail + notch, cy + h * 0.09],
  ]);
}

/**
 * One laurel branch curving up one side of (cx, cy): a stem along an arc with almond leaves in
 * pairs, shrinking towards the tip. `side` -1 is the left branch, 1 the right.
 */
export function laurel(
  cx: number,
  cy: number,
  radius: number,
  side: -1 | 1,
  leaves = 9,
  size = 1,
): string {
  const parts: string[] = [];
  const start = 112;
  const end = 222;
  const angleAt = (t: number): number => {
    const a = start + (end - start) * t;
    return side === 1 ? 180 - a : a;
  };
  // Stem: a thin band along the arc.
  const stem: Point[] = [];
  const back: Point[] = [];
  for (let i = 0; i <= 24; i += 1) {
    const t = i / 24;
    const w = 3.2 * size * (1 - t * 0.6);
    stem.push(polar(cx, cy, radius + w, angleAt(t)));
    back.push(polar(cx, cy, radius - w, angleAt(t)));
  }
  parts.push(polygon([...stem, ...back.reverse()]));
  const leaf = (x: number, y: number, dir: number, len: number): string => {
    const [tx, ty] = polar(x, y, len, dir);
    const [c1x, c1y] = polar(x, y, len * 0.6, dir - 24);
    const [c2x, c2y] = polar(x, y, len * 0.6, dir + 24);
    return `M${r(x)} ${r(y)}Q${r(c1x)} ${r(c1y)} ${r(tx)} ${r(ty)}Q${r(c2x)} ${r(c2y)} ${r(x)} ${r(y)}Z`;
  };
  for (let i = 0; i < leaves; i += 1) {
    const t = (i + 0.5) / leaves;
    const deg = angleAt(t);
    const [x, y] = polar(cx, cy, radius, deg);
    // Tangent pointing towards the tip of the branch.
    const tangent = deg + (side === 1 ? -90 : 90);
    const len = (46 - 18 * t) * size;
    parts.push(leaf(x, y, tangent - 38, len), leaf(x, y, tangent + 38, len));
  }
  const [tipX, tipY] = polar(cx, cy, radius, angleAt(1));
  parts.push(leaf(tipX, tipY, angleAt(1) + (side === 1 ? -90 : 90), 30 * size));
  return parts.join('');
}

/** Rays around (cx, cy) between two radii, as thin wedges. */
export function sunburst(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  rays: number,
  width: number,
  from = 0,
  to = 360,
): string {
  const parts: string[] = [];
  const span = to - from;
  const full = span >= 360;
  for (let i = 0; i < rays; i += 1) {
    const a = from + (span * (i + (full ? 0 : 0.5))) / rays;
    const half = (width * 180) / (Math.PI * outer) / 2;
    parts.push(
      polygon([
        polar(cx, cy, inner, a),
        polar(cx, cy, outer, a - half),
        polar(cx, cy, outer, a + half),
      ]),
    );
  }
  return parts.join('');
}

export function lightning(cx: number, cy: number, h: number): string {
  const w = h * 0.5;
  return polygon([
    [cx + w * 0.15, cy - h / 2],
    [cx - w * 0.45, cy + h * 0.06],
    [cx - w * 0.02, cy + h * 0.06],
    [cx - w * 0.2, cy + h / 2],
    [cx + w * 0.45, cy - h * 0.1],
    [cx + w * 0.02, cy - h * 0.1],
  ]);
}

export function diamond(cx: number, cy: number, w: number, h: number): string {
  return polygon([
    [cx, cy - h / 2],
    [cx + w / 2, cy],
    [cx, cy + h / 2],
    [cx - w / 2, cy],
  ]);
}

export function regular(
  cx: number,
  cy: number,
  radius: number,
  sides: number,
  rotation = -90,
): string {
  return polygon(
    Array.from({ length: sides }, (_, i) => polar(cx, cy, radius, rotation + (360 * i) / sides)),
  );
}

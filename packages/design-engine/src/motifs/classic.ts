/**
 * Engraved-style ornaments drawn as path data in art units: laurel wreaths and sprigs (classical,
 * folk), rope borders (country), sunbursts and fans (jazz deco, latin), and script flourishes
 * (r&b). Pure functions of their geometry (and an Rng where a hand-made wobble helps).
 */
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import type { Point } from '../svg/shapes.ts';
import { ellipse, leaf, pt } from './geometry.ts';

/**
 * A laurel wreath: two branches along a circle's lower arcs, leaves alternating out and in and
 * shrinking towards the open top. Returns the leaves (fill) and the stems (fill, thin bands).
 */
export function laurel(cx: number, cy: number, radius: number, leaves = 13, gapDeg = 56): string {
  const parts: string[] = [];
  const start = 90 + 14; // just past the bottom, so the two stems do not touch
  const end = 270 - gapDeg / 2;
  for (const side of [1, -1]) {
    const stem: Point[] = [];
    for (let i = 0; i <= 24; i += 1) {
      const deg = start + ((end - start) * i) / 24;
      const a = (deg * Math.PI) / 180;
      stem.push([cx + side * Math.cos(a) * radius, cy + Math.sin(a) * radius]);
    }
    parts.push(bandAlong(stem, radius * 0.022, radius * 0.008));
    for (let i = 0; i < leaves; i += 1) {
      const t = (i + 0.5) / leaves;
      const deg = start + (end - start) * t;
      const a = (deg * Math.PI) / 180;
      const base: Point = [cx + side * Math.cos(a) * radius, cy + Math.sin(a) * radius];
      // Tangent towards the tip of the branch (up the circle): leaves lean along it.
      const tx = -side * Math.sin(a);
      const ty = Math.cos(a);
      const along = Math.atan2(ty, tx);
      const size = radius * (0.3 - 0.1 * t);
      const out = along - side * 0.58;
      const inn = along + side * 0.5;
      parts.push(leaf(base, out, size, size * 0.38, 0.12));
      if (i < leaves - 1) parts.push(leaf(base, inn, size * 0.86, size * 0.34, -0.12));
    }
    // A berry pair near the base gives the wreath its engraved-medal look.
    const a = ((start + 10) * Math.PI) / 180;
    const bx = cx + side * Math.cos(a) * radius * 0.9;
    const by = cy + Math.sin(a) * radius * 0.9;
    parts.push(ellipse(bx, by, radius * 0.03, radius * 0.03));
  }
  return parts.join('');
}

/** A band that tapers from `w0` to `w1` along a polyline (stems, vines), as fill. */
export function bandAlong(points: readonly Point[], w0: number, w1: number): string {
  return bandWidths(points, (t) => w0 + (w1 - w0) * t);
}

/** A band along a polyline whose width follows `widthAt(t)`, t from 0 (start) to 1 (end). */
export function bandWidths(points: readonly Point[], widthAt: (t: number) => number): string {
  if (points.length < 2) return '';
  const left: Point[] = [];
  const right: Point[] = [];
  const n = points.length;
  for (let i = 0; i < n; i += 1) {
    const prev = points[Math.max(0, i - 1)] as Point;
    const next = points[Math.min(n - 1, i + 1)] as Point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const hw = widthAt(i / (n - 1)) / 2;
    const p = points[i] as Point;
    left.push([p[0] - (dy / len) * hw, p[1] + (dx / len) * hw]);
    right.push([p[0] + (dy / len) * hw, p[1] - (dx / len) * hw]);
  }
  return `M${left.map(pt).join('L')}L${right.reverse().map(pt).join('L')}Z`;
}

/** A botanical sprig rising from the bottom of `box`: a curved stem with paired leaves. */
export function sprig(box: Box, leaves = 7, curl = 0.18): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const stem: Point[] = [];
  for (let i = 0; i <= 30; i += 1) {
    const t = i / 30;
    stem.push([box.x0 + w / 2 + Math.sin(t * Math.PI * 0.9) * w * curl, box.y1 - t * h * 0.86]);
  }
  const parts = [bandAlong(stem, w * 0.035, w * 0.008)];
  for (let i = 0; i < leaves; i += 1) {
    const t = 0.16 + (0.8 * i) / leaves;
    const k = Math.min(stem.length - 2, Math.round(t * 30));
    const p = stem[k] as Point;
    const q = stem[k + 1] as Point;
    const along = Math.atan2(q[1] - p[1], q[0] - p[0]);
    const size = Math.min(w * 0.42, h * 0.2) * (1 - t * 0.55);
    const side = i % 2 === 0 ? 1 : -1;
    parts.push(leaf(p, along + side * 0.85, size, size * 0.32, 0.15 * side));
  }
  const top = stem[stem.length - 1] as Point;
  const prev = stem[stem.length - 2] as Point;
  parts.push(leaf(top, Math.atan2(top[1] - prev[1], top[0] - prev[0]), w * 0.16, w * 0.05));
  return parts.join('');
}

/**
 * Rope: slanted strands (rotated ellipses) along a closed or open polyline, spaced so a hairline
 * of garment separates them, the way a lariat reads in a western print.
 */
export function ropeAlong(points: readonly Point[], thickness: number, closed: boolean): string {
  const all = closed ? [...points, points[0] as Point] : [...points];
  const step = thickness * 0.62;
  if (!(step > 0)) return '';
  const parts: string[] = [];
  let carry = 0;
  for (let i = 0; i < all.length - 1; i += 1) {
    const a = all[i] as Point;
    const b = all[i + 1] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len === 0) continue;
    const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    let d = carry;
    for (; d < len; d += step) {
      const t = d / len;
      parts.push(
        ellipse(
          a[0] + (b[0] - a[0]) * t,
          a[1] + (b[1] - a[1]) * t,
          thickness * 0.58,
          thickness * 0.2,
          deg + 52,
        ),
      );
    }
    carry = d - len;
  }
  return parts.join('');
}

export function ropeCircle(cx: number, cy: number, radius: number, thickness: number): string {
  const n = Math.max(24, Math.round((2 * Math.PI * radius) / (thickness * 0.5)));
  const points: Point[] = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    points.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
  }
  return ropeAlong(points, thickness, true);
}

/** A rope frame with rounded corners inside `box`. */
export function ropeFrame(box: Box, thickness: number, corner = thickness * 2): string {
  const inset = thickness * 0.6;
  const x0 = box.x0 + inset;
  const y0 = box.y0 + inset;
  const x1 = box.x1 - inset;
  const y1 = box.y1 - inset;
  const c = Math.min(corner, (x1 - x0) / 3, (y1 - y0) / 3);
  const points: Point[] = [];
  const arc = (cx: number, cy: number, from: number): void => {
    for (let i = 0; i <= 6; i += 1) {
      const a = ((from + (i * 90) / 6) * Math.PI) / 180;
      points.push([cx + Math.cos(a) * c, cy + Math.sin(a) * c]);
    }
  };
  arc(x1 - c, y0 + c, -90);
  arc(x1 - c, y1 - c, 0);
  arc(x0 + c, y1 - c, 90);
  arc(x0 + c, y0 + c, 180);
  return ropeAlong(points, thickness, true);
}

/**
 * A sunburst: `rays` wedges from (cx, cy) between radii `inner` and `outer`, over the angle
 * range [from, to] in degrees (full circle by default; -180..0 makes an art-deco half burst).
 */
export function sunburst(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  rays = 24,
  from = -180,
  to = 180,
  fill = 0.5,
): string {
  const parts: string[] = [];
  const span = (to - from) / rays;
  for (let i = 0; i < rays; i += 1) {
    const a0 = ((from + i * span) * Math.PI) / 180;
    const a1 = ((from + (i + fill) * span) * Math.PI) / 180;
    const p = (a: number, rad: number): string =>
      pt([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
    parts.push(
      `M${p(a0, inner)}L${p(a0, outer)}A${r(outer)} ${r(outer)} 0 0 1 ${p(a1, outer)}L${p(a1, inner)}A${r(inner)} ${r(inner)} 0 0 0 ${p(a0, inner)}Z`,
    );
  }
  return parts.join('');
}

/**
 * An art-deco fan: a half disc of stepped rays with a solid hub and two concentric rules, sitting
 * on the bottom edge of `box`.
 */
export function decoFan(box: Box, rays = 13): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const radius = Math.min(w / 2, h);
  const cx = (box.x0 + box.x1) / 2;
  const cy = box.y1;
  const parts: string[] = [];
  const ring = (outer: number, inner: number): string =>
    `M${r(cx - outer)} ${r(cy)}A${r(outer)} ${r(outer)} 0 0 1 ${r(cx + outer)} ${r(cy)}L${r(cx + inner)} ${r(cy)}A${r(inner)} ${r(inner)} 0 0 0 ${r(cx - inner)} ${r(cy)}Z`;
  parts.push(ring(radius * 0.2, 0.0001));
  parts.push(ring(radius * 0.27, radius * 0.245));
  // Rays alternate long and short, like a deco cinema facade.
  const span = 180 / rays;
  for (let i = 0; i < rays; i += 1) {
    const long = i % 2 === 0;
    const a0 = ((-180 + i * span + span * 0.18) * Math.PI) / 180;
    const a1 = ((-180 + (i + 1) * span - span * 0.18) * Math.PI) / 180;
    const outer = radius * (long ? 1 : 0.8);
    const inner = radius * 0.31;
    const p = (a: number, rad: number): string =>
      pt([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
    parts.push(`M${p(a0, inner)}L${p(a0, outer)}L${p(a1, outer)}L${p(a1, inner)}Z`);
  }
  return parts.join('');
}

/**
 * A symmetric script flourish (a divider for r&b, soul and classical lockups): from a central
 * diamond, two swashes sweep out in a shallow S and wind into spirals, swelling in the middle like
 * a broad-nib stroke. Fits a box about 4:1.
 */
export function flourish(box: Box): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const cy = (box.y0 + box.y1) / 2;
  const cx = (box.x0 + box.x1) / 2;
  const parts: string[] = [];
  const nib = h * 0.11;
  for (const side of [1, -1]) {
    const pts: Point[] = [];
    // The sweep: out from the centre, dipping below then rising above the midline.
    const reach = w * 0.33;
    for (let i = 0; i <= 48; i += 1) {
      const t = i / 48;
      pts.push([cx + side * (w * 0.07 + t * reach), cy + Math.sin(t * Math.PI * 1.5) * h * 0.2]);
    }
    // The spiral: continues the stroke's direction and winds inwards 1.4 turns.
    const end = pts[pts.length - 1] as Point;
    const rad0 = h * 0.3;
    const ox = end[0];
    const oy = end[1] + rad0;
    for (let i = 1; i <= 48; i += 1) {
      const t = i / 48;
      const a = -Math.PI / 2 + side * t * Math.PI * 2.8;
      const rad = rad0 * (1 - t * 0.72);
      pts.push([ox + Math.cos(a) * rad * side, oy + Math.sin(a) * rad]);
    }
    // Broad-nib swell: thin at the centre, fullest a third of the way out, a hairline in the curl.
    parts.push(
      bandWidths(pts, (t) => nib * Math.sin(Math.PI * Math.min(1, t * 1.6)) ** 0.7 + h * 0.018),
    );
    // A teardrop leaf rising from each swash.
    parts.push(
      leaf(
        [cx + side * w * 0.16, cy + h * 0.05],
        side > 0 ? -1.1 : Math.PI + 1.1,
        h * 0.34,
        h * 0.09,
      ),
    );
  }
  // Central lozenge.
  const d = h * 0.13;
  parts.push(
    `M${pt([cx, cy - d * 1.4])}L${pt([cx + d, cy])}L${pt([cx, cy + d * 1.4])}L${pt([cx - d, cy])}Z`,
  );
  return parts.join('');
}

/** A row of five-point stars (country, americana), centred in `box`. */
export function starRow(box: Box, count = 5): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const size = Math.min(h / 2, w / (count * 2.4));
  const gap = (w - size * 2 * count) / Math.max(1, count - 1);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cx = box.x0 + size + i * (size * 2 + gap);
    const cy = (box.y0 + box.y1) / 2;
    const pts: string[] = [];
    for (let k = 0; k < 10; k += 1) {
      const a = ((-90 + k * 36) * Math.PI) / 180;
      const rad = k % 2 === 0 ? size : size * 0.42;
      pts.push(pt([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]));
    }
    parts.push(`M${pts.join('L')}Z`);
  }
  return parts.join('');
}

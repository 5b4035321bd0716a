/**
 * Punk and hardcore surfaces: cut-paper torn edges, tape strips, stencil bridges, photocopy
 * (xerox) grain as a mask, barbed wire and thorn vines. All seeded, all flat one-ink shapes.
 */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import type { Point } from '../svg/shapes.ts';
import { bandAlong } from './classic.ts';
import { pt } from './geometry.ts';

/** Points along a segment with a torn, fibrous wobble of `rough` units. */
function tornSegment(a: Point, b: Point, rough: number, rng: Rng): Point[] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n = Math.max(2, Math.round(len / Math.max(3, rough * 0.9)));
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const out: Point[] = [];
  let drift = 0;
  for (let i = 0; i < n; i += 1) {
    const t = i / n;
    // A slow drift (the tear wanders) plus fine teeth (paper fibres).
    drift = drift * 0.8 + rng.range(-1, 1) * rough * 0.5;
    const off = drift + rng.range(-0.5, 0.5) * rough * 0.6;
    out.push([a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off]);
  }
  return out;
}

/** A box with torn edges (cut-paper collage piece); `sides` picks which edges tear. */
export function tornRect(
  box: Box,
  rng: Rng,
  rough = 8,
  sides: { top?: boolean; right?: boolean; bottom?: boolean; left?: boolean } = {
    top: true,
    right: true,
    bottom: true,
    left: true,
  },
  /** Degrees: a scrap pasted on askew. */
  tilt = 0,
): string {
  const mx = (box.x0 + box.x1) / 2;
  const my = (box.y0 + box.y1) / 2;
  const a = (tilt * Math.PI) / 180;
  const turn = ([x, y]: Point): Point => [
    mx + (x - mx) * Math.cos(a) - (y - my) * Math.sin(a),
    my + (x - mx) * Math.sin(a) + (y - my) * Math.cos(a),
  ];
  const c: Point[] = [
    turn([box.x0, box.y0]),
    turn([box.x1, box.y0]),
    turn([box.x1, box.y1]),
    turn([box.x0, box.y1]),
  ];
  const edges = [sides.top, sides.right, sides.bottom, sides.left];
  const points: Point[] = [];
  for (let i = 0; i < 4; i += 1) {
    const a = c[i] as Point;
    const b = c[(i + 1) % 4] as Point;
    points.push(...(edges[i] ? tornSegment(a, b, rough, rng) : [a]));
  }
  return `M${points.map(pt).join('L')}Z`;
}

/** A torn-paper circle/oval (a portrait cut out by hand). */
export function tornEllipse(box: Box, rng: Rng, rough = 10): string {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const rx = (box.x1 - box.x0) / 2 - rough;
  const ry = (box.y1 - box.y0) / 2 - rough;
  const n = Math.max(60, Math.round((Math.PI * (rx + ry)) / Math.max(3, rough * 0.8)));
  const points: Point[] = [];
  let drift = 0;
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    drift = drift * 0.85 + rng.range(-1, 1) * rough * 0.45;
    const k = drift + rng.range(-0.5, 0.5) * rough * 0.5;
    points.push([cx + Math.cos(a) * (rx + k), cy + Math.sin(a) * (ry + k)]);
  }
  return `M${points.map(pt).join('L')}Z`;
}

/** A strip of tape at (cx, cy), `w` × `h`, rotated `deg`, with zig-zag torn ends. */
export function tapeStrip(
  cx: number,
  cy: number,
  w: number,
  h: number,
  deg: number,
  rng: Rng,
): string {
  const teeth = Math.max(4, Math.round(h / 7));
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const local: Point[] = [];
  local.push([-w / 2, -h / 2], [w / 2, -h / 2]);
  for (let i = 1; i <= teeth; i += 1) {
    local.push([w / 2 + (i % 2 === 0 ? 0 : rng.range(3, 7)), -h / 2 + (h * i) / teeth]);
  }
  local.push([-w / 2, h / 2]);
  for (let i = teeth - 1; i >= 1; i -= 1) {
    local.push([-w / 2 - (i % 2 === 0 ? 0 : rng.range(3, 7)), -h / 2 + (h * i) / teeth]);
  }
  const points = local.map(([x, y]): Point => [cx + x * cos - y * sin, cy + x * sin + y * cos]);
  return `M${points.map(pt).join('L')}Z`;
}

/**
 * Stencil bridges: a mask that cuts `count` thin horizontal gaps across `box`, so solid type or
 * shapes read as spray-paint stencils. Returns the <mask> definition.
 */
export function stencilMask(id: string, box: Box, count = 2, gap = 0.035): string {
  const h = box.y1 - box.y0;
  const bars: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const y = box.y0 + (h * i) / (count + 1);
    bars.push(
      `M${r(box.x0 - 10)} ${r(y - (h * gap) / 2)}H${r(box.x1 + 10)}V${r(y + (h * gap) / 2)}H${r(box.x0 - 10)}Z`,
    );
  }
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="${r(box.x0 - 20)}" y="${r(box.y0 - 20)}" width="${r(box.x1 - box.x0 + 40)}" height="${r(h + 40)}"><rect x="${r(box.x0 - 20)}" y="${r(box.y0 - 20)}" width="${r(box.x1 - box.x0 + 40)}" height="${r(h + 40)}" fill="#fff"/><path fill="#000" d="${bars.join('')}"/></mask>`;
}

/**
 * Photocopy grain as a mask over `box`: toner dropouts (clusters of specks), a couple of roller
 * streaks and ragged bands, denser towards one edge the way a worn copier fades. `amount` 0–1.
 */
export function xeroxMask(id: string, box: Box, rng: Rng, amount = 0.6): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const shapes: string[] = [];
  const fadeEdge = rng.pick(['top', 'bottom', 'left', 'right'] as const);
  const specks = Math.round(900 * amount);
  for (let i = 0; i < specks; i += 1) {
    let u = rng.float();
    let v = rng.float();
    // Bias towards the fading edge: square the coordinate towards it.
    if (fadeEdge === 'top') v = v * v;
    else if (fadeEdge === 'bottom') v = 1 - v * v;
    else if (fadeEdge === 'left') u = u * u;
    else u = 1 - u * u;
    const x = box.x0 + u * w;
    const y = box.y0 + v * h;
    const rad = rng.range(0.8, 3.2) * (rng.chance(0.08) ? 2.4 : 1);
    const sides = 5;
    const pts: Point[] = [];
    for (let k = 0; k < sides; k += 1) {
      const a = (k / sides) * Math.PI * 2 + rng.range(-0.4, 0.4);
      const d = rad * rng.range(0.5, 1.2);
      pts.push([x + Math.cos(a) * d, y + Math.sin(a) * d]);
    }
    shapes.push(`M${pts.map(pt).join('L')}Z`);
  }
  // Roller streaks: long hairlines across the page, slightly wavy.
  const streaks = Math.round(2 + 4 * amount);
  for (let i = 0; i < streaks; i += 1) {
    const y = box.y0 + rng.float() * h;
    const pts: Point[] = [];
    for (let k = 0; k <= 12; k += 1) pts.push([box.x0 + (w * k) / 12, y + rng.range(-1.5, 1.5)]);
    shapes.push(bandAlong(pts, rng.range(0.8, 2.4), rng.range(0.6, 2)));
  }
  const x = r(box.x0 - 10);
  const y = r(box.y0 - 10);
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${r(w + 20)}" height="${r(h + 20)}"><rect x="${x}" y="${y}" width="${r(w + 20)}" height="${r(h + 20)}" fill="#fff"/><path fill="#000" d="${shapes.join('')}"/></mask>`;
}

/** A strand of barbed wire from x0 to x1 at height y: two twisted wires and barbs every `pitch`. */
export function barbedWire(x0: number, x1: number, y: number, size: number, rng: Rng): string {
  const parts: string[] = [];
  const len = x1 - x0;
  const n = Math.max(8, Math.round(len / (size * 0.25)));
  for (const phase of [0, Math.PI]) {
    const pts: Point[] = [];
    for (let i = 0; i <= n; i += 1) {
      const x = x0 + (len * i) / n;
      pts.push([x, y + Math.sin((x - x0) / (size * 0.5) + phase) * size * 0.09]);
    }
    parts.push(bandAlong(pts, size * 0.07, size * 0.07));
  }
  const pitch = size * 1.6;
  for (let x = x0 + pitch / 2; x < x1 - size * 0.3; x += pitch) {
    const jitter = rng.range(-0.15, 0.15);
    for (const a of [0.9 + jitter, -0.9 + jitter]) {
      const dx = Math.cos(a) * size * 0.38;
      const dy = Math.sin(a) * size * 0.38;
      parts.push(
        bandAlong(
          [
            [x - dx, y - dy],
            [x + dx, y + dy],
          ],
          size * 0.07,
          size * 0.03,
        ),
      );
    }
    parts.push(
      `M${pt([x - size * 0.12, y - size * 0.1])}h${r(size * 0.24)}v${r(size * 0.2)}h${r(-size * 0.24)}Z`,
    );
  }
  return parts.join('');
}

/** A thorn vine: a sinuous tapered stem with hooked thorns, across `box`. */
export function thornVine(box: Box, rng: Rng): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const cy = (box.y0 + box.y1) / 2;
  const stem: Point[] = [];
  const waves = rng.range(1.5, 2.5);
  for (let i = 0; i <= 80; i += 1) {
    const t = i / 80;
    stem.push([box.x0 + t * w, cy + Math.sin(t * Math.PI * 2 * waves) * h * 0.3]);
  }
  const parts = [bandAlong(stem, h * 0.09, h * 0.05)];
  for (let i = 3; i < 78; i += 5) {
    const p = stem[i] as Point;
    const q = stem[i + 1] as Point;
    const along = Math.atan2(q[1] - p[1], q[0] - p[0]);
    const side = i % 2 === 0 ? 1 : -1;
    const len = h * rng.range(0.2, 0.3);
    const base = h * 0.06;
    const ax = Math.cos(along);
    const ay = Math.sin(along);
    const nx = -ay * side;
    const ny = ax * side;
    // A hooked triangle leaning back along the stem.
    const tip: Point = [p[0] + nx * len + ax * len * 0.45, p[1] + ny * len + ay * len * 0.45];
    parts.push(
      `M${pt([p[0] - ax * base, p[1] - ay * base])}L${pt(tip)}L${pt([p[0] + ax * base, p[1] + ay * base])}Z`,
    );
  }
  return parts.join('');
}

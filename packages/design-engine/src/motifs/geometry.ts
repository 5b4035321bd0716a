/** Small path-building helpers the drawn motifs share. */
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import type { Point } from '../svg/shapes.ts';

export const pt = ([x, y]: Point): string => `${r(x)} ${r(y)}`;

/** The largest box of aspect `aspect` (w / h) centred in `box`. */
export function fitAspect(box: Box, aspect: number): Box {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const fw = Math.min(w, h * aspect);
  const fh = fw / aspect;
  return { x0: cx - fw / 2, y0: cy - fh / 2, x1: cx + fw / 2, y1: cy + fh / 2 };
}

/** A leaf (almond) from its base along `angle` (radians), `length` long, `width` wide. */
export function leaf(base: Point, angle: number, length: number, width: number, bend = 0): string {
  const [bx, by] = base;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const tip: Point = [bx + dx * length, by + dy * length];
  const nx = -dy;
  const ny = dx;
  const m = 0.45;
  const c1: Point = [
    bx + dx * length * m + nx * width * (1 + bend),
    by + dy * length * m + ny * width * (1 + bend),
  ];
  const c2: Point = [
    bx + dx * length * m - nx * width * (1 - bend),
    by + dy * length * m - ny * width * (1 - bend),
  ];
  return `M${pt(base)}Q${pt(c1)} ${pt(tip)}Q${pt(c2)} ${pt(base)}Z`;
}

/** An ellipse as two arcs, centred at (cx, cy), rotated by `deg`. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, deg = 0): string {
  const a = (deg * Math.PI) / 180;
  const x1 = cx - Math.cos(a) * rx;
  const y1 = cy - Math.sin(a) * rx;
  const x2 = cx + Math.cos(a) * rx;
  const y2 = cy + Math.sin(a) * rx;
  return `M${r(x1)} ${r(y1)}A${r(rx)} ${r(ry)} ${r(deg)} 1 0 ${r(x2)} ${r(y2)}A${r(rx)} ${r(ry)} ${r(deg)} 1 0 ${r(x1)} ${r(y1)}Z`;
}

/** A stroke-free band along a polyline: each segment as a quad (for lines that print as fill). */
export function thickLine(points: readonly Point[], width: number): string {
  if (points.length < 2) return '';
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const prev = points[Math.max(0, i - 1)] as Point;
    const next = points[Math.min(points.length - 1, i + 1)] as Point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const p = points[i] as Point;
    const hw = width / 2;
    left.push([p[0] - (dy / len) * hw, p[1] + (dx / len) * hw]);
    right.push([p[0] + (dy / len) * hw, p[1] - (dx / len) * hw]);
  }
  return `M${left.map(pt).join('L')}L${right.reverse().map(pt).join('L')}Z`;
}

export const boxCenter = (box: Box): Point => [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];

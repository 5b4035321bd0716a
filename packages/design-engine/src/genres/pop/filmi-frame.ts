/**
 * Drawn pieces of the hand-painted Indian film title card: its border with cusped (concave)
 * corners, the marigolds that sit in those corners, and the row of beads a sign painter runs
 * between the two rules. Kept apart from the layout so a portrait variant can share them.
 */
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import type { Box } from '../../svg/box.ts';
import { flower } from '../shared/ornaments.ts';

/**
 * A rectangle whose corners are bitten out by quarter circles of radius `notch` centred on the
 * corners (the cusped cartouche of painted cinema boards), as an outline path.
 */
export function cuspedRect(box: Box, notch: number): string {
  const { x0, y0, x1, y1 } = box;
  const n = r(notch);
  // sweep 0: each corner arc turns inward, towards the card's centre.
  return (
    `M${r(x0 + notch)} ${r(y0)}H${r(x1 - notch)}A${n} ${n} 0 0 0 ${r(x1)} ${r(y0 + notch)}` +
    `V${r(y1 - notch)}A${n} ${n} 0 0 0 ${r(x1 - notch)} ${r(y1)}H${r(x0 + notch)}` +
    `A${n} ${n} 0 0 0 ${r(x0)} ${r(y1 - notch)}V${r(y0 + notch)}A${n} ${n} 0 0 0 ${r(x0 + notch)} ${r(y0)}Z`
  );
}

/** Shrinks a box by `d` on every side. */
export function inset(box: Box, d: number): Box {
  return { x0: box.x0 + d, y0: box.y0 + d, x1: box.x1 - d, y1: box.y1 - d };
}

/** Eight-petal marigolds on the four corners of `box` (they sit in the cusped notches). */
export function cornerFlowers(box: Box, radius: number): string {
  const corners: [number, number][] = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ];
  return corners.map(([x, y]) => flower(x, y, radius, 8, 22.5)).join('');
}

/**
 * Beads along a horizontal run from x0 to x1 at height y, evenly spaced about `step` apart and
 * alternating large and small, so the run ends symmetric on both sides.
 */
export function beadRow(x0: number, x1: number, y: number, step: number, size: number): string {
  const n = Math.max(2, Math.round((x1 - x0) / step));
  return Array.from({ length: n + 1 }, (_, i) =>
    circle(x0 + ((x1 - x0) * i) / n, y, i % 2 === 0 ? size : size * 0.55),
  ).join('');
}

/** How far a ray from (cx, cy) at `degrees` runs before it leaves `box` (the centre is inside). */
function exitDistance(cx: number, cy: number, degrees: number, box: Box): number {
  const a = (degrees * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const tx = dx > 1e-9 ? (box.x1 - cx) / dx : dx < -1e-9 ? (box.x0 - cx) / dx : Infinity;
  const ty = dy > 1e-9 ? (box.y1 - cy) / dy : dy < -1e-9 ? (box.y0 - cy) / dy : Infinity;
  return Math.min(tx, ty);
}

/**
 * Rays fanning from (cx, cy) out to the edges of `box`: `rays` wedges, each `duty` of its share
 * of the turn, starting `inner` out. Each wedge ends exactly on the box (a corner is kept when
 * a wedge spans one), so the drawing's own bounds are the box: no clip-path is needed to size it.
 * Every other ray stops at `short` of the way out (1: all reach the box), the painted
 * sunburst's long-short rhythm, which also keeps the ink light.
 */
export function raysToBox(
  cx: number,
  cy: number,
  inner: number,
  rays: number,
  duty: number,
  box: Box,
  short = 1,
): string {
  const parts: string[] = [];
  const share = 360 / rays;
  const corners: [number, number][] = [
    [box.x1, box.y1],
    [box.x0, box.y1],
    [box.x0, box.y0],
    [box.x1, box.y0],
  ];
  const cornerAngles = corners.map(([x, y]) => (Math.atan2(y - cy, x - cx) * 180) / Math.PI);
  const norm = (d: number): number => ((d % 360) + 360) % 360;
  for (let i = 0; i < rays; i += 1) {
    const mid = -90 + share * i;
    const [a0, a1] = [mid - (share * duty) / 2, mid + (share * duty) / 2];
    const at = (d: number): [number, number] => {
      const t = exitDistance(cx, cy, d, box);
      const rad = (d * Math.PI) / 180;
      return [cx + Math.cos(rad) * t, cy + Math.sin(rad) * t];
    };
    const tip = (d: number): [number, number] => {
      const rad = (d * Math.PI) / 180;
      return [cx + Math.cos(rad) * inner, cy + Math.sin(rad) * inner];
    };
    const reach = exitDistance(cx, cy, mid, box);
    if (reach <= inner * 1.1) continue;
    if (i % 2 === 1 && short < 1) {
      // A short ray: a plain wedge ending inside the box.
      const end = inner + (reach - inner) * short;
      const w = (share * duty) / 2;
      const p = [
        tip(mid),
        ...[mid - w, mid + w].map((d): [number, number] => {
          const rad = (d * Math.PI) / 180;
          return [cx + Math.cos(rad) * end, cy + Math.sin(rad) * end];
        }),
      ];
      parts.push(`M${p.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`);
      continue;
    }
    const pts: [number, number][] = [tip(mid), at(a0)];
    cornerAngles.forEach((c, j) => {
      const off = norm(c - a0);
      if (off > 0 && off < a1 - a0) pts.push(corners[j] as [number, number]);
    });
    pts.push(at(a1));
    parts.push(`M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`);
  }
  return parts.join('');
}

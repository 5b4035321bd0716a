/**
 * An art-deco frame for jazz and lounge layouts: a double rule with stepped (notched) corners, a
 * small fan crowning the top edge and a lozenge on the foot. One ink, drawn as filled bands so
 * its weight is exact.
 */
import type { Box } from '../svg/box.ts';
import type { Point } from '../svg/shapes.ts';
import { sunburst } from './classic.ts';
import { pt } from './geometry.ts';

/** A rectangle with each corner cut into two steps of size `step`, inset by `inset`. */
function steppedOutline(box: Box, inset: number, step: number): Point[] {
  const x0 = box.x0 + inset;
  const y0 = box.y0 + inset;
  const x1 = box.x1 - inset;
  const y1 = box.y1 - inset;
  const s = step;
  return [
    [x0 + 2 * s, y0],
    [x1 - 2 * s, y0],
    [x1 - 2 * s, y0 + s],
    [x1 - s, y0 + s],
    [x1 - s, y0 + 2 * s],
    [x1, y0 + 2 * s],
    [x1, y1 - 2 * s],
    [x1 - s, y1 - 2 * s],
    [x1 - s, y1 - s],
    [x1 - 2 * s, y1 - s],
    [x1 - 2 * s, y1],
    [x0 + 2 * s, y1],
    [x0 + 2 * s, y1 - s],
    [x0 + s, y1 - s],
    [x0 + s, y1 - 2 * s],
    [x0, y1 - 2 * s],
    [x0, y0 + 2 * s],
    [x0 + s, y0 + 2 * s],
    [x0 + s, y0 + s],
    [x0 + 2 * s, y0 + s],
  ];
}

const loop = (points: readonly Point[]): string => `M${points.map(pt).join('L')}Z`;

/** The frame's rules (fill even-odd) and its fan and lozenge (fill nonzero), as two path datas. */
export function decoFrame(box: Box): { rules: string; ornaments: string } {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const unit = Math.min(w, h);
  const weight = Math.max(2, unit * 0.012);
  const step = unit * 0.05;
  const gap = unit * 0.03;
  const fanR = unit * 0.12;
  const top = box.y0 + fanR;
  const inner: Box = { x0: box.x0, y0: top, x1: box.x1, y1: box.y1 };
  const parts: string[] = [];
  const ornaments: string[] = [];
  // Two rules: each an outline and the same outline inset by the weight (even-odd ring).
  for (const inset of [0, weight + gap]) {
    parts.push(loop(steppedOutline(inner, inset, step)));
    parts.push(loop(steppedOutline(inner, inset + weight, step)));
  }
  // The crowning fan sits on the top rule, and a lozenge on the foot (nonzero, drawn apart).
  const cx = (box.x0 + box.x1) / 2;
  ornaments.push(sunburst(cx, top, fanR * 0.3, fanR, 9, -180, 0, 0.55));
  const d = step * 0.8;
  const ly = box.y1 - d;
  ornaments.push(
    loop([
      [cx, ly - d],
      [cx + d * 0.7, ly],
      [cx, ly + d],
      [cx - d * 0.7, ly],
    ]),
  );
  return { rules: parts.join(''), ornaments: ornaments.join('') };
}

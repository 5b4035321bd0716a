/**
 * A rectangle with circular-arc corners as one closed path (art units): the cassette shell, a
 * photocard's edge. Corners are true arcs, so a thick stroke round it stays even all the way.
 */
import { r } from '../../svg/num.ts';

export function roundRectPath(x0: number, y0: number, x1: number, y1: number, rad: number): string {
  const arc = `A${r(rad)} ${r(rad)} 0 0 1`;
  return `M${r(x0 + rad)} ${r(y0)}H${r(x1 - rad)}${arc} ${r(x1)} ${r(y0 + rad)}V${r(y1 - rad)}${arc} ${r(x1 - rad)} ${r(y1)}H${r(x0 + rad)}${arc} ${r(x0)} ${r(y1 - rad)}V${r(y0 + rad)}${arc} ${r(x0 + rad)} ${r(y0)}Z`;
}

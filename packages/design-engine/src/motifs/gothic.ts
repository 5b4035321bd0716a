/**
 * A gothic lancet window (cathedral tracery) in one ink: pointed-arch frame, two lancets and a
 * rose with a quatrefoil above them, drawn as even-odd path data so the glass reads as garment.
 */
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { circle } from '../svg/shapes.ts';

/** A pointed (equilateral) arch filling x0..x1 with its springing line at `spring` and base y1. */
function lancet(x0: number, x1: number, spring: number, y1: number): string {
  const span = x1 - x0;
  const rad = span; // equilateral arch: each arc's radius is the span
  const apexY = spring - Math.sqrt(rad * rad - (span / 2) ** 2);
  const mx = (x0 + x1) / 2;
  return `M${r(x0)} ${r(y1)}V${r(spring)}A${r(rad)} ${r(rad)} 0 0 1 ${r(mx)} ${r(apexY)}A${r(rad)} ${r(rad)} 0 0 1 ${r(x1)} ${r(spring)}V${r(y1)}Z`;
}

/** The window in `box` (aspect about 0.62). Fill with fill-rule="evenodd": openings are holes. */
export function gothicWindow(box: Box): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const t = w * 0.06; // stone thickness
  // An equilateral arch rises 0.866 × its span above the springing line.
  const spring = box.y0 + w * 0.87;
  const parts: string[] = [];
  // Frame: the outer arch and its opening (a hole under even-odd).
  parts.push(lancet(box.x0, box.x1, spring, box.y1));
  parts.push(lancet(box.x0 + t, box.x1 - t, spring + t * 0.3, box.y1 - t));
  // Mullion lancets.
  const innerW = w - 2 * t;
  const lw = (innerW - t * 3) / 2;
  const ly = spring + h * 0.16;
  for (const x of [box.x0 + t * 2, box.x0 + t * 2 + lw + t]) {
    parts.push(lancet(x, x + lw, ly, box.y1 - t * 1.8));
    parts.push(lancet(x + t * 0.55, x + lw - t * 0.55, ly + t * 0.2, box.y1 - t * 2.35));
  }
  // Rose window with a quatrefoil.
  const rcx = (box.x0 + box.x1) / 2;
  const rcy = spring - h * 0.02;
  const rr = innerW * 0.26;
  parts.push(circle(rcx, rcy, rr) + circle(rcx, rcy, rr - t * 0.6));
  const lobe = rr * 0.38;
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    parts.push(
      circle(rcx + dx * lobe * 0.9, rcy + dy * lobe * 0.9, lobe) +
        circle(rcx + dx * lobe * 0.9, rcy + dy * lobe * 0.9, lobe - t * 0.4),
    );
  }
  return parts.join('');
}

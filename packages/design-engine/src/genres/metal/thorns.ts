/**
 * Drawn metal ornaments: a pointed (gothic) arch with pinnacles, and a symmetric thorn divider —
 * the sharp mirrored flourishes of a black-metal logo, built from tapered spikes.
 */
import { r } from '../../svg/num.ts';
import { polygon, type Point } from '../../svg/shapes.ts';

/** An equilateral pointed arch, `w` wide, apex at (cx, top), straight sides down to `bottom`. */
export function pointedArch(cx: number, top: number, w: number, bottom: number): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const spring = top + w * 0.866;
  return `M${r(x0)} ${r(bottom)}L${r(x0)} ${r(spring)}A${r(w)} ${r(w)} 0 0 1 ${r(cx)} ${r(top)}A${r(w)} ${r(w)} 0 0 1 ${r(x1)} ${r(spring)}L${r(x1)} ${r(bottom)}`;
}

/** A spike: a thin triangle from `base` (width `w`) pointing along `angle` degrees, `length` long. */
export function spike(base: Point, angle: number, length: number, w: number): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const tip: Point = [base[0] + dx * length, base[1] + dy * length];
  const left: Point = [base[0] - dy * (w / 2), base[1] + dx * (w / 2)];
  const right: Point = [base[0] + dy * (w / 2), base[1] - dx * (w / 2)];
  return polygon([left, tip, right]);
}

/**
 * A horizontal thorn divider centred on (cx, cy), `half` long each side: a tapering stem with
 * thorns alternating up and down, a diamond in the middle; mirrored so it reads as one mark.
 */
export function thornDivider(cx: number, cy: number, half: number, weight: number): string {
  const parts: string[] = [];
  for (const side of [-1, 1]) {
    const start = cx + side * weight * 2.2;
    const end = cx + side * half;
    // The stem: thick near the centre, a needle at the end.
    parts.push(
      polygon([
        [start, cy - weight / 2],
        [end, cy],
        [start, cy + weight / 2],
      ]),
    );
    const count = Math.max(2, Math.round(half / (weight * 7)));
    for (let i = 1; i <= count; i += 1) {
      const t = i / (count + 1);
      const x = start + (end - start) * t;
      const up = i % 2 === 0 ? -1 : 1;
      const len = weight * (2.6 - t * 1.6);
      const angle = side > 0 ? (up < 0 ? -50 : 50) : up < 0 ? -130 : 130;
      parts.push(spike([x, cy], angle, len, weight * (0.9 - t * 0.5)));
    }
  }
  const d = weight * 1.6;
  parts.push(
    polygon([
      [cx, cy - d],
      [cx + d, cy],
      [cx, cy + d],
      [cx - d, cy],
    ]),
  );
  return parts.join('');
}

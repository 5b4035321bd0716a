/**
 * A 90s rave-flyer wireframe globe: a sphere of meridians and parallels seen a little from
 * above, see-through as the flyers' 3D renders were, with an orbit ring tilted across it. The
 * globe and the orbit come back as separate paths so they can take different inks.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';

/** An ellipse as a closed path. */
function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r(cx - rx)} ${r(cy)}a${r(rx)} ${r(ry)} 0 1 0 ${r(rx * 2)} 0a${r(rx)} ${r(ry)} 0 1 0 ${r(-rx * 2)} 0Z`;
}

export function wireGlobe(
  rng: Rng,
  cx: number,
  cy: number,
  radius: number,
): { globe: string; orbit: string } {
  const parts: string[] = [ellipse(cx, cy, radius, radius)];
  // Meridians: the same great circle turned about the vertical axis, seen edge-on as ellipses.
  const meridians = rng.pick([6, 8, 9]);
  const turn = rng.range(0, Math.PI / meridians);
  for (let k = 0; k < meridians; k += 1) {
    const rx = radius * Math.abs(Math.cos(turn + (k * Math.PI) / meridians));
    if (rx > 6) parts.push(ellipse(cx, cy, rx, radius));
  }
  // Parallels: circles of latitude, flattened by the view from a little above the equator.
  const tilt = rng.range(0.2, 0.3);
  for (const lat of [-60, -40, -20, 0, 20, 40, 60]) {
    const a = (lat * Math.PI) / 180;
    const rad = radius * Math.cos(a);
    parts.push(ellipse(cx, cy - radius * Math.sin(a), rad, rad * tilt));
  }
  // The orbit: a wide ring tilted across the globe.
  const deg = rng.range(-16, -8);
  const orbit = `<path transform="rotate(${r(deg)} ${r(cx)} ${r(cy)})" d="${ellipse(cx, cy, radius * 1.75, radius * 0.36)}${ellipse(cx, cy, radius * 1.62, radius * 0.3)}"/>`;
  return { globe: parts.join(''), orbit };
}

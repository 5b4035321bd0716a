/**
 * The afro layout's sun: a disc of concentric rings in two inks with triangular rays, long and
 * short in turn, as path data per ink so the layout decides what each stops short of. Rays fan
 * over the top half for a rising sun, or all the way round for a medallion.
 */
import { circle, polar, polygon } from '../../svg/shapes.ts';

export interface SunPaths {
  /** Rays (support ink). */
  rays: string;
  /** Outer ring and core (accent ink), even-odd. */
  rings: string;
  /** The ring between them (primary ink), even-odd. */
  band: string;
  /** Radius the rays reach at their longest. */
  reach: number;
}

export function sunPaths(
  cx: number,
  cy: number,
  radius: number,
  options: { rays: number; full: boolean; bullseye: boolean; long: number },
): SunPaths {
  const R = radius;
  const span = options.full ? 360 : 180;
  const count = options.full ? options.rays * 2 : options.rays;
  const wedges: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = -180 + (span * (i + 0.5)) / count;
    const half = (span / count) * 0.34;
    const reach = i % 2 === 0 ? options.long : options.long * 0.62;
    wedges.push(
      polygon([
        polar(cx, cy, R + 26, a - half),
        polar(cx, cy, R + 26 + reach, a),
        polar(cx, cy, R + 26, a + half),
      ]),
    );
  }
  // A bullseye of three rings, or a broad rim round a solid-ringed core: two seeded suns.
  const rings = options.bullseye
    ? circle(cx, cy, R) + circle(cx, cy, R * 0.8) + circle(cx, cy, R * 0.3)
    : circle(cx, cy, R) + circle(cx, cy, R * 0.86);
  const band = options.bullseye
    ? circle(cx, cy, R * 0.64) + circle(cx, cy, R * 0.46)
    : // A line of shirt cut through the core: a disc that big in solid ink prints heavy.
      circle(cx, cy, R * 0.74) + circle(cx, cy, R * 0.6) + circle(cx, cy, R * 0.5);
  return { rays: wedges.join(''), rings, band, reach: R + 26 + options.long };
}

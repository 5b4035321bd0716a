/**
 * The scenery of an 80s Japanese city-pop sleeve (Hiroshi Nagai, Eizin Suzuki): a sun cut into
 * horizontal bands sinking on the sea, its broken reflection, palms drawn as a ringed trunk and
 * drooping blade fronds, a skyline with lit windows, and a record half out of its sleeve. Each
 * returns path data in art units; the layout inks and masks them.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, type Point } from '../../svg/shapes.ts';
import { blade, type Curve } from './cyber-sigil.ts';

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/**
 * The sun above the horizon as bands: full at the top, the gaps between them widening towards
 * the sea (the sleeve's classic venetian-blind sun). One path, one circle cut by rectangles.
 */
export function bandedSun(cx: number, horizon: number, radius: number, bands: number): string {
  const top = horizon - radius;
  const parts: string[] = [];
  const step = radius / bands;
  for (let i = 0; i < bands; i += 1) {
    const t = i / Math.max(1, bands - 1);
    const y0 = top + i * step;
    const y1 = Math.min(horizon, y0 + step * (1 - 0.12 - t * 0.5));
    // The band's chord of the circle, sampled so its round ends follow the disc.
    const half = (y: number): number =>
      Math.sqrt(Math.max(0, radius * radius - (horizon - y) ** 2));
    const left: Point[] = [];
    const right: Point[] = [];
    for (let k = 0; k <= 6; k += 1) {
      const y = y0 + ((y1 - y0) * k) / 6;
      left.push([cx - half(y), y]);
      right.push([cx + half(y), y]);
    }
    parts.push(polygon([...right, ...left.reverse()]));
  }
  return parts.join('');
}

/** The sun's reflection on the water: rows of dashes under it, narrowing and breaking up. */
export function reflection(
  rng: Rng,
  cx: number,
  horizon: number,
  radius: number,
  depth: number,
): string {
  const rows = 6;
  const parts: string[] = [];
  for (let i = 0; i < rows; i += 1) {
    const y = horizon + 14 + (depth * (i + 0.5)) / rows;
    const half = radius * (0.95 - i * 0.13);
    const thick = Math.max(5, (depth / rows) * (0.42 - i * 0.04));
    // Each row broken once or twice, off centre.
    let x = cx - half + rng.range(-10, 10);
    const end = cx + half + rng.range(-10, 10);
    const cuts = rng.int(1, 2);
    for (let c = 0; c <= cuts; c += 1) {
      const seg = c === cuts ? end : x + ((end - x) / (cuts - c + 1)) * rng.range(0.6, 1.2);
      if (seg - x > 12) parts.push(rect(x, y, seg, y + thick));
      x = seg + rng.range(14, 30);
      if (x >= end) break;
    }
  }
  return parts.join('');
}

/**
 * A palm rooted at (x, base), `height` tall, leaning `lean` (−1 left … 1 right): a trunk of
 * tapering segments with gaps between them (its rings), and fronds as drooping blades.
 */
export function palm(rng: Rng, x: number, base: number, height: number, lean: number): string {
  const crown: Point = [x + lean * height * 0.32, base - height];
  const spine: Curve = [
    [x, base],
    [x + lean * height * 0.02, base - height * 0.4],
    [x + lean * height * 0.22, base - height * 0.8],
    crown,
  ];
  const at = (t: number): Point => {
    const u = 1 - t;
    const [p0, p1, p2, p3] = spine;
    return [
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ];
  };
  const parts: string[] = [];
  const segments = 9;
  for (let i = 0; i < segments; i += 1) {
    const t0 = i / segments + 0.012;
    const t1 = (i + 1) / segments - 0.012;
    const w0 = height * (0.045 - 0.02 * t0);
    const w1 = height * (0.045 - 0.02 * t1) * 1.15;
    const [ax, ay] = at(t0);
    const [bx, by] = at(t1);
    parts.push(
      polygon([
        [ax - w0 / 2, ay],
        [ax + w0 / 2, ay],
        [bx + w1 / 2, by],
        [bx - w1 / 2, by],
      ]),
    );
  }
  const fronds = [-168, -142, -112, -78, -46, -16, 8];
  const len = height * 0.5;
  for (const deg of fronds) {
    const a = ((deg + lean * 12 + rng.range(-6, 6)) * Math.PI) / 180;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const l = len * rng.range(0.8, 1.05);
    // Out and a little up, then drooping: the tip falls below the line it set out on.
    const droop = l * (0.3 + 0.25 * Math.abs(dx));
    parts.push(
      blade(
        [
          crown,
          [crown[0] + dx * l * 0.35, crown[1] + dy * l * 0.35 - l * 0.18],
          [crown[0] + dx * l * 0.8, crown[1] + dy * l * 0.8 - l * 0.05],
          [crown[0] + dx * l, crown[1] + dy * l + droop],
        ],
        l * 0.2,
      ),
    );
  }
  return parts.join('');
}

/**
 * A skyline standing on the horizon between x0 and x1, tallest towards `peak` (0–1 across):
 * towers with windows cut out of them (even-odd: fill with fill-rule="evenodd").
 */
export function skyline(rng: Rng, x0: number, x1: number, horizon: number, tall: number): string {
  const parts: string[] = [];
  const peak = rng.range(0.3, 0.7);
  let x = x0;
  while (x < x1 - 20) {
    const w = Math.min(x1 - x, rng.range(34, 70));
    const t = (x + w / 2 - x0) / (x1 - x0);
    const h = tall * (0.3 + 0.7 * Math.exp(-(((t - peak) / 0.28) ** 2))) * rng.range(0.6, 1);
    const top = horizon - h;
    parts.push(rect(x, top, x + w, horizon));
    // Windows: a grid of small lit squares on the taller towers, a few left dark.
    if (h > 60 && w > 40) {
      const cols = Math.floor((w - 12) / 14);
      for (let row = top + 14; row < horizon - 20; row += 22) {
        for (let c = 0; c < cols; c += 1) {
          if (rng.chance(0.3)) continue;
          const wx = x + 8 + c * 14 + (w - 16 - cols * 14) / 2;
          parts.push(rect(wx, row, wx + 7, row + 9));
        }
      }
    }
    x += w + rng.range(4, 10);
  }
  return parts.join('');
}

/** A record: the outer edge, grooves, the label (even-odd ring) and the spindle hole. */
export function record(cx: number, cy: number, radius: number): { rim: string; label: string } {
  const grooves = [0.96, 0.86, 0.74, 0.62]
    .map((f) => `${circle(cx, cy, radius * f)}${circle(cx, cy, radius * f - 4)}`)
    .join('');
  return {
    rim: `${circle(cx, cy, radius)}${circle(cx, cy, radius - 7)}${grooves}`,
    label: `${circle(cx, cy, radius * 0.32)}${circle(cx, cy, radius * 0.045)}`,
  };
}

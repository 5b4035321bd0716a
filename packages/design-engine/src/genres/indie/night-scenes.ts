/**
 * The night scene under a national indie scene's name: a city skyline with its windows lit, or
 * the sea with the moon on it. Paths in art units between x 100 and 1100, from `top` down about
 * 330 units; the caller inks them.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { dotScreenField } from '../../image/halftone.ts';
import { circle } from '../../svg/shapes.ts';
import { crescent } from './window-scenes.ts';

export interface NightDrawing {
  /** Filled in the support ink: the buildings (lit windows cut out), or the waves' strokes. */
  mass: string;
  /** Whether `mass` is stroked (waves) rather than filled (buildings). */
  stroked: boolean;
  /** Filled in the accent: the moon and its light on the water. */
  moon: string;
  bottom: number;
}

/** A skyline of `top`-anchored towers with rows of lit windows cut out of them. */
export function skyline(rng: Rng, top: number, low = false): NightDrawing {
  const base = top + 320;
  const parts: string[] = [];
  const holes: string[] = [];
  let x = 130;
  while (x < 1060) {
    const w = Math.min(1070 - x, rng.range(60, 120));
    const h = low ? rng.range(40, 130) : rng.range(90, 280);
    const y = base - h;
    // Flat roofs mostly; now and then a stepped top, a pitched roof or a water tower.
    const roof = rng.pick(['flat', 'flat', 'step', 'pitch', 'tank'] as const);
    parts.push(`M${r(x)} ${r(base)}V${r(y)}H${r(x + w)}V${r(base)}Z`);
    if (roof === 'step')
      parts.push(`M${r(x + w * 0.2)} ${r(y)}V${r(y - 36)}H${r(x + w * 0.8)}V${r(y)}Z`);
    if (roof === 'pitch')
      parts.push(`M${r(x)} ${r(y)}L${r(x + w / 2)} ${r(y - w * 0.4)}L${r(x + w)} ${r(y)}Z`);
    if (roof === 'tank')
      parts.push(
        `M${r(x + w * 0.3)} ${r(y)}V${r(y - 18)}H${r(x + w * 0.34)}V${r(y - 22)}H${r(x + w * 0.3 - 6)}V${r(y - 52)}H${r(x + w * 0.7 + 6)}V${r(y - 22)}H${r(x + w * 0.66)}V${r(y - 18)}H${r(x + w * 0.7)}V${r(y)}Z`,
      );
    // A few lit windows, in a grid, most dark: the city at 2 a.m.
    for (let wy = y + 22; wy < base - 30; wy += 30) {
      for (let wx = x + 14; wx < x + w - 22; wx += 24) {
        if (rng.chance(0.28)) holes.push(`M${r(wx)} ${r(wy)}h10v14h-10Z`);
      }
    }
    // An antenna now and then.
    if (roof === 'flat' && rng.chance(0.3)) parts.push(`M${r(x + w / 2 - 3)} ${r(y)}v-40h6v40Z`);
    x += w + rng.range(6, 16);
  }
  const moonX = rng.chance(0.5) ? 280 : 920;
  return {
    // Holes wind the other way (even-odd is set by the caller), so the windows show the garment.
    mass: `${parts.join('')}${holes.join('')}`,
    stroked: false,
    moon: crescent(moonX, top + 30, 50),
    bottom: base,
  };
}

/** The sea: the moon low over the horizon, its broken path of light, rolling wave lines. */
export function seaAtNight(rng: Rng, top: number): NightDrawing {
  const horizon = top + 120;
  const moonX = 600 + rng.range(-200, 200);
  const waves: string[] = [`M140 ${horizon}H1060`];
  for (let i = 1; i <= 6; i += 1) {
    const y = horizon + i * 34;
    const amp = 4 + i * 1.6;
    const len = 60 + i * 10;
    const phase = rng.range(0, len);
    const pts: string[] = [];
    for (let wx = 140; wx <= 1060; wx += 10) {
      pts.push(`${wx} ${r(y + Math.sin(((wx + phase) / len) * Math.PI * 2) * amp)}`);
    }
    waves.push(`M${pts.join('L')}`);
  }
  // The moon's path on the water: dashes narrowing towards the shore, cut between the waves.
  const path: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const y = horizon + 17 + i * 34;
    const w = 150 - i * 18 + rng.range(-10, 10);
    path.push(`M${r(moonX - w / 2)} ${r(y - 5)}h${r(w)}v10h${r(-w)}Z`);
  }
  return {
    mass: waves.join(''),
    stroked: true,
    moon: `${circle(moonX, horizon - 80, 62)}${path.join('')}`,
    bottom: horizon + 6 * 34 + 20,
  };
}

/**
 * A full moon rising behind low rooftops: the moon a halftone disc in the accent (denser at its
 * rim, a few darker seas), the roofs in front of it in the support ink.
 */
export function moonRise(rng: Rng, top: number): NightDrawing {
  const city = skyline(rng, top, true);
  const cx = 600 + rng.range(-120, 120);
  // Two thirds of it above the roofs.
  const cy = top + 125;
  const rad = 155;
  const seas = [0, 1, 2].map(() => ({
    x: rng.range(-0.45, 0.45),
    y: rng.range(-0.45, 0.2),
    r: rng.range(0.18, 0.3),
  }));
  const box = { x0: cx - rad, y0: cy - rad, x1: cx + rad, y1: cy + rad };
  const dots = dotScreenField(
    (u, v) => {
      const x = u * 2 - 1;
      const y = v * 2 - 1;
      const d = Math.hypot(x, y);
      if (d > 1) return 0;
      const sea = seas.some((m) => Math.hypot(x - m.x, y - m.y) < m.r) ? 0.45 : 0;
      return Math.min(1, 0.55 + 0.45 * d ** 3) - sea;
    },
    { box, cells: 26, angle: 45, maxFill: 1 },
  );
  return { ...city, moon: dots };
}

/**
 * A 90s rave-flyer wireframe: a grid laid on ground that swells into seeded hills and ripples (the tallest rising past the horizon),
 * seen in perspective from just above it, so rows crowd toward the horizon and the hills bulge
 * the lines upward. Drawn as one stroked path (see-through wireframe, as the flyers' 3D
 * renders were); the caller clips it to its box.
 */
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';

interface Bump {
  x: number;
  z: number;
  size: number;
  height: number;
}

export function warpedGrid(rng: Rng, box: Box): { d: string; horizon: number } {
  const horizon = box.y0 + (box.y1 - box.y0) * 0.5;
  // Ground plane from z = 1 (the bottom edge of the box) to z = far; the camera one unit up.
  const far = 11;
  const focal = box.y1 - horizon;
  const halfWidth = 3.2;
  const spread = (box.x1 - box.x0) / 2 / halfWidth;
  const cx = (box.x0 + box.x1) / 2;
  const bumps: Bump[] = Array.from({ length: rng.int(2, 3) }, () => ({
    x: rng.range(-2.2, 2.2),
    z: rng.range(2.2, 4.5),
    size: rng.range(0.9, 1.6),
    height: rng.range(1.0, 2.2),
  }));
  const ripple = { k: rng.range(1.2, 2), phase: rng.range(0, 6), amp: rng.range(0.18, 0.32) };
  const ground = (x: number, z: number): number =>
    bumps.reduce(
      (sum, b) => sum + b.height * Math.exp(-(((x - b.x) ** 2 + (z - b.z) ** 2) / b.size ** 2)),
      0,
    ) +
    ripple.amp * Math.sin(x * ripple.k + z * 0.7 + ripple.phase);
  const project = (x: number, z: number): [number, number] => [
    cx + (x * spread) / z,
    horizon + ((1 - ground(x, z)) * focal) / z,
  ];
  // Runs stop at the box's edges (cut there, not clipped later): the art's measured bounds
  // then match what prints.
  const paths: string[] = [];
  const trace = (points: [number, number][]): void => {
    let run: string[] = [];
    const flush = (): void => {
      if (run.length > 1) paths.push(`M${run.join('L')}`);
      run = [];
    };
    for (const [x, y] of points) {
      if (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1) run.push(`${r(x)} ${r(y)}`);
      else flush();
    }
    flush();
  };
  // Rows: evenly spaced on the ground, so they crowd toward the horizon on their own.
  for (let z = 1; z <= far; z += 0.5) {
    trace(
      Array.from({ length: 97 }, (_, i) =>
        project(-halfWidth * 2.4 + (halfWidth * 4.8 * i) / 96, z),
      ),
    );
  }
  // Columns: running away to the vanishing point.
  for (let x = -halfWidth * 2.4; x <= halfWidth * 2.4 + 1e-6; x += 0.4) {
    trace(Array.from({ length: 61 }, (_, i) => project(x, 1 + ((far - 1) * i) / 60)));
  }
  return { d: paths.join(''), horizon };
}

import { describe, expect, it } from 'vitest';
import { plait, torusKnot, trefoil, type DepthPoint } from './knotwork.ts';

/** Where segments p0-p1 and q0-q1 cross: the fraction along each, or null. */
function cross(
  p0: DepthPoint,
  p1: DepthPoint,
  q0: DepthPoint,
  q1: DepthPoint,
): [number, number] | null {
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const ex = q1.x - q0.x;
  const ey = q1.y - q0.y;
  const den = dx * ey - dy * ex;
  if (Math.abs(den) < 1e-9) return null;
  const t = ((q0.x - p0.x) * ey - (q0.y - p0.y) * ex) / den;
  const u = ((q0.x - p0.x) * dy - (q0.y - p0.y) * dx) / den;
  return t >= 0 && t < 1 && u >= 0 && u < 1 ? [t, u] : null;
}

const depth = (a: DepthPoint, b: DepthPoint, t: number): number => a.z + (b.z - a.z) * t;

/**
 * Every pass of strand `a` through a crossing (with itself or with `b`), in its own order: true
 * where it passes over.
 */
function passes(a: readonly DepthPoint[], b: readonly DepthPoint[]): boolean[] {
  const found: [number, boolean][] = [];
  const self = a === b;
  for (let i = 0; i + 1 < a.length; i += 1) {
    for (let j = self ? i + 2 : 0; j + 1 < b.length; j += 1) {
      if (self && i === 0 && j === b.length - 2) continue;
      const hit = cross(
        a[i] as DepthPoint,
        a[i + 1] as DepthPoint,
        b[j] as DepthPoint,
        b[j + 1] as DepthPoint,
      );
      if (!hit) continue;
      const za = depth(a[i] as DepthPoint, a[i + 1] as DepthPoint, hit[0]);
      const zb = depth(b[j] as DepthPoint, b[j + 1] as DepthPoint, hit[1]);
      // A crossing drawn both ways at one depth would be a tangle, not a knot.
      expect(Math.abs(za - zb)).toBeGreaterThan(0.3);
      found.push([i + hit[0], za > zb]);
      if (self) found.push([j + hit[1], zb > za]);
    }
  }
  return found.sort((x, y) => x[0] - y[0]).map(([, over]) => over);
}

describe('knotwork', () => {
  it('the trefoil crosses itself six times along its length, over and under in turn', () => {
    const knot = trefoil(0, 0, 300);
    const over = passes(knot, knot);
    expect(over.length).toBe(6);
    over.forEach((o, i) => expect(o).toBe(!over[(i + 1) % over.length]));
  });

  it('a cinquefoil torus knot alternates too', () => {
    const knot = torusKnot(0, 0, 300, 2, 5, 2.4);
    const over = passes(knot, knot);
    expect(over.length).toBe(10);
    over.forEach((o, i) => expect(o).toBe(!over[(i + 1) % over.length]));
  });

  it('a plait’s strands take turns over each other', () => {
    const [a, b] = plait(0, 720, 0, 18, 72);
    const over = passes(a as DepthPoint[], b as DepthPoint[]);
    expect(over.length).toBeGreaterThanOrEqual(8);
    over.forEach((o, i) => {
      if (i > 0) expect(o).toBe(!over[i - 1]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { pathBounds } from './path-bounds.ts';
import { warpPath } from './warp-path.ts';

const SQUARE = 'M0 0L100 0L100 100L0 100Z';

describe('warpPath', () => {
  it('keeps a path where it is under the identity warp', () => {
    // Control points inside the square: splitting curves moves them, never past its bounds.
    const d = warpPath(`${SQUARE}M10 10Q50 30 90 10C95 40 95 60 90 90Z`, (x, y) => [x, y], 25);
    expect(pathBounds(d)).toEqual(pathBounds(SQUARE));
  });

  it('bends straight edges: a stem follows the warp along its length, not just at its ends', () => {
    // Push points right by how far down they are from the middle: the left edge bows.
    const bow = (x: number, y: number): [number, number] => [
      x + 20 * Math.sin((Math.PI * y) / 100),
      y,
    ];
    const d = warpPath(SQUARE, bow, 10);
    const box = pathBounds(d);
    expect(box?.x0).toBeCloseTo(0, 5);
    expect(box?.x1).toBeCloseTo(120, 0);
    // The closing edge (100 100 → 0 0 via Z) is cut too.
    expect((d.match(/L/g) ?? []).length).toBeGreaterThanOrEqual(30);
  });

  it('splits curves and keeps their kind', () => {
    const d = warpPath('M0 0Q50 100 100 0C120 -50 150 -50 170 0Z', (x, y) => [x, y + 1], 20);
    expect(d).toMatch(/^M0 1Q/);
    expect((d.match(/Q/g) ?? []).length).toBeGreaterThan(1);
    expect((d.match(/C/g) ?? []).length).toBeGreaterThan(1);
    expect(d.endsWith('Z')).toBe(true);
  });
});

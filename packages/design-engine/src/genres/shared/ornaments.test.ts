import { describe, expect, it } from 'vitest';
import { pathBounds } from '../../svg/path-bounds.ts';
import {
  ellipsePoints,
  flower,
  heart,
  rope,
  roundRectPoints,
  sparkle,
  sprig,
} from './ornaments.ts';

const numbers = (d: string): number[] => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('drawn ornaments', () => {
  it('draw finite paths inside the size asked for', () => {
    const s = sparkle(100, 100, 40);
    const h = heart(300, 300, 120);
    expect(numbers(s).every(Number.isFinite)).toBe(true);
    const sb = pathBounds(s);
    const hb = pathBounds(h);
    expect(sb && hb).toBeTruthy();
    if (!sb || !hb) return;
    expect(sb.x0).toBeGreaterThanOrEqual(59);
    expect(sb.x1).toBeLessThanOrEqual(141);
    expect(hb.x1 - hb.x0).toBeLessThanOrEqual(122);
  });

  it('lays a rope twist at every point of a loop', () => {
    const loop = roundRectPoints(0, 0, 400, 300, 40, 30);
    expect(loop.length).toBeGreaterThan(30);
    expect(rope(loop, 30).split('M').length - 1).toBe(loop.length);
    expect(ellipsePoints(0, 0, 100, 50, 12)).toHaveLength(12);
  });

  it('grows a sprig with its leaves and a flower with its petals', () => {
    const leaves = sprig(0, 0, -90, 200, 4, 20, 'leaf').split('M').length - 1;
    expect(leaves).toBe(1 + 4 + 1);
    expect(flower(0, 0, 50, 5).split('M').length - 1).toBe(6);
  });
});

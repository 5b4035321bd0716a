import { describe, expect, it } from 'vitest';
import { KEY_STEPS, keysIn, meanderBand, meanderRing } from './meander.ts';

/** Every coordinate pair of a path of absolute M/L/H commands. */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  let y = 0;
  for (const [, cmd, args] of d.matchAll(/([MLHZ])([^MLHZ]*)/g)) {
    const n = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (cmd === 'H') out.push([n[0] ?? 0, y]);
    else if (cmd === 'M' || cmd === 'L') {
      out.push([n[0] ?? 0, n[1] ?? 0]);
      y = n[1] ?? 0;
    }
  }
  return out;
}

describe('the Greek key', () => {
  it('runs a band of whole keys inside its width, hooks standing on one baseline', () => {
    const step = 16;
    const keys = keysIn(960, step);
    const width = (keys * KEY_STEPS - 1) * step;
    expect(width).toBeLessThanOrEqual(960);
    expect(width + KEY_STEPS * step).toBeGreaterThan(960);
    const d = meanderBand(100, 50, keys, step);
    expect(d.match(/M/g)).toHaveLength(keys + 1);
    for (const [x, y] of points(d)) {
      expect(x).toBeGreaterThanOrEqual(100);
      expect(x).toBeLessThanOrEqual(100 + width);
      expect(y).toBeGreaterThanOrEqual(50);
      expect(y).toBeLessThanOrEqual(50 + KEY_STEPS * step);
    }
  });

  it('bends into a ring of whole keys between its two radii', () => {
    const [cx, cy, inner, step] = [600, 560, 330, 14];
    const d = meanderRing(cx, cy, inner, step);
    for (const [x, y] of points(d)) {
      const radius = Math.hypot(x - cx, y - cy);
      expect(radius).toBeGreaterThanOrEqual(inner - 0.5);
      expect(radius).toBeLessThanOrEqual(inner + KEY_STEPS * step + 0.5);
    }
    // The baseline is one closed circle: it ends where it began.
    const base = d.slice(d.lastIndexOf('M'));
    const ring = points(base);
    const [first, last] = [ring[0], ring[ring.length - 1]];
    expect(
      Math.hypot((first?.[0] ?? 0) - (last?.[0] ?? 1), (first?.[1] ?? 0) - (last?.[1] ?? 1)),
    ).toBeLessThan(0.5);
  });
});

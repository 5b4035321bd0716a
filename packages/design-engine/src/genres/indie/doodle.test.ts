import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/prng.ts';
import { doodle } from './doodle.ts';

describe('indie doodle', () => {
  // A stem begun at a petal's tip floated apart whenever no petal pointed straight down.
  it("grows the daisy's stem from the flower's heart", () => {
    const [cx, cy, size] = [500, 400, 300];
    for (let seed = 0; seed < 20; seed += 1) {
      const d = doodle('daisy', new Rng(seed), cx, cy, size);
      // The stem is the one quadratic stroke running down below the petals.
      const stems = [
        ...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)Q[-\d. ]+? (-?[\d.]+) (-?[\d.]+)(?=M|$)/g),
      ]
        .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
        .filter(([, , , y1]) => y1 > cy + size);
      expect(stems).toHaveLength(1);
      const [x0, y0] = stems[0] as [number, number, number, number];
      const heart = cy - size * 0.2;
      expect(Math.hypot(x0 - cx, y0 - heart), `seed ${seed}`).toBeLessThan(size * 0.3);
    }
  });
});

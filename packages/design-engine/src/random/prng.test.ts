import { describe, expect, it } from 'vitest';
import { hashString, Rng } from './prng.ts';

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = Array.from(
      { length: 5 },
      (
        (rng) => () =>
          rng.float()
      )(new Rng('artist|1')),
    );
    const b = Array.from(
      { length: 5 },
      (
        (rng) => () =>
          rng.float()
      )(new Rng('artist|1')),
    );
    const c = Array.from(
      { length: 5 },
      (
        (rng) => () =>
          rng.float()
      )(new Rng('artist|2')),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('stays in range', () => {
    const rng = new Rng(9);
    for (let i = 0; i < 500; i += 1) {
      const n = rng.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(hashString('encore')).toBe(hashString('encore'));
  });
});

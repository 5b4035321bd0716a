import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/prng.ts';
import { cutsAround } from './paste-up-cuts.ts';

describe('paste-up cuts', () => {
  it('never cut through the head, over many seeds and band counts', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const bands of [3, 4]) {
        const cuts = cutsAround([70, 830], [180, 520], bands, new Rng(seed));
        expect(cuts[0]).toBe(70);
        expect(cuts.at(-1)).toBe(830);
        for (const cut of cuts.slice(1, -1)) expect(cut <= 180 || cut >= 520).toBe(true);
        for (let i = 1; i < cuts.length; i += 1) {
          expect((cuts[i] as number) - (cuts[i - 1] as number)).toBeGreaterThanOrEqual(110);
        }
      }
    }
  });

  it('still cuts a photo into bands when the head leaves room', () => {
    const cuts = cutsAround([0, 760], [150, 400], 4, new Rng(1));
    expect(cuts.length - 1).toBeGreaterThanOrEqual(3);
  });
});

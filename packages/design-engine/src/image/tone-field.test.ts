import { describe, expect, it } from 'vitest';
import { HEAD } from './subject-prior.ts';
import { coverMap, headInBox } from './tone-field.ts';

describe('headInBox', () => {
  it('is where coverMap puts the portrait head, for square, tall and wide boxes', () => {
    for (const box of [
      { x0: 100, y0: 50, x1: 900, y1: 850 },
      { x0: 0, y0: 0, x1: 600, y1: 900 },
      { x0: 0, y0: 0, x1: 940, y1: 400 },
    ]) {
      const head = headInBox(box);
      const map = coverMap(box);
      const at = (x: number, y: number) =>
        map((x - box.x0) / (box.x1 - box.x0), (y - box.y0) / (box.y1 - box.y0));
      const [u0, v0] = at(head.x0, head.y0);
      const [u1, v1] = at(head.x1, head.y1);
      const clampV = (v: number) => Math.min(1, Math.max(0, v));
      expect(u0).toBeCloseTo(HEAD.u - HEAD.ru, 5);
      expect(u1).toBeCloseTo(HEAD.u + HEAD.ru, 5);
      // A wide box's window may start below the head's top: the head is then cut at the box.
      expect(v0).toBeCloseTo(Math.max(HEAD.v - HEAD.rv, at(box.x0, box.y0)[1]), 5);
      expect(v1).toBeCloseTo(Math.min(HEAD.v + HEAD.rv, clampV(at(box.x1, box.y1)[1])), 5);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Portrait } from './portrait.ts';
import { HEAD, subjectPrior } from './subject-prior.ts';
import { buildToneMap } from './tone-map.ts';

const N = 96;
const BOX = { x0: 0, y0: 0, x1: 800, y1: 800 };

/** A face (the head ellipse, two dark eyes in it) of tone `face` on a ground of tone `ground`. */
function portrait(face: number, ground: number): Portrait {
  const values = new Float32Array(N * N);
  for (let y = 0; y < N; y += 1) {
    for (let x = 0; x < N; x += 1) {
      const u = x / (N - 1);
      const v = y / (N - 1);
      const inHead = Math.hypot((u - HEAD.u) / HEAD.ru, (v - HEAD.v) / HEAD.rv) < 1;
      const eye = [0.43, 0.57].some((eu) => Math.hypot(u - eu, v - (HEAD.v - 0.03)) < 0.025);
      values[y * N + x] = inHead ? (eye ? face * 0.2 : face) : ground;
    }
  }
  return { size: N, values, hasFigure: true };
}

/** Ink (0–1) the map gives a portrait point, light ink on a dark blank (ink = light). */
function inkAt(p: Portrait, u: number, v: number): number {
  const tone = buildToneMap(p, { box: BOX, inkIsLight: true, shape: 'square' });
  const value = p.values[Math.round(v * (N - 1)) * N + Math.round(u * (N - 1))] ?? 0;
  return tone(value, subjectPrior(u, v));
}

describe('tone map', () => {
  // آرش نیک‌نام's and Stella Ray's faces, darker than a lit ground, printed as black holes
  // with no features on a dark tee.
  it('gives a face darker than its bright ground the ink, its features kept, the ground let go', () => {
    const p = portrait(0.25, 0.85);
    const skin = inkAt(p, HEAD.u, HEAD.v + 0.06);
    const eye = inkAt(p, 0.43, HEAD.v - 0.03);
    expect(skin).toBeGreaterThan(0.35);
    expect(eye).toBeLessThan(skin - 0.2);
    expect(inkAt(p, 0.05, 0.05)).toBeLessThan(0.15);
  });

  it('leaves a lit face on a darker ground as it was: the face inked, the ground kept', () => {
    const p = portrait(0.8, 0.35);
    expect(inkAt(p, HEAD.u, HEAD.v + 0.06)).toBeGreaterThan(0.6);
    expect(inkAt(p, 0.05, 0.05)).toBeGreaterThan(0.1);
  });
});

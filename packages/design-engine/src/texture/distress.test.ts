import { describe, expect, it } from 'vitest';
import { ART_HEIGHT, ART_WIDTH } from '../layout/geometry.ts';
import { Rng } from '../random/prng.ts';
import { rasterize } from '../render/rasterize.ts';
import { distressMask } from './distress.ts';

type Area = { x0: number; y0: number; x1: number; y1: number };

/** Fraction of `box`'s pixels that the worn texture knocked out of a solid ink field. */
async function wornShare(
  spare: Area[],
  box: Area = { x0: 0, y0: 0, x1: ART_WIDTH, y1: ART_HEIGHT * 0.8 },
) {
  const mask = distressMask(new Rng('wear-test'), 'w', 1, spare);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH / 2}" height="${ART_HEIGHT / 2}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${mask}</defs><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#000" mask="url(#w)"/></svg>`;
  const { pixels, width } = await rasterize(svg);
  let worn = 0;
  let total = 0;
  for (let y = box.y0 / 2; y < box.y1 / 2; y += 1)
    for (let x = box.x0 / 2; x < box.x1 / 2; x += 1) {
      total += 1;
      if ((pixels[(y * width + x) * 4 + 3] ?? 0) < 250) worn += 1;
    }
  return worn / total;
}

describe('worn print texture', () => {
  it('wears the ink, but never inside the spared boxes of small text', async () => {
    // A band across the worn zone (wear falls in the top three quarters of the art).
    const word = { x0: 100, y0: 400, x1: 1100, y1: 700 };
    expect(await wornShare([], word)).toBeGreaterThan(0.001);
    expect(await wornShare([word], word)).toBe(0);
    // Only the spared box is spared: the ink around it still wears.
    const around = { x0: 0, y0: 0, x1: ART_WIDTH, y1: 380 };
    expect(await wornShare([word], around)).toBeGreaterThan(0.001);
  });
});

import { describe, expect, it } from 'vitest';
import { headInBox } from '../../image/tone-field.ts';
import { HEAD_CLEARANCE, pictureTop } from './cover-star.ts';

describe('pop cover star picture', () => {
  // A head cut round the masthead's letters read as a hood poking into the name (review).
  it('keeps the head clear of the masthead, whatever its size', () => {
    for (const cap of [60, 120, 200, 300]) {
      for (const [width, height] of [
        [900, 780],
        [900, 600],
        [700, 780],
      ] as const) {
        const foot = 400;
        const top = pictureTop(foot, cap, width, height);
        const head = headInBox({ x0: 0, y0: top, x1: width, y1: top + height });
        expect(head.y0, `cap ${cap}, ${width}×${height}`).toBeGreaterThanOrEqual(
          foot + HEAD_CLEARANCE - 1e-6,
        );
      }
    }
  });

  it('still rises behind the letters of a small masthead', () => {
    expect(pictureTop(400, 60, 900, 780)).toBeLessThan(400);
  });
});

import { describe, expect, it } from 'vitest';
import { headInBox } from '../../image/tone-field.ts';
import { HEAD_CLEARANCE, pictureTop, songLineAnchor } from './cover-star.ts';

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

describe('pop cover star song lines', () => {
  // Yuval Ben Ami's Hebrew lines were set flush left with the plus on their left, at their end.
  it('set right-to-left songs flush right, the bullet at their right, in either column', () => {
    for (const mirror of [true, false]) {
      const at = songLineAnchor({ rtl: true, mirror, left: 100, right: 1100, room: 300 });
      expect(at).toMatchObject({ align: 'right', bullet: 'right' });
      // The bullet stays inside the column: at most at its outer edge.
      expect(at.x + 36).toBeLessThanOrEqual(mirror ? 100 + 66 + 300 : 1100 - 30);
    }
  });

  it('keeps left-to-right songs flush to the column edge, the bullet before them', () => {
    expect(songLineAnchor({ rtl: false, mirror: true, left: 100, right: 1100, room: 300 })).toEqual(
      { x: 166, align: 'left', bullet: 'left' },
    );
    expect(
      songLineAnchor({ rtl: false, mirror: false, left: 100, right: 1100, room: 300 }).bullet,
    ).toBe('left');
  });
});

import { describe, expect, it } from 'vitest';
import { estimateBuildSeconds, median } from './build-estimate.ts';

describe('estimateBuildSeconds', () => {
  it('uses the median of recent builds once there are enough', () => {
    expect(estimateBuildSeconds({ recentSeconds: [8, 30, 9], designs: 3, missingPrints: 0 })).toBe(
      9,
    );
    expect(median([4, 10, 6, 8])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('falls back to a formula from the work to do, and waits for print files', () => {
    const quick = estimateBuildSeconds({ recentSeconds: [9], designs: 4, missingPrints: 0 });
    expect(quick).toBe(8);
    const waiting = estimateBuildSeconds({ recentSeconds: [], designs: 4, missingPrints: 2 });
    expect(waiting).toBe(quick + 10);
  });

  it('stays within sane bounds', () => {
    expect(
      estimateBuildSeconds({ recentSeconds: [0.2, 0.3, 0.1], designs: 1, missingPrints: 0 }),
    ).toBe(5);
    expect(estimateBuildSeconds({ recentSeconds: [], designs: 1, missingPrints: 500 })).toBe(900);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingLaunchSeconds } from './launch-countdown';

const start = Date.parse('2025-06-01T12:00:00Z');

describe('remainingLaunchSeconds', () => {
  it('counts down from the build’s own estimate', () => {
    expect(remainingLaunchSeconds({ estimatedSeconds: 90 }, start, start)).toBe(90);
    expect(remainingLaunchSeconds({ estimatedSeconds: 90 }, start, start + 30_000)).toBe(60);
    // Part of a second left still shows as a whole one.
    expect(remainingLaunchSeconds({ estimatedSeconds: 90 }, start, start + 30_400)).toBe(60);
  });

  it('starts from 247 s only when there is no estimate', () => {
    expect(remainingLaunchSeconds({ estimatedSeconds: null }, start, start)).toBe(247);
    expect(remainingLaunchSeconds(null, start, start + 7_000)).toBe(240);
  });

  it('never goes below zero or above the estimate', () => {
    expect(remainingLaunchSeconds({ estimatedSeconds: 60 }, start, start + 3_600_000)).toBe(0);
    // A client clock behind the server's.
    expect(remainingLaunchSeconds({ estimatedSeconds: 60 }, start, start - 10_000)).toBe(60);
    expect(remainingLaunchSeconds({ estimatedSeconds: 60 }, Number.NaN, start)).toBe(60);
  });
});

describe('formatCountdown', () => {
  it('writes m:ss', () => {
    expect(formatCountdown(247)).toBe('4:07');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(725)).toBe('12:05');
  });
});

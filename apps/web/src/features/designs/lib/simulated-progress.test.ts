import { describe, expect, it } from 'vitest';
import {
  SIMULATED_CAP,
  initialSimulatedProgress,
  nextSimulatedProgress,
  processingMessages,
} from './simulated-progress';

describe('nextSimulatedProgress', () => {
  it('rises by a random step between 2 and 8 points', () => {
    expect(nextSimulatedProgress(initialSimulatedProgress, () => 0).percent).toBe(2);
    expect(nextSimulatedProgress(initialSimulatedProgress, () => 0.5).percent).toBe(5);
    expect(nextSimulatedProgress(initialSimulatedProgress, () => 0.999).percent).toBeCloseTo(8, 1);
  });

  it('never passes 90 %', () => {
    let progress = initialSimulatedProgress;
    for (let tick = 0; tick < 100; tick += 1) {
      progress = nextSimulatedProgress(progress, () => 0.99);
      expect(progress.percent).toBeLessThanOrEqual(SIMULATED_CAP);
    }
    expect(progress.percent).toBe(90);
  });

  it('rotates through the five messages', () => {
    expect(processingMessages).toHaveLength(5);
    let progress = initialSimulatedProgress;
    const seen: number[] = [];
    for (let tick = 0; tick < 6; tick += 1) {
      progress = nextSimulatedProgress(progress, () => 0);
      seen.push(progress.messageIndex);
    }
    expect(seen).toEqual([1, 2, 3, 4, 0, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESTIMATE_SECONDS,
  FAILED_MESSAGE,
  READY_MESSAGE,
  estimateSecondsLeft,
  formatMinutesSeconds,
  percentOf,
  stageIndexOf,
  stageStates,
  statusMessageOf,
} from './processing-display';

const running = (
  stage: 'music-analysis' | 'design-generation' | 'product-mockups',
  progress: number,
  currentStep: string | null = null,
) => ({ stage, progress, currentStep, isComplete: false });

describe('processing display (spec §2.4) from the real job', () => {
  it('puts the stage cards where the job is: completed below, active at, pending after', () => {
    expect(stageStates(0)).toEqual(['active', 'pending', 'pending']);
    expect(stageStates(1)).toEqual(['completed', 'active', 'pending']);
    expect(stageStates(2)).toEqual(['completed', 'completed', 'active']);
    expect(stageStates(3)).toEqual(['completed', 'completed', 'completed']);
    expect(stageIndexOf(undefined)).toBe(0);
    expect(stageIndexOf(running('design-generation', 15))).toBe(1);
    expect(stageIndexOf(running('product-mockups', 70))).toBe(2);
    expect(stageIndexOf({ ...running('product-mockups', 70), isComplete: true })).toBe(3);
  });

  it('shows the job percent, 100 once complete', () => {
    expect(percentOf(undefined)).toBe(0);
    expect(percentOf(running('product-mockups', 55))).toBe(55);
    expect(percentOf({ ...running('product-mockups', 85), isComplete: true })).toBe(100);
    expect(percentOf({ stage: null, progress: null, currentStep: null, isComplete: false })).toBe(
      0,
    );
  });

  it("shows the job's status line, the stage's line before it has one, the ready line at 100", () => {
    expect(statusMessageOf(running('music-analysis', 10, 'Extracting colour palette'))).toBe(
      'Extracting colour palette',
    );
    expect(statusMessageOf(undefined)).toBe('Analysing genre and mood');
    expect(statusMessageOf(running('product-mockups', 40))).toBe(
      'Applying designs to merchandise templates',
    );
    expect(statusMessageOf({ ...running('product-mockups', 99), isComplete: true })).toBe(
      READY_MESSAGE,
    );
    expect(READY_MESSAGE).toBe('Your designs are ready! Redirecting...');
  });

  it('says so when the job gave up before the first designs', () => {
    const failed = { ...running('product-mockups', 55, 'x'), generationStatus: 'failed' as const };
    expect(statusMessageOf(failed)).toBe(FAILED_MESSAGE);
    expect(statusMessageOf({ ...failed, isComplete: true })).toBe(READY_MESSAGE);
  });

  it('estimates from the pace the job really moved at', () => {
    // 10 % → 40 % in 6 s: 0.2 s per percent, 60 % left = 12 s, 2 s already passed.
    const samples = [
      { at: 0, percent: 10 },
      { at: 6_000, percent: 40 },
    ];
    expect(estimateSecondsLeft(samples, 8_000)).toBe(10);
    expect(estimateSecondsLeft(samples, 60_000)).toBe(0);
    expect(estimateSecondsLeft([{ at: 0, percent: 100 }], 0)).toBe(0);
  });

  it('without a pace yet counts the spec starting estimate down', () => {
    expect(estimateSecondsLeft([], 0)).toBe(DEFAULT_ESTIMATE_SECONDS);
    expect(estimateSecondsLeft([{ at: 1_000, percent: 5 }], 16_000)).toBe(135);
  });

  it('formats m:ss', () => {
    expect(formatMinutesSeconds(150)).toBe('2:30');
    expect(formatMinutesSeconds(9)).toBe('0:09');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
  });
});

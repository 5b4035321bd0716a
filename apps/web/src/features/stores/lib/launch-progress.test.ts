import { STORE_BUILD_STEPS, type StoreBuildProgress } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { launchProgressShare } from './launch-progress';

const start = Date.parse('2025-06-01T12:00:00Z');

function build(done: number, estimatedSeconds: number | null = 200): StoreBuildProgress {
  return {
    steps: STORE_BUILD_STEPS.map((step, index) => ({
      id: step.id,
      label: step.label,
      status: index < done ? 'done' : index === done ? 'active' : 'pending',
    })),
    startedAt: new Date(start).toISOString(),
    estimatedSeconds,
    error: null,
  };
}

describe('launchProgressShare', () => {
  it('is the share of the build’s steps done', () => {
    expect(launchProgressShare(build(0), start, start)).toBe(0);
    expect(launchProgressShare(build(2), start, start)).toBe(0.5);
    expect(launchProgressShare(build(4), start, start)).toBe(1);
  });

  it('moves on with the time spent against the estimate within the step under way', () => {
    // 20 s of 200 s: 10 %, still inside the first step.
    expect(launchProgressShare(build(0), start, start + 20_000)).toBeCloseTo(0.1);
    // 130 s of 200 s with two steps done: 65 %.
    expect(launchProgressShare(build(2), start, start + 130_000)).toBeCloseTo(0.65);
  });

  it('never runs into a step the job has not reported done', () => {
    // 190 s of 200 s, but only one step done: at most 90 % of the second step.
    expect(launchProgressShare(build(1), start, start + 190_000)).toBeCloseTo(0.475);
    expect(launchProgressShare(build(3), start, start + 3_600_000)).toBeCloseTo(0.975);
  });

  it('uses 247 s without an estimate, and the opening time without a build report', () => {
    expect(launchProgressShare(build(0, null), start, start + 24_700)).toBeCloseTo(0.1);
    expect(launchProgressShare(null, start, start + 24_700)).toBeCloseTo(0.1);
    expect(launchProgressShare(null, Number.NaN, start)).toBe(0);
  });
});

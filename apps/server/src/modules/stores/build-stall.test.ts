import { describe, expect, it } from 'vitest';
import type { JobState } from '../../jobs/queue.ts';
import {
  LOST_JOB_GRACE_SECONDS,
  OVERDUE_ESTIMATE_FACTOR,
  OVERDUE_MIN_SECONDS,
  stallOf,
  type StallFacts,
} from './build-stall.ts';

const now = new Date('2026-05-10T12:00:00Z');
const startedAgo = (seconds: number, overrides: Partial<StallFacts> = {}): StallFacts => ({
  status: 'processing',
  buildStartedAt: new Date(now.getTime() - seconds * 1000),
  buildEstimateSeconds: 30,
  ...overrides,
});
const job = (state: JobState) => ({ state });

describe('stallOf', () => {
  it('leaves a build alone while its job may still finish it', () => {
    for (const state of ['created', 'retry', 'active'] as const) {
      expect(stallOf(startedAgo(120), job(state), now)).toBeNull();
    }
    // Not queued yet: a launch writes the store just before it sends the job.
    expect(stallOf(startedAgo(5), null, now)).toBeNull();
  });

  it('gives up a build whose job ended without finishing it, or was lost', () => {
    expect(stallOf(startedAgo(400), job('failed'), now)).toBe('job-failed');
    expect(stallOf(startedAgo(10), job('cancelled'), now)).toBe('job-failed');
    expect(stallOf(startedAgo(10), job('completed'), now)).toBe('job-ended');
    expect(stallOf(startedAgo(LOST_JOB_GRACE_SECONDS + 1), null, now)).toBe('job-lost');
  });

  it('gives up a build far beyond its estimate even if its job looks alive', () => {
    expect(stallOf(startedAgo(OVERDUE_MIN_SECONDS - 1), job('active'), now)).toBeNull();
    expect(stallOf(startedAgo(OVERDUE_MIN_SECONDS + 1), job('retry'), now)).toBe('overdue');
    const slow = { buildEstimateSeconds: 600 };
    const limit = OVERDUE_ESTIMATE_FACTOR * 600;
    expect(limit).toBeGreaterThan(OVERDUE_MIN_SECONDS);
    expect(stallOf(startedAgo(limit - 1, slow), job('active'), now)).toBeNull();
    expect(stallOf(startedAgo(limit + 1, slow), job('active'), now)).toBe('overdue');
    const unestimated = { buildEstimateSeconds: null };
    expect(stallOf(startedAgo(OVERDUE_MIN_SECONDS + 1, unestimated), job('created'), now)).toBe(
      'overdue',
    );
  });

  it('says nothing of a store that is not being built', () => {
    expect(stallOf(startedAgo(99_999, { status: 'ready' }), job('completed'), now)).toBeNull();
    expect(stallOf(startedAgo(99_999, { status: 'failed' }), null, now)).toBeNull();
  });
});

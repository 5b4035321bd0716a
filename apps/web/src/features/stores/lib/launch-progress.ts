import {
  DEFAULT_LAUNCH_COUNTDOWN_SECONDS,
  STORE_BUILD_STEPS,
  type StoreBuildProgress,
} from '@encore/contracts';

/**
 * How far a store build is, 0–1, for a progress bar that tracks the real work: the share of the
 * build's steps done, moved on within the step under way by the time spent against the job's
 * estimate (247 s without one) — but never into the next step before the job reports it, and
 * never to the end before the last step is done.
 */
export function launchProgressShare(
  build: Pick<StoreBuildProgress, 'steps' | 'estimatedSeconds'> | null | undefined,
  startedAtMs: number,
  nowMs: number,
): number {
  const total = build && build.steps.length > 0 ? build.steps.length : STORE_BUILD_STEPS.length;
  const done = build ? build.steps.filter((step) => step.status === 'done').length : 0;
  if (done >= total) return 1;
  const estimate = build?.estimatedSeconds ?? DEFAULT_LAUNCH_COUNTDOWN_SECONDS;
  const elapsed = Number.isFinite(startedAtMs) ? Math.max(0, (nowMs - startedAtMs) / 1000) : 0;
  const byTime = estimate > 0 ? elapsed / estimate : 0;
  // Most of the way through the step under way, at most: its end is the job's to report.
  const ceiling = (done + 0.9) / total;
  return Math.max(done / total, Math.min(byTime, ceiling));
}

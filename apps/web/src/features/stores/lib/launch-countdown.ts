import { DEFAULT_LAUNCH_COUNTDOWN_SECONDS, type StoreBuildProgress } from '@encore/contracts';

/**
 * Seconds left of a store build: the job's own estimate (247 s when it has none, spec §9) minus
 * the time since it started. Never negative, never above the estimate (a client clock behind the
 * server's must not add time).
 */
export function remainingLaunchSeconds(
  build: Pick<StoreBuildProgress, 'estimatedSeconds'> | null | undefined,
  startedAtMs: number,
  nowMs: number,
): number {
  const total = build?.estimatedSeconds ?? DEFAULT_LAUNCH_COUNTDOWN_SECONDS;
  const elapsed = Number.isFinite(startedAtMs) ? Math.max(0, (nowMs - startedAtMs) / 1000) : 0;
  return Math.max(0, Math.ceil(total - elapsed));
}

/** m:ss, e.g. 247 → '4:07'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

import type { StoreBuildProgress } from '@encore/contracts';
import { useState } from 'react';
import { remainingLaunchSeconds } from '../lib/launch-countdown';
import { useNow } from '../../../lib/use-now';

/**
 * Seconds left of the store build, ticking every second: from the job's estimate and start time,
 * or — before the server has said when the build started — from when this screen opened.
 */
export function useLaunchCountdown(build: StoreBuildProgress | null | undefined): number {
  const [openedAt] = useState(() => Date.now());
  const now = useNow(1000);
  const startedAt = build ? Date.parse(build.startedAt) : Number.NaN;
  return remainingLaunchSeconds(build, Number.isFinite(startedAt) ? startedAt : openedAt, now);
}

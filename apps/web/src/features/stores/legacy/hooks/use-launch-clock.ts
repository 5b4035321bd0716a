import type { StoreBuildProgress } from '@encore/contracts';
import { useState } from 'react';
import { remainingLaunchSeconds } from '../../lib/launch-countdown';
import { launchProgressShare } from '../../lib/launch-progress';
import { useNow } from '../../../../lib/use-now';

/**
 * The launching banner's clock, ticking every second: seconds left and how far the build is
 * (0–1), from the build's start and estimate — or, before the server has said when the build
 * started, from when this screen opened.
 */
export function useLaunchClock(build: StoreBuildProgress | null | undefined) {
  const [openedAt] = useState(() => Date.now());
  const now = useNow(1000);
  const reported = build ? Date.parse(build.startedAt) : Number.NaN;
  const startedAt = Number.isFinite(reported) ? reported : openedAt;
  return {
    remaining: remainingLaunchSeconds(build, startedAt, now),
    progress: launchProgressShare(build, startedAt, now),
  };
}

import type { StoreBuildProgress } from '@encore/contracts';
import { LaunchingOverlay } from './launching-overlay';
import { formatCountdown } from '../lib/launch-countdown';
import { useLaunchCountdown } from '../hooks/use-launch-countdown';
import { launchChecklist } from '../lib/launch-checklist';

/** 'Launching Your Store' for the build in progress: its countdown, steps and last error. */
export function LaunchProgress({ build }: { build: StoreBuildProgress | null | undefined }) {
  const remaining = useLaunchCountdown(build);
  return (
    <LaunchingOverlay
      remaining={formatCountdown(remaining)}
      steps={launchChecklist(build)}
      error={build?.error}
      late={remaining === 0}
      retrying={build?.retrying === true}
    />
  );
}

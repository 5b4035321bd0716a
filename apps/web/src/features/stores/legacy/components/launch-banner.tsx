import type { StoreBuildProgress } from '@encore/contracts';
import { Rocket, TriangleAlert } from 'lucide-react';
import { BuildChecklist } from '../../components/build-checklist';
import { formatCountdown } from '../../lib/launch-countdown';
import { launchChecklist } from '../../lib/launch-checklist';
import { BUILD_SLOW_MESSAGE, BUILD_SLOW_TITLE } from '../hooks/use-build-polling';
import { useLaunchClock } from '../hooks/use-launch-clock';
import { ProgressBar } from '../../../../components/ui/progress-bar';

interface LaunchBannerProps {
  build: StoreBuildProgress | null | undefined;
  /** Polling stopped after its 30 checks (spec §4.4). */
  gaveUp: boolean;
}

/**
 * The legacy store screens' launching banner (spec §4.4): a countdown from the build's estimate
 * (247 s without one), a bar filled by the build's real progress, and its checklist.
 */
export function LaunchBanner({ build, gaveUp }: LaunchBannerProps) {
  const { remaining, progress } = useLaunchClock(build);
  const percent = Math.round(progress * 100);
  const late = gaveUp || remaining === 0;

  return (
    <section
      aria-labelledby="launch-banner-title"
      className="animate-fade-in rounded-3xl border border-primary/30 bg-linear-to-br from-primary/15 via-card/90 to-card/90 p-5 shadow-xl shadow-black/30 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <Rocket aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="launch-banner-title" className="text-base font-bold tracking-tight sm:text-lg">
              Launching Your Store
            </h2>
            <p className="text-sm text-muted-foreground">Your store is being created.</p>
          </div>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl" role="timer">
            {formatCountdown(remaining)}
          </p>
          <p className="text-xs text-muted-foreground">remaining</p>
        </div>
      </div>

      <ProgressBar label="Store build progress" percent={percent} className="mt-5" />
      <p className="mt-1.5 text-right text-xs text-muted-foreground tabular-nums">
        {percent}% complete
      </p>

      <BuildChecklist
        steps={launchChecklist(build)}
        label="Launch progress"
        className="mt-3 grid gap-x-6 sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-2"
      />

      {late && (
        <div className="mt-5 rounded-xl bg-muted/70 p-3 text-sm" role="status">
          <p className="font-semibold">{BUILD_SLOW_TITLE}</p>
          <p className="text-muted-foreground">{BUILD_SLOW_MESSAGE}</p>
        </div>
      )}
      {build?.error && (
        <p
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-xl bg-destructive/10 p-3 text-sm text-destructive"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{build.error}</span>
        </p>
      )}
    </section>
  );
}

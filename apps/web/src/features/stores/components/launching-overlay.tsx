import { Rocket, TriangleAlert } from 'lucide-react';
import { RESUMING_STEP } from '@encore/contracts';
import { BuildChecklist, type ChecklistStep } from './build-checklist';

interface LaunchingOverlayProps {
  /** The countdown, m:ss. */
  remaining: string;
  steps: readonly ChecklistStep[];
  /** Why the last attempt failed, while the build retries. */
  error?: string | null;
  /** Shown once the countdown has run out and the build is still going. */
  late?: boolean;
  /** The build is being taken back after the process running it stopped. */
  retrying?: boolean;
}

/** The card over a store that is being built (spec §2.7): countdown and the build's checklist. */
export function LaunchingOverlay({
  remaining,
  steps,
  error,
  late,
  retrying,
}: LaunchingOverlayProps) {
  return (
    <section
      aria-labelledby="launching-title"
      className="w-full max-w-sm animate-fade-in rounded-3xl border border-primary/30 bg-card/95 p-6 text-center shadow-2xl shadow-black/60 backdrop-blur-xl"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Rocket aria-hidden="true" className="size-7" />
      </span>
      <h2 id="launching-title" className="mt-4 text-xl font-bold tracking-tight">
        Launching Your Store
      </h2>
      <p className="mt-3 text-4xl font-bold tracking-tight tabular-nums" role="timer">
        {remaining}
      </p>
      <p className="text-sm text-muted-foreground">remaining</p>

      {late && (
        <div className="mt-4 rounded-xl bg-muted/70 p-3 text-sm" role="status">
          <p className="font-semibold">Store Build Taking Longer</p>
          <p className="text-muted-foreground">
            Your store is still being created. Please check back in a few minutes.
          </p>
        </div>
      )}

      {retrying && (
        <p className="mt-4 rounded-xl bg-muted/70 p-3 text-sm font-medium" role="status">
          {RESUMING_STEP}
        </p>
      )}

      <div className="mt-6 border-t border-border pt-5">
        <BuildChecklist steps={steps} label="Launch progress" />
      </div>

      {error && (
        <p
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-xl bg-destructive/10 p-3 text-left text-sm text-destructive"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </section>
  );
}

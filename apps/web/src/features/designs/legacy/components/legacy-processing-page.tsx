import { Clock } from 'lucide-react';
import { EncoreLogo } from '../../../../components/brand/encore-logo';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useProcessingStatus } from '../../api/get-processing-status';
import { useLegacyProcessingChecks } from '../hooks/use-legacy-processing-checks';
import { useProcessingEstimate } from '../hooks/use-processing-estimate';
import {
  STAGE_TITLES,
  formatMinutesSeconds,
  hasFailed,
  percentOf,
  stageIndexOf,
  stageStates,
  statusMessageOf,
} from '../lib/processing-display';
import { ProcessingStageCard } from './processing-stage-card';

/**
 * /processing (spec §2.4, §4.2): the design job's real progress — its stage, percent, status
 * line and an estimate from its pace — while the checks of §4.2 decide when to go to /main.
 */
export function LegacyProcessingPage() {
  useDocumentTitle('Creating your designs');
  const { lastError } = useLegacyProcessingChecks();
  const { data: status, dataUpdatedAt } = useProcessingStatus();
  const percent = percentOf(status);
  const states = stageStates(stageIndexOf(status));
  const message = statusMessageOf(status);
  const secondsLeft = useProcessingEstimate(percent, status ? dataUpdatedAt : 0);
  const ready = percent >= 100;
  const failed = hasFailed(status);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-2xl items-center justify-center px-5">
        <EncoreLogo />
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 animate-fade-in flex-col justify-center px-5 pb-16">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Creating your designs
          </h1>
          <p className="mt-3 text-base leading-7 text-muted-foreground">
            We&apos;re turning your music into merch: designs first, then product mockups.
          </p>
        </div>

        <ol aria-label="Stages" className="mt-10 grid gap-3 sm:grid-cols-3">
          {STAGE_TITLES.map((title, index) => (
            <ProcessingStageCard
              key={title}
              index={index}
              title={title}
              state={states[index] ?? 'pending'}
            />
          ))}
        </ol>

        <section
          aria-label="Progress"
          className="mt-6 rounded-2xl border border-border bg-card/70 p-5"
        >
          <div className="flex items-center justify-between gap-4 text-sm">
            <p
              aria-live="polite"
              className={
                ready
                  ? 'font-semibold text-emerald-400'
                  : failed
                    ? 'font-medium text-destructive'
                    : 'min-w-0 truncate font-medium'
              }
            >
              {message}
            </p>
            <span className="shrink-0 font-semibold text-primary tabular-nums">
              {Math.round(percent)}%
            </span>
          </div>
          <ProgressBar label="Design progress" percent={percent} className="mt-3 h-2.5" />
          {!ready && !failed && (
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              <span>
                Estimated completion:{' '}
                <span className="font-medium text-foreground tabular-nums">
                  {formatMinutesSeconds(secondsLeft)}
                </span>
              </span>
            </p>
          )}
          {lastError && (
            <p role="status" className="mt-3 text-xs text-muted-foreground">
              Couldn&apos;t check on your designs ({lastError}). Still trying…
            </p>
          )}
        </section>
      </main>
    </div>
  );
}

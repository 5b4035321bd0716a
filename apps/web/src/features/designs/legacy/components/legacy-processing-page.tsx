import { Clock } from 'lucide-react';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useProcessingStatus } from '../../api/get-processing-status';
import { ProcessingFrame, ProgressPanel } from '../../components/processing-frame';
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
    <ProcessingFrame widthClassName="max-w-2xl">
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

      <ProgressPanel
        message={message}
        messageClassName={
          ready
            ? 'font-semibold text-emerald-400'
            : failed
              ? 'font-medium text-destructive'
              : 'min-w-0 truncate font-medium'
        }
        percent={percent}
        barLabel="Design progress"
        className="mt-6"
      >
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
      </ProgressPanel>
    </ProcessingFrame>
  );
}

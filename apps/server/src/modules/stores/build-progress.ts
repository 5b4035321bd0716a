// The 'Launching Your Store' checklist from the build's real steps (spec §2.7): the steps the job
// recorded are done, the first one it has not is under way, the rest wait.
import {
  STORE_BUILD_STEPS,
  type StoreBuildProgress,
  type StoreBuildStepId,
} from '@encore/contracts';
import type { StoreRow } from '../../db/schema/index.ts';

export type BuildRecord = Pick<
  StoreRow,
  'completedSteps' | 'buildStartedAt' | 'buildEstimateSeconds' | 'buildError'
>;

/** `retrying`: the build is taken back after the process running it stopped (decision 056). */
export function buildProgress(store: BuildRecord, retrying = false): StoreBuildProgress {
  const done = new Set<StoreBuildStepId>(store.completedSteps);
  const active = STORE_BUILD_STEPS.find((step) => !done.has(step.id))?.id;
  return {
    steps: STORE_BUILD_STEPS.map((step) => ({
      id: step.id,
      label: step.label,
      status: done.has(step.id) ? 'done' : step.id === active ? 'active' : 'pending',
    })),
    startedAt: store.buildStartedAt.toISOString(),
    estimatedSeconds: store.buildEstimateSeconds,
    error: store.buildError,
    ...(retrying ? { retrying } : {}),
  };
}

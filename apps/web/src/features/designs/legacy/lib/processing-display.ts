import { PROCESSING_STAGES, type ProcessingStatus } from '@encore/contracts';

// What /processing shows (spec §2.4), computed from the design job's real status rather than
// the spec's timed animation: the stage cards, the bar, the status line and the estimate.

export type StageState = 'pending' | 'active' | 'completed';

export const STAGE_TITLES = ['Music Analysis', 'Design Generation', 'Product Mockups'] as const;

/** Spec §2.4's status lines, shown in order while the job has not said anything yet. */
export const STATUS_MESSAGES = [
  'Analysing genre and mood',
  'Extracting colour palette from album art',
  'Generating typography',
  'Applying designs to merchandise templates',
  'Optimising print quality',
  'Finalising collection',
] as const;

/** The line of STATUS_MESSAGES each stage starts with. */
const STAGE_FIRST_MESSAGE = [0, 2, 3] as const;

export const READY_MESSAGE = 'Your designs are ready! Redirecting...';
/** The job gave up (its retries are used up) before the first designs were ready. */
export const FAILED_MESSAGE = "We couldn't finish your designs. Please try again later.";

type StatusView = Pick<ProcessingStatus, 'progress' | 'stage' | 'isComplete' | 'currentStep'> &
  Partial<Pick<ProcessingStatus, 'generationStatus'>>;

/** The job failed for good without the first designs: no estimate, and the screen says so. */
export function hasFailed(status: StatusView | undefined): boolean {
  return status?.generationStatus === 'failed' && !status.isComplete;
}

/** The bar's percent: the job's progress, 100 once the first designs are ready. */
export function percentOf(status: StatusView | undefined): number {
  if (!status) return 0;
  if (status.isComplete) return 100;
  const progress = typeof status.progress === 'number' ? status.progress : 0;
  return Math.min(100, Math.max(0, progress));
}

/** Index of the current stage (0–2); all three done (3) once the designs are ready. */
export function stageIndexOf(status: StatusView | undefined): number {
  if (!status) return 0;
  if (status.isComplete || percentOf(status) >= 100) return PROCESSING_STAGES.length;
  const index = status.stage ? PROCESSING_STAGES.indexOf(status.stage) : 0;
  return Math.max(0, index);
}

/** Spec §2.4: completed below the current stage, active at it, pending after it. */
export function stageStates(current: number): StageState[] {
  return STAGE_TITLES.map((_, index) =>
    index < current ? 'completed' : index === current ? 'active' : 'pending',
  );
}

/**
 * The status line: the job's own words for what it is doing (they follow spec §2.4's list);
 * before it has any, the list's line for the current stage.
 */
export function statusMessageOf(status: StatusView | undefined): string {
  if (percentOf(status) >= 100) return READY_MESSAGE;
  if (hasFailed(status)) return FAILED_MESSAGE;
  const step = status?.currentStep;
  if (typeof step === 'string' && step.trim() !== '') return step;
  return STATUS_MESSAGES[STAGE_FIRST_MESSAGE[stageIndexOf(status)] ?? 0] ?? STATUS_MESSAGES[0];
}

/** One reading of the bar: when (ms) and how far (percent). */
export interface ProgressSample {
  at: number;
  percent: number;
}

/** Before the job has moved twice there is no rate: spec §4.2's starting estimate. */
export const DEFAULT_ESTIMATE_SECONDS = 150;

/**
 * Seconds left, from the rate the job has actually moved at since this screen first saw it
 * (first and last samples), counted down from the last sample to `now`. Without a rate yet the
 * spec's 150 s, counted down from the first sample. Never below 0; 0 once at 100 %.
 */
export function estimateSecondsLeft(samples: readonly ProgressSample[], now: number): number {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return DEFAULT_ESTIMATE_SECONDS;
  if (last.percent >= 100) return 0;
  const moved = last.percent - first.percent;
  const took = last.at - first.at;
  if (moved <= 0 || took <= 0) {
    return Math.max(0, Math.round(DEFAULT_ESTIMATE_SECONDS - (now - first.at) / 1000));
  }
  const secondsPerPercent = took / 1000 / moved;
  const atLast = (100 - last.percent) * secondsPerPercent;
  return Math.max(0, Math.round(atLast - (now - last.at) / 1000));
}

/** m:ss, as the estimate is shown (spec §2.4). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

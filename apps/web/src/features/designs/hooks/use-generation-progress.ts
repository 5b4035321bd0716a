import { useEffect, useState } from 'react';
import { RESUMING_STEP } from '@encore/contracts';
import {
  SIMULATED_TICK_MS,
  initialSimulatedProgress,
  nextSimulatedProgress,
  processingMessages,
} from '../lib/simulated-progress';

/** Real progress as the server reports it (e.g. getProcessingStatus: progress, currentStep). */
export interface ProgressReport {
  /** 0–100; null or absent while the server has nothing to say. */
  progress?: number | null;
  /** What the server is doing now; a number is a step index. */
  currentStep?: string | number | null;
  /** The job is being taken back after a crash, or waits for a retry: say so, not a stale step. */
  retrying?: boolean | null;
}

export interface GenerationProgress {
  /** 0–100 (not rounded; the screen rounds for display). */
  percent: number;
  message: string;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

function messageFor(step: ProgressReport['currentStep']): string | null {
  if (typeof step === 'string' && step.trim() !== '') return step;
  if (typeof step === 'number' && Number.isInteger(step)) {
    return processingMessages[Math.min(Math.max(step, 0), processingMessages.length - 1)] ?? null;
  }
  return null;
}

/**
 * The processing screen's bar and status line. With a `report` carrying a progress number it
 * shows that (the designs issue passes getProcessingStatus here); without one it runs the
 * spec's stand-in (§2.7): random steps up to 90 % every 2 s, five rotating messages.
 */
export function useGenerationProgress(report?: ProgressReport | null): GenerationProgress {
  const real = typeof report?.progress === 'number' && Number.isFinite(report.progress);
  const [simulated, setSimulated] = useState(initialSimulatedProgress);

  useEffect(() => {
    if (real) return;
    const timer = setInterval(
      () => setSimulated((current) => nextSimulatedProgress(current)),
      SIMULATED_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [real]);

  const simulatedMessage = processingMessages[simulated.messageIndex] ?? processingMessages[0];
  if (real && typeof report?.progress === 'number') {
    return {
      percent: clampPercent(report.progress),
      message: report.retrying
        ? RESUMING_STEP
        : (messageFor(report.currentStep) ?? simulatedMessage),
    };
  }
  return { percent: simulated.percent, message: simulatedMessage };
}

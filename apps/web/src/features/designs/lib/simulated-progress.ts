// Spec §2.7 processing: until real progress is reported, the bar rises by random steps up to
// 90 % every 2 s while five status messages rotate. Pure, so the rule is tested without timers.

export const SIMULATED_TICK_MS = 2_000;
export const SIMULATED_CAP = 90;
const MIN_STEP = 2;
const MAX_STEP = 8;

export const processingMessages = [
  'Analyzing your music...',
  'Picking colors from your artwork...',
  'Generating your merch designs...',
  'Setting up your store...',
  'Preparing your dashboard...',
] as const;

export interface SimulatedProgress {
  percent: number;
  /** Index into processingMessages. */
  messageIndex: number;
}

export const initialSimulatedProgress: SimulatedProgress = { percent: 0, messageIndex: 0 };

/** One 2 s tick: a random step of 2–8 points, capped at 90, and the next message. */
export function nextSimulatedProgress(
  current: SimulatedProgress,
  random: () => number = Math.random,
): SimulatedProgress {
  const step = MIN_STEP + random() * (MAX_STEP - MIN_STEP);
  return {
    percent: Math.min(SIMULATED_CAP, current.percent + step),
    messageIndex: (current.messageIndex + 1) % processingMessages.length,
  };
}

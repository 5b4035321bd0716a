// How long a store build will take, for the overlay's countdown (spec §2.7 shows 4:07 only when
// the build has no estimate of its own). Recent builds on this server are the best guide; a
// formula from the work to do stands in until there are enough of them.

/** Finished builds needed before their median is trusted over the formula. */
export const MIN_SAMPLES = 3;
/** Fixed part of a build: structure (banner, colour), payments, settings. */
const BASE_SECONDS = 4;
/** Per design: five products written. */
const PER_DESIGN_SECONDS = 1;
/**
 * Per design still waiting for its print file from the designs job, which draws the first
 * designs' print files right after them (about 1–2.5 s each on 2 cores, two at a time).
 */
const PER_MISSING_PRINT_SECONDS = 5;
const MIN_SECONDS = 5;
const MAX_SECONDS = 15 * 60;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export function estimateBuildSeconds(input: {
  /** Durations of recent successful builds, in seconds. */
  recentSeconds: readonly number[];
  designs: number;
  /** Chosen designs whose print file is not made yet. */
  missingPrints: number;
}): number {
  const recent = input.recentSeconds.length >= MIN_SAMPLES ? median(input.recentSeconds) : null;
  const base = recent ?? BASE_SECONDS + PER_DESIGN_SECONDS * input.designs;
  const total = base + PER_MISSING_PRINT_SECONDS * input.missingPrints;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, Math.ceil(total)));
}

import { z } from 'zod';

/** The three stage cards of the processing screen (spec §2.4), in order. */
export const PROCESSING_STAGES = [
  'music-analysis',
  'design-generation',
  'product-mockups',
] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/**
 * Where the designs job is: queued (or not requested yet), running, ready (the first designs are
 * out: isComplete), complete (every design and print file), failed (gave up before the first).
 */
export const GENERATION_STATUSES = ['queued', 'running', 'ready', 'complete', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/**
 * Processing status (spec §3), polled by getProcessingStatus from both generations' processing
 * screens. `stage` and `generationStatus` are Encore's additions; older senders omit them.
 */
export const processingStatusSchema = z.object({
  /** Designs whose mockups are ready. */
  userDesignsCount: z.number().int().nonnegative(),
  /** Encore sends the user's v2 state: new, onboarded or app. */
  onboardStatus: z.string().nullish(),
  /** 0–100 towards the first designs being ready (Encore's are real, not animated). */
  progress: z.number().nullish(),
  /** A status line for the screen, e.g. 'Extracting colour palette from artist image'. */
  currentStep: z.union([z.string(), z.number()]).nullish(),
  /** The first designs (4, spec §9) are ready with their mockups: go to the designs. */
  isComplete: z.boolean(),
  stage: z.enum(PROCESSING_STAGES).nullish(),
  generationStatus: z.enum(GENERATION_STATUSES).nullish(),
  /**
   * The designs job is being taken back after the process running it stopped, or waits for a
   * retry: the screen says so (RESUMING_STEP) instead of showing a step that is not moving.
   * Encore's addition; absent means no.
   */
  retrying: z.boolean().optional(),
});

/** What the screens say while a job is taken back after a crash or waits for its retry. */
export const RESUMING_STEP = 'Picking up where we left off…';

export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/** Legacy processing counts the user's designs as ready from this many (spec §9). */
export const LEGACY_READY_DESIGN_COUNT = 2;

import { z } from 'zod';
import { storeDataSchema } from './store-data.ts';

// Building the store: what the legacy poller reads, and the steps and progress the v2 launch
// overlay follows.

/**
 * Build status (spec §3, polled by buildStoreStatus). `status` is 'ready' or 'processing' when
 * things go well; any other value is an unexpected status that the poller counts as a miss.
 */
export const buildStatusSchema = z.object({
  status: z.string(),
  storeData: storeDataSchema.partial().nullish(),
});
export type BuildStatus = z.infer<typeof buildStatusSchema>;

/**
 * The store build's steps, in order: the checklist of the 'Launching Your Store' overlay (spec
 * §2.7). The build job records each as it finishes, so the checklist follows real work.
 */
export const STORE_BUILD_STEPS = [
  { id: 'structure', label: 'Creating store structure' },
  { id: 'products', label: 'Uploading products' },
  { id: 'payments', label: 'Configuring payment gateway' },
  { id: 'settings', label: 'Finalizing store settings' },
] as const;
export type StoreBuildStepId = (typeof STORE_BUILD_STEPS)[number]['id'];
export const storeBuildStepIdSchema = z.enum(['structure', 'products', 'payments', 'settings']);

/** The countdown the overlay starts from when the build has no estimate of its own (spec §9). */
export const DEFAULT_LAUNCH_COUNTDOWN_SECONDS = 247;

/** Where a store build is (get-store-data `build`, present while processing or after a failure). */
export const storeBuildProgressSchema = z.object({
  steps: z.array(
    z.object({
      id: storeBuildStepIdSchema,
      label: z.string(),
      status: z.enum(['done', 'active', 'pending']),
    }),
  ),
  /** When the build started (ISO). */
  startedAt: z.string(),
  /** The job's own estimate of the whole build, in seconds; null when it has none. */
  estimatedSeconds: z.number().int().nonnegative().nullable(),
  /** Why the last attempt failed, while the job retries or after it gave up. */
  error: z.string().nullable(),
  /** The build is being taken back after the process running it stopped (Encore's addition). */
  retrying: z.boolean().optional(),
});
export type StoreBuildProgress = z.infer<typeof storeBuildProgressSchema>;

// Live progress (issue 13): one server-sent-events stream per signed-in tab at LIVE_EVENTS_PATH,
// authenticated with the same bearer token as the workflow calls. Each event says that something
// a screen polls has changed, with enough to act on at once; the screens then read the call they
// already poll, so what they show is still exactly that call's answer. Polling stays as the
// fallback whenever the stream is down.
import { z } from 'zod';
import { GENERATION_STATUSES } from './designs/index.ts';
import { storeBuildStepIdSchema } from './stores/index.ts';

export const LIVE_EVENTS_PATH = '/api/events';

/** Sent first on every stream: the stream is open and subscribed. */
export const LIVE_READY_EVENT = 'ready';
/** A design job wrote progress: getProcessingStatus, v2/designs and getDesignsAndMocks changed. */
export const DESIGN_PROGRESS_EVENT = 'design-progress';
/** A store build finished a step, went live or failed: get-store-data and buildStoreStatus changed. */
export const STORE_BUILD_EVENT = 'store-build';

/** Milliseconds since the epoch on the server when the event was published (latency checks). */
const publishedAt = z.number();

export const liveReadyEventSchema = z.object({ at: publishedAt });

export const designProgressEventSchema = z.object({
  /** Which job: the first generation (the processing screens), a regenerate or a replacement. */
  job: z.enum(['generate', 'regenerate', 'replace']),
  /** The generation's status after this step; null for regenerate and replace. */
  generationStatus: z.enum(GENERATION_STATUSES).nullable(),
  /** 0–100 towards the first designs, as getProcessingStatus reports it; null when not known. */
  progress: z.number().nullable(),
  currentStep: z.string().nullable(),
  at: publishedAt,
});

export const storeBuildEventSchema = z.object({
  storeId: z.string(),
  /** The step just completed; null when the event is about the whole build (failure). */
  step: storeBuildStepIdSchema.nullable(),
  /** processing: still building (a step done, or a retry coming); ready: live; failed: gave up. */
  state: z.enum(['processing', 'ready', 'failed']),
  at: publishedAt,
});

export const liveEventSchemas = {
  [LIVE_READY_EVENT]: liveReadyEventSchema,
  [DESIGN_PROGRESS_EVENT]: designProgressEventSchema,
  [STORE_BUILD_EVENT]: storeBuildEventSchema,
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEventData<N extends LiveEventName> = z.infer<(typeof liveEventSchemas)[N]>;
export type DesignProgressEvent = LiveEventData<typeof DESIGN_PROGRESS_EVENT>;
export type StoreBuildEvent = LiveEventData<typeof STORE_BUILD_EVENT>;

/** A parsed event off the stream, by name. */
export type LiveEvent = {
  [N in LiveEventName]: { name: N; data: LiveEventData<N> };
}[LiveEventName];

export function isLiveEventName(name: string): name is LiveEventName {
  return Object.hasOwn(liveEventSchemas, name);
}

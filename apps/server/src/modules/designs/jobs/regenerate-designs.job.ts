// `designs.regenerate`: fresh variations of the design for one of the user's tracks (the
// v2/regenerate-design call). Keyed by the request: a retry makes the same designs, a second
// request makes new ones.
import { z } from 'zod';
import { DESIGN_PROGRESS_EVENT, REGENERATE_VARIATIONS } from '@encore/contracts';
import { tracksToRedraw } from '../engine-tracks.ts';
import { defineJob, type JobHandler } from '../../../jobs/define-job.ts';
import { makeBatchDesigns, makeBatchPrintFiles } from '../batch-designs.ts';
import { batchContext, type GenerateDesignsDeps } from './generate-designs.job.ts';
import { findGeneration } from '../repository.ts';

export const regenerateDesignsJob = defineJob({
  name: 'designs.regenerate',
  payload: z.object({
    userId: z.string().min(1),
    spotifyId: z.string().min(1),
    trackName: z.string().min(1),
    /** Seeds the variations; one per request. */
    requestId: z.string().min(1),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 10 * 60,
});

export const regenerateSeed = (requestId: string) => `again:${requestId}`;

/** The designs changed (new ones to show); the job has no progress of its own to report. */
const CHANGED = {
  job: 'regenerate',
  generationStatus: null,
  progress: null,
  currentStep: null,
} as const;

export function createRegenerateDesignsHandler(
  deps: GenerateDesignsDeps,
): JobHandler<typeof regenerateDesignsJob> {
  const { db } = deps.database;
  return async ({ userId, spotifyId, trackName, requestId }, { logger }) => {
    const run = await findGeneration(db, userId, spotifyId);
    if (!run?.plan) {
      logger.warn({ userId, spotifyId }, 'regeneration for a user with no designs; nothing to do');
      return;
    }
    const context = batchContext(deps, {
      userId,
      spotifyId,
      artist: { ...run.plan.artist },
      image: await deps.catalog.getArtistImage(spotifyId),
    });
    const batch = {
      seed: regenerateSeed(requestId),
      tracks: tracksToRedraw(trackName, run.plan.artist.name),
      count: REGENERATE_VARIATIONS,
    };
    await makeBatchDesigns(context, batch);
    await deps.liveEvents.publish(userId, DESIGN_PROGRESS_EVENT, CHANGED);
    await makeBatchPrintFiles(context, batch);
  };
}

// Works `designs.generate`: the first designs with their mockups (so the screens fill quickly and
// the user enters the app), then their print files (a store launched from them waits for those),
// then one design per further top track and its print files. Progress is written to
// design_generations as it goes.
import { createHash } from 'node:crypto';
import type { ArtistInput } from '@encore/design-engine';
import { z } from 'zod';
import { DESIGN_PROGRESS_EVENT, RESUMING_STEP } from '@encore/contracts';
import { defineJob, type JobHandler, type JobLogger } from '../../../jobs/define-job.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { FileStorage } from '../../../storage/index.ts';
import type { LiveEventPublisher } from '../../../shared/live-events.ts';
import type { MusicCatalog } from '../../catalog/index.ts';
import { findUserState, markInApp } from '../../accounts/index.ts';
import type { DesignGenerationRow } from '../../../db/schema/index.ts';
import {
  makeBatchDesigns,
  makeBatchPrintFiles,
  type BatchCallbacks,
  type BatchContext,
} from '../batch-designs.ts';
import { planGeneration, plannedCount, type GenerationPlan } from '../generation-plan.ts';
import { announcePrintFile } from '../print-file-signal.ts';
import { progressOf, type Progress } from '../progress.ts';
import { recordFailure, saveProgress, savePlan, startGeneration } from '../repository.ts';

/**
 * Generates a newly admitted user's designs and mockups from their artist's music.
 * Sent by onboarding when a user is admitted; keyed by user, so sending it twice is harmless.
 */
export const generateDesignsJob = defineJob({
  name: 'designs.generate',
  payload: z.object({
    userId: z.string().min(1),
    /** The artist the designs are for (Spotify id). */
    spotifyId: z.string().min(1),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
});

/**
 * The user's designs job id (a UUID, version 5 layout, fixed by the user id): two concurrent
 * requests insert one job, and the progress read finds it without a search.
 */
export function generateDesignsJobId(userId: string): string {
  const hash = createHash('sha256').update(`${generateDesignsJob.queue}:${userId}`).digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The shared services the design jobs use. */
export interface GenerateDesignsDeps {
  database: Database;
  catalog: MusicCatalog;
  storage: FileStorage;
  config: Pick<Config, 'designs'>;
  /** Tells the user's open screens each step (GET /api/events). */
  liveEvents: LiveEventPublisher;
}

/** A batch's context: the user's artist and picture, with the services a batch writes through. */
export function batchContext(
  deps: GenerateDesignsDeps,
  batch: Pick<BatchContext, 'userId' | 'spotifyId' | 'artist' | 'image'>,
): BatchContext {
  const { db, notifications } = deps.database;
  return {
    db,
    storage: deps.storage,
    config: deps.config.designs,
    printFileStored: () => announcePrintFile(notifications, batch.userId),
    ...batch,
  };
}

export interface GenerationHooks {
  /** Called after each design gets its mockups; throwing interrupts the job (tests). */
  afterDesignReady?: BatchCallbacks['afterDesignReady'];
  /** Called after progress is written (benchmarks time the stages with it). */
  onProgress?(progress: Progress, status: DesignGenerationRow['status'] | undefined): void;
}

/** The artist is not in the catalog: no retry will find them. */
class ArtistGoneError extends Error {}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createGenerateDesignsHandler(
  deps: GenerateDesignsDeps,
  hooks: GenerationHooks = {},
): JobHandler<typeof generateDesignsJob> {
  const { db } = deps.database;

  async function loadPlan(run: DesignGenerationRow, userId: string): Promise<GenerationPlan> {
    if (run.plan) return run.plan;
    const [artist, tracks] = await Promise.all([
      deps.catalog.getArtist(run.spotifyId),
      deps.catalog.getTopTracks(run.spotifyId),
    ]);
    if (!artist) throw new ArtistGoneError(`artist ${run.spotifyId} is not in the catalog`);
    const { firstCount, maxCount } = deps.config.designs;
    return savePlan(db, run.id, planGeneration({ userId, artist, tracks, firstCount, maxCount }));
  }

  async function generate(
    run: DesignGenerationRow,
    userId: string,
    attempt: number,
    logger: JobLogger,
  ) {
    const startedAt = performance.now();
    const since = () => Math.round(performance.now() - startedAt);
    let firstDesignMs: number | undefined;
    const firstTime = run.readyAt === null;
    const tell = (step: Progress, status: DesignGenerationRow['status'] = 'running') =>
      deps.liveEvents.publish(userId, DESIGN_PROGRESS_EVENT, {
        job: 'generate',
        generationStatus: status,
        progress: step.progress,
        currentStep: step.currentStep,
      });
    const report = async (step: Progress, status?: DesignGenerationRow['status']) => {
      await saveProgress(db, run.id, step, status);
      hooks.onProgress?.(step, status);
      // 'ready' is told once the user is in the app (below), which is what the screens wait for.
      if (status !== 'ready') await tell(step, status);
    };
    // A retry after the first designs were out does not send the processing bar back; one
    // before says it is picking up, until it gets past where the last attempt got (the designs
    // already drawn are kept, so it catches up quickly).
    const floor = attempt > 1 ? run.progress : -1;
    const progress = async (step: Progress) => {
      if (firstTime && step.progress > floor) await report(step);
    };
    if (firstTime && attempt > 1) {
      await report({ stage: run.stage, progress: run.progress, currentStep: RESUMING_STEP });
    }
    await progress(progressOf.analysing());
    const plan = await loadPlan(run, userId);
    await progress(progressOf.palette());
    const image = await deps.catalog.getArtistImage(run.spotifyId);
    if (!image) logger.info({ spotifyId: run.spotifyId }, 'no artist picture: designing without');

    const artist: ArtistInput = { ...plan.artist };
    const context = batchContext(deps, { userId, spotifyId: run.spotifyId, artist, image });
    const [first, ...rest] = plan.batches;
    if (!first) throw new Error('a generation plan has at least one batch');
    const total = plannedCount(plan);

    // The mockup scenes are drawn once per process; draw them while the designs are.
    // The engine is imported by the first job that draws, not with the web process (decision 050).
    const { prepareMockups } = await import('@encore/design-engine');
    const warmed = prepareMockups(deps.config.designs.mockupWidth);
    // Awaited below; until then a failure must not count as unhandled.
    warmed.catch(() => undefined);
    await progress(progressOf.designing());
    await makeBatchDesigns(context, first, {
      onDesigned: async () => {
        await warmed;
        await progress(progressOf.mockups(0, first.count));
      },
      onMockups: (done, of) => {
        firstDesignMs ??= since();
        return progress(progressOf.mockups(done, of));
      },
      afterDesignReady: hooks.afterDesignReady,
    });
    await warmed;
    await report(progressOf.ready(), 'ready');
    if (await markInApp(db, userId))
      logger.info(
        { userId, firstDesignMs, ms: since() },
        'first designs ready: user is in the app',
      );
    await tell(progressOf.ready(), 'ready');

    // The first designs' print files next: an artist may launch a store from them at once, and
    // the build waits for its designs' print files (each is announced as it is stored).
    await report(progressOf.printFiles(0, total));
    await makeBatchPrintFiles(context, first);
    logger.info({ userId, ms: since() }, 'print files of the first designs stored');
    let made = first.count;
    for (const batch of rest) {
      await report(progressOf.more(made, total));
      await makeBatchDesigns(context, batch, { afterDesignReady: hooks.afterDesignReady });
      await report(progressOf.printFiles(made, total));
      await makeBatchPrintFiles(context, batch);
      made += batch.count;
    }
    await report(progressOf.complete(total), 'complete');
  }

  return async ({ userId, spotifyId }, { attempt, logger }) => {
    if ((await findUserState(db, userId)) === undefined) {
      logger.warn({ userId }, 'designs requested for a user who is gone; nothing to do');
      return;
    }
    const run = await startGeneration(db, userId, spotifyId);
    if (run.status === 'complete') {
      logger.info({ userId, spotifyId }, 'designs already complete');
      return;
    }
    const startedAt = performance.now();
    try {
      await generate(run, userId, attempt, logger);
      logger.info({ userId, ms: Math.round(performance.now() - startedAt) }, 'designs generated');
    } catch (error) {
      const final = error instanceof ArtistGoneError || attempt > generateDesignsJob.retryLimit;
      await recordFailure(db, run.id, describe(error), final);
      await deps.liveEvents.publish(userId, DESIGN_PROGRESS_EVENT, {
        job: 'generate',
        // 'failed' only if the first designs never came out: the screens read which it is.
        generationStatus: null,
        progress: null,
        currentStep: null,
      });
      // Retrying cannot bring an artist back: finish the job, failed, instead.
      if (error instanceof ArtistGoneError) {
        logger.warn({ userId, spotifyId }, error.message);
        return;
      }
      throw error;
    }
  };
}

// A build whose print-file wait ran out asks why before it hands over to a retry (decision 056):
// while a design job is waiting or running on a live worker, it waits on (retries); when none is,
// the files will never come from a job, so the build makes them itself.
import type { DesignRow, StoreRow } from '../../../db/schema/index.ts';
import type { JobLogger } from '../../../jobs/define-job.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import {
  designJobs,
  makeMissingPrintFiles,
  printFileRescue,
  type GenerateDesignsDeps,
} from '../../designs/index.ts';

export type PrintFileRescueDeps = GenerateDesignsDeps & {
  queue: Pick<JobQueue, 'hasLiveJob'>;
};

/** Makes the missing print files unless a live design job will; true if it made them. */
export function rescuePrintFiles(
  deps: PrintFileRescueDeps,
  store: Pick<StoreRow, 'id' | 'userId'>,
  logger: JobLogger,
): (designs: DesignRow[]) => Promise<boolean> {
  return async (designs) => {
    const rescues = await printFileRescue(deps, store.userId, designs);
    // Designs no job of Encore's could draw again: nothing to do here but wait.
    if (rescues === null || rescues.length === 0) return false;
    if (await deps.queue.hasLiveJob(designJobs, { userId: store.userId })) return false;
    const startedAt = performance.now();
    logger.warn(
      { storeId: store.id, batches: rescues.map((rescue) => rescue.batch.seed) },
      'no design job is making the print files: the build makes them',
    );
    await makeMissingPrintFiles(deps, store.userId, rescues);
    logger.info(
      { storeId: store.id, ms: Math.round(performance.now() - startedAt) },
      'print files made by the build',
    );
    return true;
  };
}

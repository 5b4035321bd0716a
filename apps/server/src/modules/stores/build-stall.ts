// A build that will never finish. The handler fails the store itself when its last attempt
// throws; a last attempt that dies any other way (expired after expireInSeconds, a crashed worker,
// recordBuildError throwing) or a job that is lost leaves the store processing for good. The
// store's readers and a relaunch check the job, and fail such a build so it can be launched again
// (a new build, so a new job id: pg-boss would ignore the old one while it holds it).
import type { BaseLogger } from 'pino';
import type { DbExecutor } from '../../db/client.ts';
import type { StoreRow } from '../../db/schema/index.ts';
import type { JobQueue, JobStatus } from '../../jobs/queue.ts';
import { buildJobId, buildStoreJob } from './jobs/build-store.job.ts';
import { failStalledBuild, findStore } from './repository.ts';

/** What get-store-data's build.error says of it (the web then offers the launch again). */
export const STALLED_BUILD_ERROR = 'The launch stopped unexpectedly. Please launch again.';

/** A launch queues its job just after writing the store: a job missing longer was lost. */
export const LOST_JOB_GRACE_SECONDS = 60;
/**
 * A build this old is given up even if its job looks alive (waiting for workers that are gone,
 * or attempts expiring one after another). Above the up to ~15 minutes of retries a healthy build
 * may spend waiting for print files (build-job.ts), so it is never cut short; a job that failed
 * or was lost is caught at once, without waiting for this.
 */
export const OVERDUE_MIN_SECONDS = 20 * 60;
/** ...and above this many times the build's own estimate. */
export const OVERDUE_ESTIMATE_FACTOR = 5;

export type StallReason = 'job-failed' | 'job-ended' | 'job-lost' | 'overdue';

export type StallFacts = Pick<StoreRow, 'status' | 'buildStartedAt' | 'buildEstimateSeconds'>;

/** Why the build will never finish, or null while it may (or is not under way). */
export function stallOf(
  store: StallFacts,
  job: Pick<JobStatus, 'state'> | null,
  now: Date,
): StallReason | null {
  if (store.status !== 'processing') return null;
  const ageSeconds = (now.getTime() - store.buildStartedAt.getTime()) / 1000;
  if (job === null) return ageSeconds > LOST_JOB_GRACE_SECONDS ? 'job-lost' : null;
  if (job.state === 'failed' || job.state === 'cancelled') return 'job-failed';
  // Completed, yet the store was not made ready: nothing will ever finish this build.
  if (job.state === 'completed') return 'job-ended';
  const limit = Math.max(
    OVERDUE_MIN_SECONDS,
    OVERDUE_ESTIMATE_FACTOR * (store.buildEstimateSeconds ?? 0),
  );
  return ageSeconds > limit ? 'overdue' : null;
}

export interface StallDeps {
  db: DbExecutor;
  queue: Pick<JobQueue, 'getJob'>;
  logger: Pick<BaseLogger, 'warn'>;
  now: () => Date;
}

/**
 * The store as it stands once a stalled build is failed: a store being built has its job looked
 * up, and if the build will never finish it becomes failed with STALLED_BUILD_ERROR. The write is
 * conditional on the same build still processing, so a build that just finished is left alone.
 */
export async function settleStalledBuild(
  deps: StallDeps,
  store: StoreRow | undefined,
): Promise<StoreRow | undefined> {
  if (store?.status !== 'processing') return store;
  const job = await deps.queue.getJob(buildStoreJob, buildJobId(store));
  const reason = stallOf(store, job, deps.now());
  if (reason === null) return store;
  const failed = await failStalledBuild(deps.db, store, STALLED_BUILD_ERROR);
  if (failed) {
    deps.logger.warn(
      { storeId: store.id, reason, jobState: job?.state ?? null },
      'store build stalled; failed it so the artist can launch again',
    );
    return failed;
  }
  // It moved on meanwhile (ready, failed or relaunched): report it as it is now.
  return findStore(deps.db, store.id);
}

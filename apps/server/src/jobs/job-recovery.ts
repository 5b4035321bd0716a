// How a queue takes back jobs left active by a process that died (decision 056), as queue.ts
// uses it: at start (the embedded owner), on the first work() (a worker's heartbeat and sweeps on
// PostgreSQL), around each job (its claim), and in the job facts the screens read.
import type { Database } from '../db/client.ts';
import type { JobLogger } from './define-job.ts';
import {
  hasLiveJob,
  isWorkerLost,
  recoverAllActiveJobs,
  wasRecovered,
  type RecoveredJob,
} from './stale-job-recovery.ts';
import { createWorkerHeartbeat, type WorkerHeartbeat } from './worker-heartbeats.ts';

/** How jobs left active by a process that died are taken back (decision 056). */
export interface JobRecoveryOptions {
  /**
   * `owner`: this process owns every job of the database (the embedded PGlite, locked to one
   * process), so the first queue started on it takes back every active job at once.
   * `heartbeat`: processes working jobs beat a row each; the jobs of one that stops are retried
   * by the others. Default: `owner` on PGlite, `heartbeat` on PostgreSQL.
   */
  mode?: 'owner' | 'heartbeat';
  /** A worker silent this long is dead (heartbeat: a sixth of it; sweeps: a third). Default 30. */
  workerTimeoutSeconds?: number;
}

export const DEFAULT_WORKER_TIMEOUT_SECONDS = 30;

/** Databases whose jobs were taken back at start, by this process (owner mode: once each). */
const ownedDatabases = new WeakSet<Database>();

export interface JobRecovery {
  /** After pg-boss starts: the owner takes back what its previous life left active. */
  atStart(): Promise<void>;
  /** Before the first worker subscribes: a heartbeat worker writes its row and starts beating. */
  atWork(): Promise<void>;
  /** Runs a job under this worker's claim, so others take it back if this process dies. */
  claimed(queue: string, jobId: string, run: () => Promise<void>): Promise<void>;
  /** Whether a job was put back after a crash, and whether its worker is lost right now. */
  facts(
    queue: string,
    job: { id: string; state: string; output: unknown },
  ): Promise<{ recovered: boolean; workerLost: boolean }>;
  hasLiveJob(queues: readonly string[], data: Record<string, string>): Promise<boolean>;
  /** After pg-boss stops: a graceful stop removes this worker's row; a hard one leaves it. */
  atStop(graceful: boolean): Promise<void>;
}

export function createJobRecovery(
  database: Database,
  schema: string,
  logger: JobLogger,
  options: JobRecoveryOptions & { onRecovered(jobs: RecoveredJob[]): Promise<void> },
): JobRecovery {
  const mode = options.mode ?? (database.backend === 'pglite' ? 'owner' : 'heartbeat');
  const timeoutSeconds = options.workerTimeoutSeconds ?? DEFAULT_WORKER_TIMEOUT_SECONDS;
  const rules = { deadAfterSeconds: timeoutSeconds, unclaimedGraceSeconds: timeoutSeconds };
  let heartbeat: WorkerHeartbeat | undefined;

  return {
    async atStart() {
      if (mode !== 'owner' || ownedDatabases.has(database)) return;
      ownedDatabases.add(database);
      const recovered = await recoverAllActiveJobs(database.pool, schema);
      if (recovered.length > 0) {
        logger.warn(
          { jobs: recovered.map(({ queue, id, state }) => ({ queue, id, state })) },
          'took back jobs left running when the server last stopped',
        );
      }
    },

    async atWork() {
      if (mode !== 'heartbeat' || heartbeat) return;
      heartbeat = createWorkerHeartbeat({
        pool: database.pool,
        schema,
        logger,
        rules,
        heartbeatMs: (timeoutSeconds * 1000) / 6,
        sweepMs: (timeoutSeconds * 1000) / 3,
        onRecovered: options.onRecovered,
      });
      await heartbeat.start();
    },

    async claimed(queue, jobId, run) {
      // The heartbeat of when the job started: a stop meanwhile must not lose its release.
      const claimedBy = heartbeat;
      await claimedBy?.claim(queue, jobId);
      try {
        await run();
      } finally {
        await claimedBy?.release(queue, jobId).catch((error: unknown) => {
          logger.warn({ err: error, queue, jobId }, 'releasing the job claim failed');
        });
      }
    },

    async facts(queue, job) {
      const underWay = job.state === 'retry' || job.state === 'active';
      const workerLost =
        job.state === 'active' &&
        mode === 'heartbeat' &&
        (await isWorkerLost(database.pool, schema, queue, job.id, rules));
      return { recovered: underWay && wasRecovered(job.output), workerLost };
    },

    hasLiveJob(queues, data) {
      return hasLiveJob(database.pool, schema, queues, data, mode === 'owner' ? 'owner' : rules);
    },

    async atStop(graceful) {
      const beating = heartbeat;
      heartbeat = undefined;
      await beating?.stop({ forget: graceful });
    },
  };
}

// The job queue: pg-boss 10 on the server's own database, through the server's own pg.Pool (one
// set of connections, and the same path on the embedded PGlite as on PostgreSQL). Payloads are
// checked against the job's zod schema when sent and again when worked.
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Database } from '../db/client.ts';
import type {
  JobDefinition,
  JobHandler,
  JobLogger,
  JobPayloadInput,
  JobPayloadSchema,
} from './define-job.ts';
import { retryCreateRace, startAlone } from './concurrent-start.ts';
import { createJobRecovery, type JobRecoveryOptions } from './job-recovery.ts';
import { createJobResultWrites } from './job-result-writes.ts';
import type { RecoveredJob } from './stale-job-recovery.ts';

export { DEFAULT_WORKER_TIMEOUT_SECONDS, type JobRecoveryOptions } from './job-recovery.ts';

export const JOB_SCHEMA = 'pgboss';
/** The notification channel a send wakes workers on; the payload is the queue's name. */
export const JOB_WAKE_CHANNEL = 'encore_job_wake';

export class JobPayloadError extends Error {
  override readonly name = 'JobPayloadError';
  readonly issues: z.core.$ZodIssue[];

  constructor(definition: JobDefinition, stage: 'send' | 'receive', error: z.ZodError) {
    const detail = error.issues
      .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
      .join('; ');
    super(`Invalid payload for job ${definition.queue} on ${stage}: ${detail}`);
    this.issues = error.issues;
  }
}

export interface SendJobOptions {
  /** Run no earlier than this date, or this many seconds from now. */
  startAfter?: Date | number;
  /** Sending again with the id of a job that exists creates nothing (send returns null). */
  id?: string;
  /** Higher runs first. */
  priority?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobStatus {
  id: string;
  state: JobState;
  /** Retries used so far. */
  retryCount: number;
  /** The handler's error when the last attempt failed. */
  output: unknown;
  /** Put back after its process died; it waits for, or runs, that retry (decision 056). */
  recovered?: boolean;
  /** Active, but its worker stopped beating: about to be put back (decision 056). */
  workerLost?: boolean;
}

export interface JobQueue {
  /** Installs or migrates pg-boss's tables (schema `pgboss`) on first use, then starts supervision. */
  start(): Promise<void>;
  /** Validates the payload and enqueues it. Resolves to the job id, or null when `id` exists. */
  send<Definition extends JobDefinition>(
    definition: Definition,
    payload: JobPayloadInput<Definition>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /**
   * Runs the handler for each job of the queue in this process: woken when a job is sent (in this
   * process, or any other on PostgreSQL), and polling every interval as the fallback.
   */
  work<Definition extends JobDefinition>(
    definition: Definition,
    handler: JobHandler<Definition>,
  ): Promise<void>;
  /** The job's state, also once pg-boss has archived it; null when it was never sent or is gone. */
  getJob(definition: JobDefinition, id: string): Promise<JobStatus | null>;
  /**
   * Whether a job of these definitions whose payload contains `data` is waiting to run or
   * running on a live worker (not one that died with it; decision 056).
   */
  hasLiveJob(definitions: readonly JobDefinition[], data: Record<string, string>): Promise<boolean>;
  /**
   * Stops polling; `graceful` (default) waits up to `timeoutMs` for running handlers first and
   * then removes this worker's heartbeat row.
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  logger: JobLogger;
  /** How often an idle worker looks for jobs unwoken (pg-boss minimum 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  recovery?: JobRecoveryOptions;
}

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const logger = options.logger.child({ component: 'jobs' });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const resultWrites = createJobResultWrites({
    schema: JOB_SCHEMA,
    run: (text, values) => database.pool.query(text, values),
    logger,
  });
  const boss = new PgBoss({
    db: { executeSql: resultWrites.executeSql },
    schema: JOB_SCHEMA,
  });
  // pg-boss emits 'error' for failures in its polling and maintenance loops; an EventEmitter
  // 'error' without a listener would crash the process. While the database is out of reach every
  // poll fails the same way: that is a warning (the outage itself is logged once, by availability).
  boss.on('error', (error) => {
    if (isDatabaseUnavailable(error))
      logger.warn({ err: error }, 'job queue: database unavailable');
    else logger.error({ err: error }, 'job queue error');
  });

  let started = false;
  const queues = new Map<string, Promise<void>>();
  const localWorkers = new Map<string, string[]>();

  let stopListening: Promise<() => void> | undefined;
  const wakeWorkers = (queueName: string) => {
    for (const workerId of localWorkers.get(queueName) ?? []) boss.notifyWorker(workerId);
  };

  // Jobs put back run now: wake this process's and every other's workers of their queues.
  const wakeRecovered = async (jobs: RecoveredJob[]) => {
    const retried = new Set(jobs.filter((job) => job.state === 'retry').map((job) => job.queue));
    for (const queueName of retried) {
      await database.notifications.notify(JOB_WAKE_CHANNEL, queueName);
    }
  };

  const recovery = createJobRecovery(database, JOB_SCHEMA, logger, {
    ...options.recovery,
    onRecovered: wakeRecovered,
  });

  const assertStarted = () => {
    if (!started) throw new Error('The job queue is not started: call queue.start() first');
  };

  const retryOptions = (definition: JobDefinition) => ({
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds,
  });

  // pg-boss 10 needs a queue to exist before jobs are sent to or fetched from it.
  const ensureQueue = (definition: JobDefinition): Promise<void> => {
    let created = queues.get(definition.queue);
    if (!created) {
      created = retryCreateRace(() =>
        boss.createQueue(definition.queue, { name: definition.queue, ...retryOptions(definition) }),
      );
      created.catch(() => queues.delete(definition.queue));
      queues.set(definition.queue, created);
    }
    return created;
  };

  const runJob = async <Schema extends JobPayloadSchema>(
    definition: JobDefinition<Schema>,
    handler: JobHandler<JobDefinition<Schema>>,
    job: PgBoss.JobWithMetadata<unknown>,
  ) => {
    const attempt = job.retryCount + 1;
    const jobLogger = logger.child({ job: definition.queue, jobId: job.id, attempt });
    const payloadSchema: Schema = definition.payload;
    const parsed = payloadSchema.safeParse(job.data);
    if (!parsed.success) {
      const error = new JobPayloadError(definition, 'receive', parsed.error);
      jobLogger.error({ err: error }, 'job payload rejected, failing it without retries');
      // A payload that does not parse now will not parse on a retry either.
      await database.pool.query(
        `UPDATE ${JOB_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`,
        [definition.queue, job.id],
      );
      throw error;
    }
    const startedAt = performance.now();
    // Under this worker's claim, so that others take it back if this process dies.
    await recovery.claimed(definition.queue, job.id, async () => {
      try {
        await handler(parsed.data, {
          jobId: job.id,
          attempt,
          logger: jobLogger,
        });
      } catch (error) {
        const willRetry = job.retryCount < job.retryLimit;
        jobLogger[willRetry ? 'warn' : 'error']({ err: error, willRetry }, 'job failed');
        throw error;
      }
    });
    jobLogger.debug({ ms: Math.round(performance.now() - startedAt) }, 'job done');
  };

  return {
    async start() {
      if (started) return;
      // On PostgreSQL other processes may be starting now too; PGlite has one process.
      if (database.backend === 'postgres') await startAlone(database.pool, () => boss.start());
      else await boss.start();
      await recovery.atStart();
      started = true;
      resultWrites.start();
    },

    async send(definition, payload, sendOptions = {}) {
      assertStarted();
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new JobPayloadError(definition, 'send', parsed.error);
      await ensureQueue(definition);
      const id = await boss.send(definition.queue, parsed.data, {
        ...retryOptions(definition),
        ...sendOptions,
      });
      // Wake the idle workers of this process (at once) and of every other (NOTIFY) instead of
      // at their next poll; the poll stays as the fallback for a lost signal.
      if (id !== null && sendOptions.startAfter === undefined) {
        await database.notifications.notify(JOB_WAKE_CHANNEL, definition.queue);
      }
      return id;
    },

    async work(definition, handler) {
      assertStarted();
      await ensureQueue(definition);
      stopListening ??= database.notifications.listen(JOB_WAKE_CHANNEL, wakeWorkers);
      await stopListening;
      await recovery.atWork();
      // Known once boss.work resolves, which is before its first job can finish.
      const self: { workerId?: string } = {};
      const workerId = await boss.work<unknown>(
        definition.queue,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          try {
            for (const job of jobs) await runJob(definition, handler, job);
          } finally {
            // Look for the next job at once rather than after a poll interval: jobs queued while
            // this one ran start now (pg-boss only skips its wait for a notified worker).
            if (self.workerId !== undefined) boss.notifyWorker(self.workerId);
          }
        },
      );
      self.workerId = workerId;
      localWorkers.set(definition.queue, [...(localWorkers.get(definition.queue) ?? []), workerId]);
    },

    async getJob(definition, id) {
      // Finished jobs move to the archive after a while; a caller asking how a job ended (a
      // stuck store build) must not mistake an archived failure for a job that never existed.
      const job = await boss.getJobById<unknown>(definition.queue, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        state: job.state,
        retryCount: job.retryCount,
        output: job.output,
        ...(await recovery.facts(definition.queue, job)),
      };
    },

    hasLiveJob(definitions, data) {
      return recovery.hasLiveJob(
        definitions.map((definition) => definition.queue),
        data,
      );
    },

    async stop({ graceful = true, timeoutMs = 30_000 } = {}) {
      if (!started) return;
      started = false;
      localWorkers.clear();
      const listening = stopListening;
      stopListening = undefined;
      (await listening)?.();
      try {
        await boss.stop({ graceful, timeout: timeoutMs, wait: true, close: false });
      } finally {
        // Results of jobs that outlive the stop are not written after it (job-result-writes.ts).
        resultWrites.stop();
      }
      // Only a graceful stop says goodbye: after a hard one, the others take the jobs back.
      await recovery.atStop(graceful);
    },
  };
}

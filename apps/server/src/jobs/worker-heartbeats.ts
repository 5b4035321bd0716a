// A job-working process on a shared PostgreSQL (decision 056): its row in job_workers, beaten
// every `heartbeatMs`; a claim per job it runs; and the supervisor every such process runs, which
// puts back the jobs of workers that stopped beating. A graceful stop deletes the row and claims.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';
import type { JobLogger } from './define-job.ts';
import {
  forgetDeadWorkers,
  recoverJobsOfDeadWorkers,
  type RecoveredJob,
  type StaleJobRules,
} from './stale-job-recovery.ts';

export interface WorkerHeartbeatOptions {
  pool: Pick<pg.Pool, 'query'>;
  schema: string;
  logger: JobLogger;
  rules: StaleJobRules;
  heartbeatMs: number;
  /** How often this process looks for dead workers' jobs. */
  sweepMs: number;
  /** Told of jobs put back (the queue wakes their workers). */
  onRecovered(jobs: RecoveredJob[]): Promise<void>;
}

export interface WorkerHeartbeat {
  readonly workerId: string;
  /** Writes the row, then beats and sweeps until stopped. */
  start(): Promise<void>;
  claim(queue: string, jobId: string): Promise<void>;
  release(queue: string, jobId: string): Promise<void>;
  /** One look for dead workers' jobs now (also run every sweepMs). */
  sweep(): Promise<RecoveredJob[]>;
  /** Stops beating; `forget` (a graceful stop) also deletes the row. */
  stop(options: { forget: boolean }): Promise<void>;
}

export function createWorkerHeartbeat(options: WorkerHeartbeatOptions): WorkerHeartbeat {
  const { pool, schema, logger, rules } = options;
  const workerId = `${hostname()}:${process.pid}:${randomUUID()}`;
  const timers: NodeJS.Timeout[] = [];
  let running = false;
  const deadAfterMs = rules.deadAfterSeconds * 1000;
  let lastBeatAt = Date.now();
  // After this process itself could not beat for longer than the timeout (the database was
  // unreachable, or this process stalled), every other worker looks dead for the same reason:
  // judge none until each has had a timeout to beat again, or live workers' jobs run twice.
  let judgeFrom = 0;

  // Upsert, not update: a worker paused so long that another process forgot it comes back.
  const beat = async () => {
    await pool.query(
      `INSERT INTO job_workers (id, hostname, pid) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET beat_at = now()`,
      [workerId, hostname(), process.pid],
    );
    const now = Date.now();
    if (now - lastBeatAt > deadAfterMs) judgeFrom = now + deadAfterMs;
    lastBeatAt = now;
  };

  const sweep = async (): Promise<RecoveredJob[]> => {
    if (Date.now() < judgeFrom || Date.now() - lastBeatAt > deadAfterMs) return [];
    const recovered = await recoverJobsOfDeadWorkers(pool, schema, rules);
    if (recovered.length > 0) {
      logger.warn(
        { jobs: recovered.map(({ queue, id, state }) => ({ queue, id, state })) },
        'took back jobs of a worker that stopped',
      );
      await options.onRecovered(recovered);
    }
    await forgetDeadWorkers(pool, schema, rules);
    return recovered;
  };

  const every = (ms: number, what: string, task: () => Promise<unknown>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !running) return;
      busy = true;
      task()
        .catch((error: unknown) => logger.error({ err: error }, what))
        .finally(() => {
          busy = false;
        });
    }, ms);
    // Never keeps a process alive that is otherwise done.
    timer.unref();
    timers.push(timer);
  };

  return {
    workerId,
    async start() {
      if (running) return;
      await beat();
      running = true;
      every(options.heartbeatMs, 'worker heartbeat failed', beat);
      every(options.sweepMs, 'looking for jobs of stopped workers failed', sweep);
      // A look at once: jobs of a worker that died before this one started wait no sweep.
      void sweep().catch((error: unknown) => logger.error({ err: error }, 'first sweep failed'));
    },
    async claim(queue, jobId) {
      await pool.query(
        `INSERT INTO job_worker_claims (queue, job_id, worker_id) VALUES ($1, $2, $3)
         ON CONFLICT (queue, job_id)
         DO UPDATE SET worker_id = EXCLUDED.worker_id, claimed_at = now()`,
        [queue, jobId, workerId],
      );
    },
    async release(queue, jobId) {
      await pool.query(
        `DELETE FROM job_worker_claims WHERE queue = $1 AND job_id = $2 AND worker_id = $3`,
        [queue, jobId, workerId],
      );
    },
    sweep,
    async stop({ forget }) {
      running = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (!forget) return;
      // Claims stay: a job still running after the stop's timeout names a worker that is gone,
      // which the next sweep anywhere takes back. Claims of finished jobs were released.
      await pool.query(`DELETE FROM job_workers WHERE id = $1`, [workerId]);
    },
  };
}

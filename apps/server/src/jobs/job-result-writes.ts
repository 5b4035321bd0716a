// pg-boss records a job's result (completed or failed) right after its handler returns, without
// awaiting the write (manager.js, watch → onFetch). A write that fails there (the database out of
// reach, or closed by a stop whose timeout the job outlived) is an unhandled rejection, and an
// unhandled rejection ends a Node process. So these two statements never fail towards pg-boss:
// a failed one is written again while the queue runs, and dropped once it has stopped; the job
// then stays active until recovery takes it back (decision 056).
import { createRequire } from 'node:module';
import type { JobLogger } from './define-job.ts';

type QueryResult = { rows: unknown[] };
type ExecuteSql = (text: string, values: unknown[]) => Promise<QueryResult>;

interface PgBossPlans {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
}

// pg-boss's own SQL, so the statements are recognised exactly (its package exports no plans).
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as PgBossPlans;

/** What pg-boss reads from a result write that changed nothing: `rows[0].count`. */
const NOTHING_CHANGED: QueryResult = { rows: [{ count: 0 }] };
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface JobResultWrites {
  /** pg-boss's executeSql: result writes are retried on failure, everything else passes. */
  executeSql: ExecuteSql;
  /** From now on a failed result write is dropped, and pending retries are cancelled. */
  stop(): void;
  /** Result writes resume their retries (the queue started again). */
  start(): void;
}

export function createJobResultWrites(options: {
  schema: string;
  run: ExecuteSql;
  logger: Pick<JobLogger, 'warn'>;
  firstRetryMs?: number;
}): JobResultWrites {
  const resultStatements = new Set([
    plans.completeJobs(options.schema),
    plans.failJobsById(options.schema),
  ]);
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const retries = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  const write = async (text: string, values: unknown[], retryMs: number): Promise<QueryResult> => {
    try {
      return await options.run(text, values);
    } catch (error) {
      if (!resultStatements.has(text)) throw error;
      if (stopped) {
        options.logger.warn({ err: error }, 'job queue stopped: a job result was not recorded');
        return NOTHING_CHANGED;
      }
      options.logger.warn({ err: error, retryMs }, 'recording a job result failed; retrying');
      const retry = setTimeout(() => {
        retries.delete(retry);
        void write(text, values, Math.min(retryMs * 2, MAX_RETRY_MS));
      }, retryMs);
      retry.unref();
      retries.add(retry);
      return NOTHING_CHANGED;
    }
  };

  return {
    executeSql: (text, values) => write(text, values, firstRetryMs),
    stop() {
      stopped = true;
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
    },
    start() {
      stopped = false;
    },
  };
}

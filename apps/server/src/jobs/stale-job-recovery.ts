// Takes back pg-boss jobs left `active` by a process that died (decision 056). pg-boss 10 fails
// such a job only when it expires (15 minutes for a design job), and records no owner for it, so
// Encore records owners itself (worker-heartbeats.ts) and puts a dead owner's jobs back here.
//
// The transition is pg-boss's own failure path (plans.js failJobs) minus the retry delay: state
// `retry` with start_after now, or `failed` (completed_on set) once retry_count reached
// retry_limit. started_on is kept, so pg-boss's fetch counts the crashed attempt (retry_count + 1
// when a started job is fetched again): a job that kills its process every time still ends.
import type pg from 'pg';

type Pool = Pick<pg.Pool, 'query'>;

export interface RecoveredJob {
  queue: string;
  id: string;
  /** `retry` (runs again now) or `failed` (its retries were used up). */
  state: 'retry' | 'failed';
  retryCount: number;
}

export interface StaleJobRules {
  /** A worker whose last beat is older than this is dead. */
  deadAfterSeconds: number;
  /** An active job nobody claimed (its process died between fetching and claiming) after this. */
  unclaimedGraceSeconds: number;
}

const output = (reason: string) => JSON.stringify({ value: { message: reason, recovered: true } });

const retryColumns = (schema: string) => `
  state = CASE WHEN j.retry_count < j.retry_limit THEN 'retry' ELSE 'failed' END::${schema}.job_state,
  start_after = CASE WHEN j.retry_count < j.retry_limit THEN now() ELSE j.start_after END,
  completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
  output = $1::jsonb`;

const returning = `RETURNING j.name AS queue, j.id::text AS id, j.state::text AS state,
  j.retry_count AS "retryCount"`;

/** pg-boss's jobs (`j`) with Encore's claim (`c`) and the claiming worker (`w`), when any. */
const jobsWithOwners = (schema: string) => `${schema}.job j
  LEFT JOIN job_worker_claims c ON c.queue = j.name AND c.job_id = j.id
  LEFT JOIN job_workers w ON w.id = c.worker_id`;

/**
 * SQL: an active job's worker is lost — its claim names a worker that is gone or silent for
 * `deadAfter` seconds, or nobody claimed it within `grace` seconds (the parameters' placeholders).
 */
const workerLost = (deadAfter: string, grace: string) => `(
  (c.job_id IS NOT NULL
    AND (w.id IS NULL OR w.beat_at < now() - make_interval(secs => ${deadAfter})))
  OR (c.job_id IS NULL AND j.started_on < now() - make_interval(secs => ${grace})))`;

/**
 * Every active job, put back. Only for a process that owns every job of its database (the
 * embedded PGlite, locked to one process): at its start, anything active was left by its
 * previous life.
 */
export async function recoverAllActiveJobs(pool: Pool, schema: string): Promise<RecoveredJob[]> {
  const { rows } = await pool.query<RecoveredJob>(
    `UPDATE ${schema}.job j SET ${retryColumns(schema)}
     WHERE j.state = 'active'
     ${returning}`,
    [output('the server stopped while this job ran; retried at start')],
  );
  return rows;
}

/**
 * Active jobs whose worker stopped beating (or whose claim names no worker at all), and active
 * jobs nobody claimed within the grace, put back. Safe to run in many processes at once: each
 * row is updated only if it is still the same attempt (state and started_on as read), so a job
 * taken back and started again meanwhile is left to its new worker.
 */
export async function recoverJobsOfDeadWorkers(
  pool: Pool,
  schema: string,
  rules: StaleJobRules,
): Promise<RecoveredJob[]> {
  const { rows } = await pool.query<RecoveredJob>(
    `WITH stale AS (
       SELECT j.name, j.id, j.started_on
       FROM ${jobsWithOwners(schema)}
       WHERE j.state = 'active' AND ${workerLost('$2', '$3')}
     )
     UPDATE ${schema}.job j SET ${retryColumns(schema)}
     FROM stale
     WHERE j.name = stale.name AND j.id = stale.id
       AND j.state = 'active' AND j.started_on = stale.started_on
     ${returning}`,
    [
      output('its worker stopped; retried by another'),
      rules.deadAfterSeconds,
      rules.unclaimedGraceSeconds,
    ],
  );
  return rows;
}

/** Forgets dead workers and claims on jobs no longer active (after their jobs were taken back). */
export async function forgetDeadWorkers(
  pool: Pool,
  schema: string,
  rules: Pick<StaleJobRules, 'deadAfterSeconds'>,
): Promise<void> {
  await pool.query(`DELETE FROM job_workers WHERE beat_at < now() - make_interval(secs => $1)`, [
    rules.deadAfterSeconds,
  ]);
  await pool.query(
    `DELETE FROM job_worker_claims c
     WHERE c.claimed_at < now() - make_interval(secs => $1)
       AND NOT EXISTS (
         SELECT 1 FROM ${schema}.job j
         WHERE j.name = c.queue AND j.id = c.job_id AND j.state = 'active')`,
    [rules.deadAfterSeconds],
  );
}

/**
 * Whether a job of these queues whose payload contains `data` will still run or is running on
 * a live worker: waiting (created, retry) or active and not stale by the rules.
 */
export async function hasLiveJob(
  pool: Pool,
  schema: string,
  queues: readonly string[],
  data: Record<string, string>,
  rules: StaleJobRules | 'owner',
): Promise<boolean> {
  const activeIsLive = rules === 'owner' ? 'true' : `NOT ${workerLost('$3', '$4')}`;
  const values: unknown[] = [queues, JSON.stringify(data)];
  if (rules !== 'owner') values.push(rules.deadAfterSeconds, rules.unclaimedGraceSeconds);
  const { rows } = await pool.query(
    `SELECT 1 FROM ${jobsWithOwners(schema)}
     WHERE j.name = ANY($1::text[]) AND j.data @> $2::jsonb
       AND (j.state IN ('created', 'retry') OR (j.state = 'active' AND ${activeIsLive}))
     LIMIT 1`,
    values,
  );
  return rows.length > 0;
}

/** Whether this active job's worker stopped beating (or it was never claimed within the grace). */
export async function isWorkerLost(
  pool: Pool,
  schema: string,
  queue: string,
  id: string,
  rules: StaleJobRules,
): Promise<boolean> {
  const { rows } = await pool.query(
    `SELECT 1 FROM ${jobsWithOwners(schema)}
     WHERE j.name = $1 AND j.id = $2 AND j.state = 'active' AND ${workerLost('$3', '$4')}`,
    [queue, id, rules.deadAfterSeconds, rules.unclaimedGraceSeconds],
  );
  return rows.length > 0;
}

/** Whether pg-boss output marks a job taken back from a process that died. */
export function wasRecovered(output: unknown): boolean {
  if (typeof output !== 'object' || output === null || !('value' in output)) return false;
  const { value } = output;
  return typeof value === 'object' && value !== null && 'recovered' in value
    ? value.recovered === true
    : false;
}

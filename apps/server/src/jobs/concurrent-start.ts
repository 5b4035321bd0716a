// Several processes starting at once on a database pg-boss has not seen yet (a first deployment
// of two web processes and N workers) race in pg-boss 10.4: installing its schema (one gets a
// duplicate key on pg_namespace, which pg-boss's own race check does not recognise) and creating
// queues (partitions attached at once deadlock). Found by many-processes.faults.test.ts, where
// one of four processes died at start. Both are made safe here (decision 057).
import type pg from 'pg';

/** Any constant: the session lock every Encore process takes while pg-boss starts. */
const START_LOCK = 'encore.pgboss.start';
/** Deadlock detected, unique violation: another process created the same thing just now. */
const RACE_CODES = new Set(['40P01', '23505']);

const isRace = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  RACE_CODES.has(error.code);

/** Runs `start` (pg-boss's install or migration) while holding a lock no other process holds. */
export async function startAlone<T>(pool: pg.Pool, start: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [START_LOCK]);
    try {
      return await start();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [START_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Runs `create` again when another process's creation of the same queue got in its way. */
export async function retryCreateRace(create: () => Promise<void>, attempts = 4): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= attempts || !isRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

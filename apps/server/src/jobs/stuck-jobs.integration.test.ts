// No stuck jobs (issue 15 F2, decision 056): a job left `active` by a process that died is taken
// back at once by the embedded server's next start, and within the worker timeout by another
// worker on PostgreSQL; a graceful stop leaves nothing to take back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testLogger } from '../testing/test-logger.ts';
import { defineJob } from './define-job.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './queue.ts';

/** Short, so the test is quick: a worker silent 3 s is dead; others look every second. */
const TIMEOUT_SECONDS = 3;

/** A job of its own queue per test, so one test's workers never take another's jobs. */
const testJob = (name: string, retryLimit: number) =>
  defineJob({
    name: `test.stuck-${name}`,
    payload: z.object({ key: z.string() }),
    retryLimit,
    // pg-boss's own retry would wait this long: a job taken back must not.
    retryDelaySeconds: 600,
    expireInSeconds: 15 * 60,
  });

/** A handler recording each attempt; `hang` attempts never finish (the process "dies"). */
function attempts(hang: (attempt: number) => boolean) {
  const seen: { key: string; attempt: number; at: number }[] = [];
  const handler = async ({ key }: { key: string }, { attempt }: { attempt: number }) => {
    seen.push({ key, attempt, at: Date.now() });
    if (hang(attempt)) await new Promise(() => undefined);
  };
  return { seen, handler };
}

async function jobRow(database: Database, id: string) {
  const { rows } = await database.pool.query<{ state: string; retry_count: number }>(
    `SELECT state::text, retry_count FROM ${JOB_SCHEMA}.job WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** What pg-boss's fetch does to a job a worker takes: active, started now. */
async function takeJob(database: Database, id: string) {
  await database.pool.query(
    `UPDATE ${JOB_SCHEMA}.job SET state = 'active', started_on = now() WHERE id = $1`,
    [id],
  );
}

describe('embedded server: jobs left active by its previous life', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'encore-stuck-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are retried at once on the next start, the crashed attempt counted', async () => {
    // First life: jobs sent and taken, then the process "dies" (the database is closed under
    // the queue without pg-boss failing its jobs, as a kill -9 would).
    const slowJob = testJob('restart', 2);
    const onceJob = testJob('restart-once', 0);
    const first = await openDatabase({ dataDir, logger: testLogger });
    const firstQueue = createJobQueue(first, { logger: testLogger });
    await firstQueue.start();
    const retried = await firstQueue.send(slowJob, { key: 'retried' });
    const spent = await firstQueue.send(onceJob, { key: 'spent' });
    if (!retried || !spent) throw new Error('jobs not sent');
    await takeJob(first, retried);
    await takeJob(first, spent);
    // No handler runs in it, so stopping pg-boss changes no job (it fails only its own).
    await firstQueue.stop({ graceful: false });
    await first.close();

    // Second life.
    const second = await openDatabase({ dataDir, logger: testLogger });
    const secondQueue = createJobQueue(second, { logger: testLogger, pollingIntervalSeconds: 1 });
    try {
      const startedAt = Date.now();
      await secondQueue.start();
      expect(await jobRow(second, retried)).toEqual({ state: 'retry', retry_count: 0 });
      // A job that has used its retries is failed, not run again: a crash loop ends.
      expect(await jobRow(second, spent)).toMatchObject({ state: 'failed' });

      const { seen, handler } = attempts(() => false);
      await secondQueue.work(slowJob, handler);
      await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5_000, interval: 50 });
      expect(seen[0]).toMatchObject({ key: 'retried', attempt: 2 });
      // "At once": not after pg-boss's retry delay (600 s) nor its expiry (15 min).
      expect((seen[0]?.at ?? Infinity) - startedAt).toBeLessThan(5_000);
      await vi.waitFor(async () =>
        expect((await jobRow(second, retried))?.state).toBe('completed'),
      );
    } finally {
      await secondQueue.stop({ timeoutMs: 2_000 });
      await second.close();
    }
  });
});

describe('workers on one database: heartbeats', () => {
  let database: TestDatabase;
  const opened: Database[] = [];
  const queues: JobQueue[] = [];

  /** Another process's view of the database (its own pool on PostgreSQL). */
  const otherProcess = async () => {
    if (database.backend !== 'postgres') return database;
    const other = await openDatabase({ databaseUrl: database.connectionString, migrate: false });
    opened.push(other);
    return other;
  };
  const heartbeatQueue = async (on: Database) => {
    const queue = createJobQueue(on, {
      logger: testLogger,
      pollingIntervalSeconds: 0.5,
      recovery: { mode: 'heartbeat', workerTimeoutSeconds: TIMEOUT_SECONDS },
    });
    queues.push(queue);
    await queue.start();
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceful: false }).catch(() => undefined);
    for (const other of opened) await other.close().catch(() => undefined);
    await database?.cleanup();
  });

  it('a job whose worker stopped beating is retried by another within the timeout', async () => {
    const slowJob = testJob('orphan', 2);
    const sender = await heartbeatQueue(database);
    const id = await sender.send(slowJob, { key: 'orphan' });
    if (!id) throw new Error('job not sent');
    // A worker that took the job and beat once, then died: its row stops at its last beat.
    await takeJob(database, id);
    await database.pool.query(
      `INSERT INTO job_workers (id, hostname, pid) VALUES ('dead-worker', 'gone', 1)`,
    );
    await database.pool.query(
      `INSERT INTO job_worker_claims (queue, job_id, worker_id) VALUES ($1, $2, 'dead-worker')`,
      [slowJob.queue, id],
    );
    const diedAt = Date.now();

    const { seen, handler } = attempts(() => false);
    const survivor = await heartbeatQueue(await otherProcess());
    await survivor.work(slowJob, handler);
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(seen[0]).toMatchObject({ key: 'orphan', attempt: 2 });
    const retriedAfterMs = (seen[0]?.at ?? Infinity) - diedAt;
    // Dead after TIMEOUT_SECONDS, seen at the next sweep (a third of it), plus slack.
    expect(retriedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 500);
    expect(retriedAfterMs).toBeLessThan(((TIMEOUT_SECONDS * 4) / 3) * 1000 + 2_000);
    await vi.waitFor(async () => expect((await jobRow(database, id))?.state).toBe('completed'));
  });

  it('a live worker keeps its job, however long it runs', async () => {
    const onceJob = testJob('live', 0);
    const worker = await heartbeatQueue(await otherProcess());
    const { seen, handler } = attempts(() => true);
    await worker.work(onceJob, handler);
    const id = await worker.send(onceJob, { key: 'long' });
    if (!id) throw new Error('job not sent');
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5_000, interval: 50 });
    const other = await heartbeatQueue(database);
    await other.work(onceJob, async () => undefined);
    await sleep(TIMEOUT_SECONDS * 2 * 1000);
    expect(await jobRow(database, id)).toEqual({ state: 'active', retry_count: 0 });
    expect(
      await worker.hasLiveJob([onceJob], { key: 'long' }),
      'a running job on a live worker is live',
    ).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a worker process that lost its database is taken over (PostgreSQL)',
    async () => {
      const slowJob = testJob('cut-off', 2);
      const doomedDatabase = await otherProcess();
      const doomed = await heartbeatQueue(doomedDatabase);
      const { seen, handler } = attempts((attempt) => attempt === 1);
      await doomed.work(slowJob, handler);
      const id = await doomed.send(slowJob, { key: 'cut-off' });
      if (!id) throw new Error('job not sent');
      await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5_000, interval: 50 });
      // Its connections gone, the worker can neither beat nor fail its job: as if killed.
      await doomedDatabase.close();
      const diedAt = Date.now();
      expect(await doomed.hasLiveJob([slowJob], { key: 'cut-off' }).catch(() => 'closed')).toBe(
        'closed',
      );
      const survivor = await heartbeatQueue(database);
      await survivor.work(slowJob, handler);
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 15_000, interval: 50 });
      expect(seen[1]).toMatchObject({ key: 'cut-off', attempt: 2 });
      expect((seen[1]?.at ?? Infinity) - diedAt).toBeLessThan(
        ((TIMEOUT_SECONDS * 4) / 3) * 1000 + 2_000,
      );
    },
  );

  it('a graceful stop leaves nothing to take back', async () => {
    const onceJob = testJob('graceful', 0);
    const worker = await heartbeatQueue(await otherProcess());
    let release: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    await worker.work(onceJob, async ({ key }) => {
      started.push(key);
      await running;
    });
    const id = await worker.send(onceJob, { key: 'graceful' });
    if (!id) throw new Error('job not sent');
    await vi.waitFor(() => expect(started).toEqual(['graceful']), { timeout: 5_000 });
    const { rows: beating } = await database.pool.query(`SELECT id FROM job_workers`);
    expect(beating.length).toBeGreaterThan(0);

    setTimeout(release, 300);
    await worker.stop({ graceful: true, timeoutMs: 5_000 });
    expect(await jobRow(database, id)).toMatchObject({ state: 'completed' });
    const { rows: claims } = await database.pool.query(
      `SELECT * FROM job_worker_claims WHERE job_id = $1`,
      [id],
    );
    expect(claims).toEqual([]);
    await sleep(TIMEOUT_SECONDS * 1000 + 500);
    expect(await jobRow(database, id)).toMatchObject({ state: 'completed' });
  });
});

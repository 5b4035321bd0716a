// Jobs are shared by the worker processes on one database with no double work (decision 057):
// pg-boss fetches with FOR UPDATE SKIP LOCKED, so a job is handed to one worker only. Two queue
// instances, each with its own pool and LISTEN connection on PostgreSQL (as two `npm run worker`
// processes have), work N jobs: each is worked exactly once, completed on its first attempt, and
// both workers take part.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testLogger } from '../testing/test-logger.ts';
import { defineJob } from './define-job.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

const JOBS = 60;
const sharedJob = defineJob({
  name: 'test.shared-work',
  payload: z.object({ n: z.number().int() }),
  retryLimit: 0,
});

describe('two workers on one database', () => {
  let database: TestDatabase;
  let otherDatabase: Database;
  const queues: JobQueue[] = [];
  /** Which worker ran each job id, as many times as it ran. */
  const runs = new Map<string, string[]>();

  beforeAll(async () => {
    database = await createTestDatabase();
    // PGlite belongs to one process: there both instances share it (and its in-memory signals).
    otherDatabase =
      database.backend === 'postgres'
        ? await openDatabase({ databaseUrl: database.connectionString, migrate: false })
        : database;
    for (const [name, db] of [
      ['one', database],
      ['two', otherDatabase],
    ] as const) {
      const queue = createJobQueue(db, { logger: testLogger, pollingIntervalSeconds: 0.5 });
      await queue.start();
      await queue.work(sharedJob, async (_payload, { jobId }) => {
        runs.set(jobId, [...(runs.get(jobId) ?? []), name]);
        await sleep(10); // long enough for the other worker to fetch meanwhile
      });
      queues.push(queue);
    }
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ timeoutMs: 5_000 });
    if (otherDatabase !== database) await otherDatabase?.close();
    await database?.cleanup();
  });

  it('works each of N jobs exactly once, sharing them', async () => {
    const [first, second] = queues;
    if (!first || !second) throw new Error('two queues');
    const ids: string[] = [];
    for (let n = 0; n < JOBS; n += 1) {
      const id = await (n % 2 ? first : second).send(sharedJob, { n });
      if (id) ids.push(id);
    }
    expect(ids).toHaveLength(JOBS);
    const deadline = Date.now() + 30_000;
    while (runs.size < JOBS && Date.now() < deadline) await sleep(50);
    await sleep(500); // a double run would show up meanwhile

    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const [id, by] of runs) expect(by, id).toHaveLength(1);
    const perWorker = new Map<string, number>();
    for (const [by] of runs.values()) perWorker.set(by ?? '?', (perWorker.get(by ?? '?') ?? 0) + 1);
    console.info(`jobs per worker, ${database.backend}:`, Object.fromEntries(perWorker));
    expect(perWorker.get('one')).toBeGreaterThan(0);
    expect(perWorker.get('two')).toBeGreaterThan(0);
    for (const id of ids) {
      expect(await first.getJob(sharedJob, id)).toMatchObject({
        state: 'completed',
        retryCount: 0,
      });
    }
  });
});

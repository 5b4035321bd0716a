// Jobs start when they are sent, not at the workers' next poll: in this process directly, and
// from another queue instance on the same database (on PostgreSQL a second pool and LISTEN
// connection, as a second process has) through LISTEN/NOTIFY. The poll interval here is 10 s, so
// a job that starts within a second was woken, not polled.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testLogger } from '../testing/test-logger.ts';
import { defineJob } from './define-job.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

const POLL_SECONDS = 10;
/** Far under the poll interval; the target is 100 ms, a busy 2-core test machine gets slack. */
const WOKEN_WITHIN_MS = 1_000;

const wakeJob = defineJob({ name: 'test.wake', payload: z.object({ sentAt: z.number() }) });

interface Started {
  latencyMs: number;
}

/** Resolves with how long after its send each job started, in the order they start. */
function recordStarts(runMs = 0) {
  const waiting: ((started: Started) => void)[] = [];
  const started: Started[] = [];
  return {
    handler: async ({ sentAt }: { sentAt: number }) => {
      const entry = { latencyMs: Date.now() - sentAt };
      const next = waiting.shift();
      if (next) next(entry);
      else started.push(entry);
      if (runMs > 0) await sleep(runMs);
    },
    next: (timeoutMs = 5_000) =>
      new Promise<Started>((resolve, reject) => {
        const ready = started.shift();
        if (ready) return resolve(ready);
        const timer = setTimeout(() => reject(new Error('job did not start')), timeoutMs);
        waiting.push((entry) => {
          clearTimeout(timer);
          resolve(entry);
        });
      }),
  };
}

const newQueue = (database: Database) =>
  createJobQueue(database, { logger: testLogger, pollingIntervalSeconds: POLL_SECONDS });

describe('jobs start when sent', () => {
  let database: TestDatabase;
  /** The worker side's connection: its own pool and listener on PostgreSQL. */
  let workerDatabase: Database;
  let sender: JobQueue;
  let worker: JobQueue;
  const starts = recordStarts(300);

  beforeAll(async () => {
    database = await createTestDatabase();
    // A second process's view of the same database. PGlite belongs to one process, so there the
    // second instance shares this process's database (and its in-memory signals).
    workerDatabase =
      database.backend === 'postgres'
        ? await openDatabase({ databaseUrl: database.connectionString, migrate: false })
        : database;
    sender = newQueue(database);
    worker = newQueue(workerDatabase);
    await sender.start();
    await worker.start();
    await worker.work(wakeJob, starts.handler);
    // Let the worker's first fetch find nothing, so it is waiting out its poll interval.
    await sleep(500);
  });
  afterAll(async () => {
    await sender?.stop({ timeoutMs: 5_000 });
    await worker?.stop({ timeoutMs: 5_000 });
    if (workerDatabase !== database) await workerDatabase?.close();
    await database?.cleanup();
  });

  it('starts a job sent from another queue instance at once', async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await sender.send(wakeJob, { sentAt: Date.now() });
      latencies.push((await starts.next()).latencyMs);
      // Wait out the run, so the next send finds the worker idle again.
      await sleep(600);
    }
    console.info(`job start after send, ${database.backend}: ${latencies.join(', ')} ms`);
    for (const latency of latencies) expect(latency).toBeLessThan(WOKEN_WITHIN_MS);
  });

  it('starts a job queued while the worker was busy as soon as it is free', async () => {
    await sender.send(wakeJob, { sentAt: Date.now() });
    await starts.next();
    // Queued while the first one runs (300 ms): starts when it ends, not a poll later.
    const sentAt = Date.now();
    await sender.send(wakeJob, { sentAt });
    const second = await starts.next();
    expect(second.latencyMs).toBeLessThan(300 + WOKEN_WITHIN_MS);
  });

  it('starts a job the worker process sends itself at once', async () => {
    await sleep(600);
    await worker.send(wakeJob, { sentAt: Date.now() });
    expect((await starts.next()).latencyMs).toBeLessThan(WOKEN_WITHIN_MS);
  });
});

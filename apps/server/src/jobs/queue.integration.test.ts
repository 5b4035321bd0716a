import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testLogger } from '../testing/test-logger.ts';
import { defineJob } from './define-job.ts';
import { createJobQueue, JOB_SCHEMA, JobPayloadError, type JobQueue } from './queue.ts';
import { startWorkers } from './registry.ts';
import { testServices } from '../testing/test-services.ts';
import { findHeartbeat, heartbeatJob } from './heartbeat.job.ts';

const WAIT = { timeout: 15_000, interval: 50 };

describe('job queue', () => {
  let database: TestDatabase;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue(database, { logger: testLogger, pollingIntervalSeconds: 0.5 });
    await queue.start();
    await startWorkers(queue, testServices({ database, queue }));
  });
  afterAll(async () => {
    await queue?.stop({ graceful: true, timeoutMs: 5_000 });
    await database?.cleanup();
  });

  it('refuses to send before it is started', async () => {
    const idle = createJobQueue(database, { logger: testLogger });
    await expect(
      idle.send(heartbeatJob, { key: 'never', sentAt: new Date().toISOString() }),
    ).rejects.toThrow(/not started/);
  });

  it('works a sent job: system.heartbeat records its row', async () => {
    const key = randomUUID();
    const jobId = await queue.send(heartbeatJob, { key, sentAt: new Date().toISOString() });
    expect(jobId).toEqual(expect.any(String));

    const row = await vi.waitFor(async () => {
      const found = await findHeartbeat(database.db, key);
      if (!found) throw new Error('not worked yet');
      return found;
    }, WAIT);
    expect(row.jobId).toBe(jobId);
    await vi.waitFor(async () => {
      expect((await queue.getJob(heartbeatJob, jobId ?? ''))?.state).toBe('completed');
    }, WAIT);
  });

  it('finds a job pg-boss has archived, and answers null for one that never existed', async () => {
    const sentAt = new Date().toISOString();
    const jobId = (await queue.send(heartbeatJob, { key: randomUUID(), sentAt })) ?? '';
    await vi.waitFor(async () => {
      expect((await queue.getJob(heartbeatJob, jobId))?.state).toBe('completed');
    }, WAIT);
    // What pg-boss's maintenance does to a finished job after a while.
    await database.pool.query(
      `WITH moved AS (DELETE FROM ${JOB_SCHEMA}.job WHERE id = $1 RETURNING *)
       INSERT INTO ${JOB_SCHEMA}.archive SELECT *, now() FROM moved`,
      [jobId],
    );
    expect(await queue.getJob(heartbeatJob, jobId)).toMatchObject({ state: 'completed' });
    expect(await queue.getJob(heartbeatJob, randomUUID())).toBeNull();
  });

  it('keeps system.heartbeat idempotent by its key', async () => {
    const key = randomUUID();
    const sentAt = new Date().toISOString();
    const first = await queue.send(heartbeatJob, { key, sentAt });
    const second = await queue.send(heartbeatJob, { key, sentAt });
    await vi.waitFor(async () => {
      for (const id of [first, second]) {
        expect((await queue.getJob(heartbeatJob, id ?? ''))?.state).toBe('completed');
      }
    }, WAIT);
    const { rows } = await database.pool.query<{ job_id: string }>(
      'SELECT job_id FROM job_heartbeats WHERE key = $1',
      [key],
    );
    expect(rows).toHaveLength(1);
  });

  it('creates nothing when sent again with the id of an existing job', async () => {
    const id = randomUUID();
    const payload = { key: randomUUID(), sentAt: new Date().toISOString() };
    expect(await queue.send(heartbeatJob, payload, { id })).toBe(id);
    expect(await queue.send(heartbeatJob, payload, { id })).toBeNull();
  });

  it('retries a handler that throws, then succeeds', async () => {
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({ key: z.string() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: false,
    });
    const attempts: number[] = [];
    await queue.work(flaky, async (_payload, { attempt }) => {
      attempts.push(attempt);
      if (attempt === 1) throw new Error('first attempt fails');
    });

    const id = (await queue.send(flaky, { key: 'k' })) ?? '';
    await vi.waitFor(async () => {
      expect(await queue.getJob(flaky, id)).toMatchObject({ state: 'completed', retryCount: 1 });
    }, WAIT);
    expect(attempts).toEqual([1, 2]);
  });

  it('rejects a bad payload on send, before anything is stored', async () => {
    const send = () =>
      queue.send(heartbeatJob, { key: '', sentAt: 'yesterday' } as unknown as {
        key: string;
        sentAt: string;
      });
    await expect(send()).rejects.toThrow(JobPayloadError);
    await expect(send()).rejects.toThrow(/system\.heartbeat\.v1 on send: key: .*; sentAt: /);
  });

  it('fails a job whose payload no longer parses when worked, without retries', async () => {
    // Two definitions of one queue: the sender's shape predates the worker's (deploy skew).
    const asSent = defineJob({
      name: 'test.skewed',
      payload: z.object({ count: z.string() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
    });
    const asWorked = defineJob({
      name: 'test.skewed',
      payload: z.object({ count: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
    });
    const handler = vi.fn(async () => {});
    await queue.work(asWorked, handler);

    const id = (await queue.send(asSent, { count: 'three' })) ?? '';
    const job = await vi.waitFor(async () => {
      const found = await queue.getJob(asWorked, id);
      expect(found?.state).toBe('failed');
      return found;
    }, WAIT);
    expect(job?.retryCount).toBe(0);
    expect(job?.output).toMatchObject({
      name: 'JobPayloadError',
      message: expect.stringContaining('on receive: count:'),
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects definitions with bad names or versions', () => {
    expect(() => defineJob({ name: 'Bad Name', payload: z.object({}) })).toThrow(/lower-case/);
    expect(() => defineJob({ name: 'ok.name', version: 0, payload: z.object({}) })).toThrow(
      /version/,
    );
    expect(defineJob({ name: 'ok.name', version: 2, payload: z.object({}) }).queue).toBe(
      'ok.name.v2',
    );
  });
});

describe('job queue: a job that outlives the stop', () => {
  it('lets a job end after the stop and the database close without an unhandled rejection', async () => {
    const database = await createTestDatabase();
    const queue = createJobQueue(database, { logger: testLogger, pollingIntervalSeconds: 0.5 });
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      await queue.start();
      const slowJob = defineJob({ name: 'test.outlives-stop', payload: z.object({}) });
      let finish: () => void = () => undefined;
      const finished = new Promise<undefined>((resolve) => {
        finish = () => resolve(undefined);
      });
      let running = false;
      await queue.work(slowJob, async () => {
        running = true;
        await finished;
      });
      await queue.send(slowJob, {});
      await vi.waitFor(() => expect(running).toBe(true), WAIT);
      // pg-boss's shortest graceful wait, then the database goes while the job still runs.
      await queue.stop({ graceful: true, timeoutMs: 1_000 });
      await database.cleanup();
      finish();
      // pg-boss writes the job's result as soon as its handler ends, unawaited.
      await sleep(500);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});

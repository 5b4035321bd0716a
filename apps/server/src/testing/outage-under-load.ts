// The database-outage fault scenario (issue 15 items 3 and 5, decision 058), whatever takes the
// database away (a proxy cutting every connection, or a real PostgreSQL restart): a web process
// (WORKERS=off) and a worker on a fresh database serve a few clients writing and reading while the
// database is away; every answer comes within a bound, the ones during the outage are 503s with
// Retry-After, within 5 s of its return everything succeeds again with no process restarted, every
// write answered 2xx is stored, heartbeat jobs sent around it are all done, and nobody crashed.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobHeartbeats, pageViews } from '../db/schema/index.ts';
import { heartbeatJob } from '../jobs/heartbeat.job.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { spawnEncore, type EncoreChild } from './encore-processes.ts';
import { outageFigures, startOutageTraffic, type OutageFigures } from './outage-traffic.ts';
import { signInWithLocalProvider } from './sign-in.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { testLogger } from './test-logger.ts';

export const OUTAGE_PROMISES = {
  /** No request waits longer than this for its answer, outage or not. */
  answerWithinMs: 3_000,
  /** Every call succeeds again this soon after the database is back. */
  recoverWithinMs: 5_000,
} as const;

export interface OutageDeployment {
  readonly web: EncoreChild;
  readonly worker: EncoreChild;
  /** The test's own way in, straight to PostgreSQL: to check what was stored. */
  readonly database: TestDatabase;
  readonly queue: JobQueue;
  /** Stops the processes and the queue; drops the database when `dropDatabase`. */
  stop(options: { dropDatabase: boolean }): Promise<void>;
}

/**
 * A fresh database on `serverUrl`, and a web process and a worker that reach it at
 * `reachVia(url)` (the proxy's address, or the database's own).
 */
export async function startOutageDeployment(options: {
  serverUrl: string;
  reachVia?: (databaseUrl: string) => string;
}): Promise<OutageDeployment> {
  const database = await createTestDatabase({ databaseUrl: options.serverUrl });
  const queue = createJobQueue(database, { logger: testLogger, pollingIntervalSeconds: 0.5 });
  await queue.start();
  const dataDir = await mkdtemp(join(tmpdir(), 'encore-outage-'));
  const env = {
    DATABASE_URL: options.reachVia?.(database.connectionString) ?? database.connectionString,
    DATA_DIR: dataDir,
    WORKERS: 'off',
    LOG_LEVEL: 'warn',
    // The clients are few and fast: the scenario measures the outage, not the guards.
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
    RATE_LIMIT_SIGNED_IN_PER_SECOND: '1000',
    SIGNED_IN_MAX_IN_FLIGHT: '64',
  };
  const [web, worker] = await Promise.all([
    spawnEncore({ role: 'web', env, name: 'web' }),
    spawnEncore({ role: 'worker', env: { ...env, LOG_LEVEL: 'info' }, name: 'worker' }),
  ]);
  return {
    web,
    worker,
    database,
    queue,
    async stop({ dropDatabase }) {
      await Promise.all([web.stop(), worker.stop()]);
      await queue.stop({ graceful: false });
      await (dropDatabase ? database.cleanup() : database.close());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the clients, takes the database away for `downMs` and brings it back, then checks every
 * promise with `expect`. Resolves with the figures, and how long taking away and bringing back took.
 */
export async function expectOutageUnderLoad(
  deployment: OutageDeployment,
  outage: {
    takeDown(): Promise<void>;
    bringBack(): Promise<void>;
    downMs: number;
    /** Whether the test's own connection still reaches the database while it is down. */
    testReachesDatabaseWhileDown: boolean;
  },
): Promise<OutageFigures & { takeDownMs: number; bringBackMs: number }> {
  const { web, worker, database, queue } = deployment;
  const { answerWithinMs, recoverWithinMs } = OUTAGE_PROMISES;
  if (!web.baseUrl) throw new Error('web process not started');
  const { tokens } = await signInWithLocalProvider(web.baseUrl, {
    email: `outage-${randomUUID()}@example.com`,
  });
  const heartbeats: string[] = [];
  // The test's own pool may meet the outage too: it sends again until its database is back.
  const sendHeartbeat = async (key: string) => {
    const deadline = performance.now() + recoverWithinMs;
    for (;;) {
      try {
        await queue.send(heartbeatJob, { key, sentAt: new Date().toISOString() });
        break;
      } catch (error) {
        if (performance.now() > deadline) throw error;
        await sleep(100);
      }
    }
    heartbeats.push(key);
  };

  await sendHeartbeat(`before-${randomUUID()}`);
  const traffic = startOutageTraffic({
    baseUrl: web.baseUrl,
    accessToken: tokens.access_token,
    clients: 6,
    requestTimeoutMs: 15_000,
  });
  await sleep(2_000);
  const cutAt = performance.now();
  await outage.takeDown();
  const takeDownMs = performance.now() - cutAt;
  // Sent while the worker cannot reach the database: done once it can.
  if (outage.testReachesDatabaseWhileDown) await sendHeartbeat(`during-${randomUUID()}`);
  await sleep(outage.downMs);
  const bringingBackAt = performance.now();
  await outage.bringBack();
  const restoredAt = performance.now();
  await sendHeartbeat(`after-${randomUUID()}`);
  await sleep(recoverWithinMs + 3_000);
  await traffic.stop();

  const figures = outageFigures(traffic.answers, cutAt, restoredAt);
  // The end of each process's output, for a failure's message.
  const outputs = [web, worker].map((child) => child.output().slice(-3_000)).join('\n');
  expect(figures.other, outputs).toEqual([]);
  expect(figures.unavailable).toBeGreaterThan(0);
  expect(figures.unavailableWithoutRetryAfter).toBe(0);
  expect(figures.firstUnavailableMs ?? Infinity).toBeLessThan(answerWithinMs);
  expect(figures.slowestMs).toBeLessThan(answerWithinMs);
  expect(figures.recoveryMs).toBeLessThanOrEqual(recoverWithinMs);
  // Requests kept succeeding after the recovery (the clients ran on for 3 s more).
  const afterRecovery = traffic.answers.filter(
    (answer) => answer.startedAt > restoredAt + recoverWithinMs,
  );
  expect(afterRecovery.length).toBeGreaterThan(0);
  expect(afterRecovery.every((answer) => answer.status >= 200 && answer.status < 300)).toBe(true);

  // Every write answered 2xx is there.
  const written = traffic.answers.flatMap((answer) =>
    answer.kind === 'write' && answer.status === 202 && answer.visitorId ? [answer.visitorId] : [],
  );
  expect(written.length).toBeGreaterThan(0);
  const stored = await database.db
    .select({ visitorId: pageViews.visitorId })
    .from(pageViews)
    .where(inArray(pageViews.visitorId, written));
  expect(new Set(stored.map((row) => row.visitorId)).size).toBe(written.length);

  // The worker came back by itself: every heartbeat job is done, once.
  const deadline = performance.now() + 15_000;
  let done: string[] = [];
  while (performance.now() < deadline) {
    const rows = await database.db
      .select({ key: jobHeartbeats.key })
      .from(jobHeartbeats)
      .where(inArray(jobHeartbeats.key, heartbeats));
    done = rows.map((row) => row.key);
    if (done.length === heartbeats.length) break;
    await sleep(250);
  }
  expect(done.sort(), worker.output()).toEqual([...heartbeats].sort());

  // Nobody crashed.
  const exited = await Promise.race([
    Promise.race([web, worker].map((child) => child.exited.then(() => child.name))),
    sleep(10).then(() => null),
  ]);
  expect(exited, outputs).toBeNull();
  return {
    ...figures,
    takeDownMs: Math.round(takeDownMs),
    bringBackMs: Math.round(restoredAt - bringingBackAt),
  };
}

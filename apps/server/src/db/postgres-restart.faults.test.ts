// A REAL PostgreSQL restart under load (issue 15 items 3 and 5, decision 058): a cluster of the
// test's own is stopped (`pg_ctl stop -m fast`: every backend ended, new connections refused)
// for 5 s and started again while a web process (WORKERS=off) and a worker serve a few clients.
// The same promises as with the proxy: answers within 3 s, 503s with Retry-After while it is
// down, every call succeeding within 5 s of its return, every 2xx write stored, jobs done.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heartbeatJob } from '../jobs/heartbeat.job.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { spawnEncore, type EncoreChild } from '../testing/encore-processes.ts';
import { describeSlowFault } from '../testing/faults.ts';
import { outageFigures, startOutageTraffic } from '../testing/outage-traffic.ts';
import {
  canRunPrivatePostgres,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../testing/private-postgres.ts';
import { signInWithLocalProvider } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testLogger } from '../testing/test-logger.ts';
import { jobHeartbeats, pageViews } from './schema/index.ts';

const DOWN_MS = 5_000;
const RECOVER_WITHIN_MS = 5_000;
const ANSWER_WITHIN_MS = 3_000;

const describeRestart = canRunPrivatePostgres() ? describeSlowFault : describeSlowFault.skip;

describeRestart('a real PostgreSQL restart under load', () => {
  let cluster: PrivatePostgres;
  let database: TestDatabase;
  let queue: JobQueue;
  let dataDir: string;
  const processes: EncoreChild[] = [];

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await createTestDatabase({ databaseUrl: cluster.url });
    queue = createJobQueue(database, { logger: testLogger, pollingIntervalSeconds: 0.5 });
    await queue.start();
    dataDir = await mkdtemp(join(tmpdir(), 'encore-pg-restart-'));
    const env = {
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      WORKERS: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNED_IN_PER_SECOND: '1000',
      SIGNED_IN_MAX_IN_FLIGHT: '64',
    };
    processes.push(
      ...(await Promise.all([
        spawnEncore({ role: 'web', env, name: 'web' }),
        spawnEncore({ role: 'worker', env: { ...env, LOG_LEVEL: 'info' }, name: 'worker' }),
      ])),
    );
  }, 120_000);

  afterAll(async () => {
    await cluster?.start().catch(() => undefined);
    await Promise.all(processes.map((child) => child.stop()));
    await queue?.stop({ graceful: false });
    await database?.close();
    await cluster?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 + Retry-After while it restarts, recovers within 5 s, loses nothing', async () => {
    const [web] = processes;
    if (!web?.baseUrl) throw new Error('web process not started');
    const { tokens } = await signInWithLocalProvider(web.baseUrl, {
      email: `pg-restart-${randomUUID()}@example.com`,
    });
    const heartbeats: string[] = [];
    // This test's own pool meets the restart too: it sends again until its database is back.
    const heartbeat = async (key: string) => {
      const deadline = performance.now() + RECOVER_WITHIN_MS;
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
    await heartbeat(`before-${randomUUID()}`);
    const traffic = startOutageTraffic({
      baseUrl: web.baseUrl,
      accessToken: tokens.access_token,
      clients: 6,
      requestTimeoutMs: 15_000,
    });
    await sleep(2_000);
    const cutAt = performance.now();
    await cluster.stop();
    const stoppedMs = performance.now() - cutAt;
    await sleep(DOWN_MS);
    const startingAt = performance.now();
    await cluster.start();
    const restoredAt = performance.now();
    await heartbeat(`after-${randomUUID()}`);
    await sleep(RECOVER_WITHIN_MS + 3_000);
    await traffic.stop();

    const figures = outageFigures(traffic.answers, cutAt, restoredAt);
    console.info(
      'real PostgreSQL restart under load',
      JSON.stringify({
        ...figures,
        stopMs: Math.round(stoppedMs),
        startMs: Math.round(restoredAt - startingAt),
      }),
    );
    const outputs = processes.map((child) => child.output().slice(-3_000)).join('\n');
    expect(figures.other, outputs).toEqual([]);
    expect(figures.unavailable).toBeGreaterThan(0);
    expect(figures.unavailableWithoutRetryAfter).toBe(0);
    expect(figures.slowestMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(figures.recoveryMs).toBeLessThanOrEqual(RECOVER_WITHIN_MS);

    const written = traffic.answers.flatMap((answer) =>
      answer.kind === 'write' && answer.status === 202 && answer.visitorId
        ? [answer.visitorId]
        : [],
    );
    const stored = await database.db
      .select({ visitorId: pageViews.visitorId })
      .from(pageViews)
      .where(inArray(pageViews.visitorId, written));
    expect(new Set(stored.map((row) => row.visitorId)).size).toBe(written.length);

    const deadline = performance.now() + 15_000;
    let done = 0;
    while (performance.now() < deadline && done < heartbeats.length) {
      done = (
        await database.db
          .select({ key: jobHeartbeats.key })
          .from(jobHeartbeats)
          .where(inArray(jobHeartbeats.key, heartbeats))
      ).length;
      if (done < heartbeats.length) await sleep(250);
    }
    expect(done, outputs).toBe(heartbeats.length);
  }, 120_000);
});

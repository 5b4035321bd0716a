// The database going away and coming back under a running server (issue 15 item 3, decision 058):
// the server reaches PostgreSQL through a proxy that can cut every connection and refuse new ones,
// as a restart does. While it is cut, calls answer 503 with Retry-After at once and /healthz 503;
// after it is restored, calls, jobs and LISTEN work again within 5 s with no restart, and every
// write answered 2xx is there. PostgreSQL only: the embedded PGlite cannot go away on its own.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TokenResponse } from '@encore/contracts';
import { defineJob } from '../jobs/define-job.ts';
import { startDatabaseProxy, type DatabaseProxy } from '../testing/database-proxy.ts';
import { outageRequest } from '../testing/outage-traffic.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { pageViews } from './schema/index.ts';

const serverUrl = process.env.DATABASE_URL;
const ANSWER_WITHIN_MS = 3_000;
const RECOVER_WITHIN_MS = 5_000;

const outageJob = defineJob({ name: 'test.outage', payload: z.object({ marker: z.string() }) });

let proxy: DatabaseProxy;
let database: TestDatabase;
let server: TestApp;
let tokens: TokenResponse;
const ranJobs = new Set<string>();

async function timed(url: string, init?: RequestInit) {
  const startedAt = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as unknown)
      : text,
    ms: performance.now() - startedAt,
  };
}

const authUser = () => {
  const { url, init } = outageRequest('read', {
    baseUrl: server.baseUrl,
    accessToken: tokens.access_token,
  });
  return timed(url, init);
};

/** A page view with `visitorId` as its marker: a write whose 2xx says it is stored. */
const writePageView = (visitorId: string) => {
  const { url, init } = outageRequest('write', {
    baseUrl: server.baseUrl,
    accessToken: '',
    visitorId,
  });
  return timed(url, init);
};

describe.skipIf(!serverUrl)('the database restarting under a running server', () => {
  const written: string[] = [];

  beforeAll(async () => {
    if (!serverUrl) return;
    const target = new URL(serverUrl);
    proxy = await startDatabaseProxy({
      target: { host: target.hostname, port: Number(target.port || 5432) },
    });
    database = await createTestDatabase({ databaseUrl: proxy.url(serverUrl) });
    server = await createTestApp(
      { RATE_LIMIT_ANALYTICS_PER_MINUTE: '10000' },
      { database, workers: true },
    );
    await server.queue.work(outageJob, async ({ marker }) => {
      ranJobs.add(marker);
    });
    tokens = await server.signIn({ email: `outage-${randomUUID()}@example.com` });
  });

  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await database?.cleanup();
    await proxy?.close();
  });

  it('answers 503 with Retry-After at once while the database is away, and recovers by itself', async () => {
    const before = `before-${randomUUID()}`;
    expect((await writePageView(before)).status).toBe(202);
    written.push(before);
    expect((await authUser()).status).toBe(200);

    await proxy.cut();

    // The first call meets the broken connections; it still answers within the bound.
    const first = await authUser();
    expect(first.status).toBe(503);
    expect(first.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(Number(first.retryAfter)).toBeGreaterThan(0);
    expect(first.body).toMatchObject({ error: 'service_unavailable', message: expect.any(String) });

    // Known to be down now: the next ones do not wait for a timeout of their own.
    const second = await authUser();
    expect(second.status).toBe(503);
    expect(second.ms).toBeLessThan(500);
    const write = await writePageView(`during-${randomUUID()}`);
    expect(write.status).toBe(503);
    expect(write.retryAfter).not.toBeNull();
    const health = await timed(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // Files of the SPA need no database.
    expect((await timed(`${server.baseUrl}/`)).status).toBe(200);

    await sleep(1_000);
    await proxy.restore();
    const restoredAt = performance.now();
    let recoveredMs: number | undefined;
    while (performance.now() - restoredAt < RECOVER_WITHIN_MS + 5_000) {
      const answer = await authUser();
      if (answer.status === 200) {
        recoveredMs = performance.now() - restoredAt;
        break;
      }
      expect(answer.status).toBe(503);
      await sleep(100);
    }
    expect(recoveredMs).toBeDefined();
    expect(recoveredMs).toBeLessThan(RECOVER_WITHIN_MS);
    expect((await timed(`${server.baseUrl}/healthz`)).status).toBe(200);

    const after = `after-${randomUUID()}`;
    expect((await writePageView(after)).status).toBe(202);
    written.push(after);
    const rows = await database.db
      .select({ visitorId: pageViews.visitorId })
      .from(pageViews)
      .where(inArray(pageViews.visitorId, written));
    expect(rows.map((row) => row.visitorId).sort()).toEqual([...written].sort());
  });

  it(
    'runs jobs and hears notifications again within 5 s of the database coming back',
    { timeout: 40_000 },
    async () => {
      // LISTENing before the outage: afterwards, a NOTIFY sent straight to PostgreSQL (not
      // through the proxy) must reach this server again.
      const heard: string[] = [];
      const stop = await server.database.notifications.listen('test_outage', (payload) => {
        heard.push(payload);
      });
      // Long enough for the LISTEN connection's reconnect backoff to grow past 5 s (0.5, 1, 2, 4, 8 s).
      await proxy.cut();
      await sleep(10_000);
      await proxy.restore();
      const restoredAt = performance.now();
      const url = new URL(database.connectionString);
      const straight = new pg.Client({
        host: new URL(serverUrl ?? '').hostname,
        port: Number(new URL(serverUrl ?? '').port || 5432),
        user: decodeURIComponent(url.username),
        database: url.pathname.slice(1),
      });
      await straight.connect();
      try {
        let marker = '';
        while (performance.now() - restoredAt < RECOVER_WITHIN_MS) {
          marker = `n-${randomUUID()}`;
          await straight.query('SELECT pg_notify($1, $2)', ['test_outage', `other:${marker}`]);
          await sleep(200);
          if (heard.includes(marker)) break;
        }
        expect(heard).toContain(marker);
      } finally {
        stop();
        await straight.end();
      }

      // Jobs: one sent now runs (pg-boss's loops came back on their own).
      let sent: string | null = null;
      while (sent === null && performance.now() - restoredAt < RECOVER_WITHIN_MS) {
        sent = await server.queue.send(outageJob, { marker: 'after-outage' }).catch(() => null);
        if (sent === null) await sleep(200);
      }
      expect(sent).not.toBeNull();
      const deadline = performance.now() + 10_000;
      while (!ranJobs.has('after-outage') && performance.now() < deadline) await sleep(100);
      expect(ranJobs.has('after-outage')).toBe(true);
      expect(performance.now() - restoredAt).toBeLessThan(RECOVER_WITHIN_MS + 5_000);

      const [row] = await database.db
        .select({ visitorId: pageViews.visitorId })
        .from(pageViews)
        .where(eq(pageViews.path, '/outage'))
        .limit(1);
      expect(row).toBeDefined();
    },
  );
});

// The PostgreSQL rate-limit counters (decision 057) on the test's database (PGlite or PostgreSQL:
// the SQL is the same): windows, concurrent hits, and ended windows pruned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createPostgresCounters } from './postgres-counters.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const rows = async () =>
  (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters'))
    .rows[0]?.n;

describe('rate-limit counters in PostgreSQL', () => {
  it('count hits in a window, and start a new window once it ends', async () => {
    const counters = createPostgresCounters({ pool: database.pool });
    expect(await counters.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    const first = await counters.hit('a', 300);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(200);
    expect(first.resetInMs).toBeLessThanOrEqual(300);
    expect((await counters.hit('a', 300)).count).toBe(2);
    expect((await counters.peek('a')).count).toBe(2);
    expect((await counters.hit('b', 300)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await counters.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect((await counters.hit('a', 300)).count).toBe(1);
  });

  it('count every one of many concurrent hits exactly once', async () => {
    // Two sets of counters, as two processes would have, hitting one key at once.
    const one = createPostgresCounters({ pool: database.pool });
    const two = createPostgresCounters({ pool: database.pool });
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).hit('shared', 60_000)),
    );
    expect(counts.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('store a long key as its hash', async () => {
    const counters = createPostgresCounters({ pool: database.pool });
    const long = `rl:GET/shop/${'x'.repeat(5000)}`;
    expect((await counters.hit(long, 60_000)).count).toBe(1);
    expect((await counters.hit(long, 60_000)).count).toBe(2);
    const { rows: stored } = await database.pool.query<{ length: number }>(
      "SELECT max(length(key))::int AS length FROM rate_limit_counters WHERE key LIKE 'sha256:%'",
    );
    expect(stored[0]?.length).toBeLessThan(100);
  });

  it('delete ended windows on a hit, at most once per interval', async () => {
    await database.pool.query('DELETE FROM rate_limit_counters');
    let clock = 0;
    const counters = createPostgresCounters({
      pool: database.pool,
      pruneEveryMs: 60_000,
      now: () => clock,
    });
    for (let key = 0; key < 20; key += 1) await counters.hit(`old-${key}`, 50);
    expect(await rows()).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await counters.hit('fresh', 60_000); // within the interval: no pruning yet
    expect(await rows()).toBe(21);
    clock += 60_000;
    await counters.hit('fresh', 60_000); // prunes (not awaited by the hit)
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rows()).toBe(1);
  });
});

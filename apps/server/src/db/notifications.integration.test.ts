// database.notifications: in memory at once, and on PostgreSQL to every other connection's
// listeners through LISTEN/NOTIFY — each listener once, also after the LISTEN connection was cut.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase, type Database } from './client.ts';

const CHANNEL = 'encore_test_channel';

describe('database.notifications', () => {
  let database: TestDatabase;
  /** Another process's connection to the same database (PostgreSQL only). */
  let other: Database | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.backend === 'postgres') {
      other = await openDatabase({ databaseUrl: database.connectionString, migrate: false });
    }
  });
  afterAll(async () => {
    await other?.close();
    await database?.cleanup();
  });

  it("delivers to this process's listeners at once, once each, until they stop", async () => {
    const got: string[] = [];
    const stop = await database.notifications.listen(CHANNEL, (payload) => got.push(payload));
    await database.notifications.notify(CHANNEL, 'one');
    expect(got).toEqual(['one']);
    // PostgreSQL hands our own NOTIFY back to our listener connection: it is not delivered again.
    await sleep(100);
    expect(got).toEqual(['one']);
    stop();
    await database.notifications.notify(CHANNEL, 'two');
    expect(got).toEqual(['one']);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(database.notifications.notify('bad"; drop', 'x')).rejects.toThrow(/channel/);
  });

  it('reaches the listeners of another connection, also after its LISTEN connection was cut', async (context) => {
    if (!other) return context.skip();
    const got: string[] = [];
    await other.notifications.listen(CHANNEL, (payload) => got.push(payload));
    await database.notifications.notify(CHANNEL, 'hello');
    await expect.poll(() => got, { timeout: 2_000 }).toEqual(['hello']);

    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'encore-listen' AND datname = current_database()`,
    );
    // The listener reconnects (0.5 s, then doubling) and LISTENs again.
    await expect
      .poll(
        async () => {
          await database.notifications.notify(CHANNEL, 'again');
          return got.includes('again');
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
  });
});

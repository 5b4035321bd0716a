import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

describe('openDatabase on a fresh database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('uses the backend the environment asks for', () => {
    expect(database.backend).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('applies every migration', async () => {
    const { rows: applied } = await database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(applied[0]?.count).toBe(journal.entries.length);

    const { rows: tables } = await database.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['job_heartbeats', 'page_views']),
    );
  });

  it('migrates again without changing anything', async () => {
    await runMigrations(database.pool);
    const { rows } = await database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.count).toBe(journal.entries.length);
  });

  it('serves concurrent parameterised queries on every pooled connection', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? database.pool.query<{ n: number }>('SELECT $1::int AS n', [i]).then((r) => r.rows[0]?.n)
          : database.pool
              .query<{ s: string }>("SELECT $1::text || '-' || $2::text AS s", [i, 'x'])
              .then((r) => r.rows[0]?.s),
      ),
    );
    expect(results).toEqual(Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? i : `${i}-x`)));
  });

  it('keeps concurrent transactions apart', async () => {
    await database.pool.query('CREATE TABLE tx_probe (n int)');
    const transaction = async (n: number, fail: boolean) => {
      const client = await database.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO tx_probe VALUES ($1)', [n]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await client.query(fail ? 'ROLLBACK' : 'COMMIT');
      } finally {
        client.release();
      }
    };
    await Promise.all([transaction(1, false), transaction(2, true), transaction(3, false)]);
    const { rows } = await database.pool.query<{ n: number }>('SELECT n FROM tx_probe ORDER BY n');
    expect(rows.map((row) => row.n)).toEqual([1, 3]);
  });
});

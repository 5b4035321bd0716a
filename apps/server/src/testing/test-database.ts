// A fresh, isolated database for one test file: embedded PGlite in memory by default, or a new
// database on the PostgreSQL server named by DATABASE_URL (tests may read the environment here).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

export interface TestDatabase extends Database {
  /** Closes the database and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  poolSize?: number;
  /** Defaults to process.env.DATABASE_URL. */
  databaseUrl?: string | undefined;
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = 'databaseUrl' in options ? options.databaseUrl : process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ inMemory: true, poolSize: options.poolSize });
    return { ...database, cleanup: database.close };
  }

  // Generated from hex only, so safe to put in SQL unquoted-by-parameter.
  const name = `encore_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    async cleanup() {
      try {
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/**
 * A fresh database on the machine's PostgreSQL for one benchmark, dropped afterwards. The server
 * is `BENCH_POSTGRES_URL` (default: the local one on 127.0.0.1:5432 as postgres); without one
 * reachable, the PostgreSQL half of a benchmark is skipped and says so.
 */
import pg from 'pg';

const defaultServerUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `serverUrl`: another PostgreSQL server than the default (the load test's DATABASE_URL). */
export async function withBenchPostgres<T extends Record<string, unknown>>(
  measure: (databaseUrl: string) => Promise<T>,
  serverUrl = defaultServerUrl,
): Promise<T | { skipped: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL at ${serverUrl}: ${(error as Error).message}` };
  }
  const name = `encore_bench_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measure(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * What the database says at the end of a run: the queue's own timestamps (sent → started →
 * completed, per job name, from pg-boss's tables), the designs made in the measured window, the
 * size and rows of the main tables, and whether every write the clients saw answered 2xx is there.
 */
import pg from 'pg';
import { percentile, type AnsweredWrites } from './metrics.ts';

const MAIN_TABLES = [
  'users',
  'auth_sessions',
  'designs',
  'stores',
  'store_products',
  'orders',
  'fulfilments',
  'page_views',
] as const;

export interface QueueFigures {
  jobs: number;
  completed: number;
  /** Failed, or still created/retry/active at the end: none should be. */
  notCompleted: Record<string, number>;
  retried: number;
  queueDelayP50Ms: number;
  queueDelayP99Ms: number;
  queueDelayMaxMs: number;
  runP50Ms: number;
  runP99Ms: number;
}

export interface LostWrites {
  /** Artists whose `v2/designs` listed more designs than the database holds for them. */
  designs: number;
  /** Artists whose ready store is missing or not ready. */
  stores: number;
  /** Paid orders (answered) missing or not paid. */
  orders: number;
  checked: { artistsWithDesigns: number; stores: number; orders: number };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Sent → started and started → completed per job name, from pgboss.job and its archive. */
export async function queueFigures(url: string): Promise<Record<string, QueueFigures>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{
      name: string;
      state: string;
      retry_count: number;
      delay_ms: number | null;
      run_ms: number | null;
    }>(`
      SELECT name, state::text AS state, retry_count,
             EXTRACT(EPOCH FROM (started_on - created_on)) * 1000 AS delay_ms,
             EXTRACT(EPOCH FROM (completed_on - started_on)) * 1000 AS run_ms
        FROM (SELECT name, state, retry_count, created_on, started_on, completed_on FROM pgboss.job
              UNION ALL
              SELECT name, state, retry_count, created_on, started_on, completed_on FROM pgboss.archive) AS jobs
       WHERE name NOT LIKE '__pgboss%'`);
    const byName = new Map<string, typeof rows>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    const figures: Record<string, QueueFigures> = {};
    for (const [name, jobs] of byName) {
      const delays = jobs.flatMap((job) => (job.delay_ms === null ? [] : [Number(job.delay_ms)]));
      const runs = jobs.flatMap((job) =>
        job.state === 'completed' && job.run_ms !== null ? [Number(job.run_ms)] : [],
      );
      const notCompleted: Record<string, number> = {};
      for (const job of jobs) {
        if (job.state !== 'completed') notCompleted[job.state] = (notCompleted[job.state] ?? 0) + 1;
      }
      figures[name] = {
        jobs: jobs.length,
        completed: jobs.filter((job) => job.state === 'completed').length,
        notCompleted,
        retried: jobs.filter((job) => job.retry_count > 0).length,
        queueDelayP50Ms: Math.round(percentile(delays, 50)),
        queueDelayP99Ms: Math.round(percentile(delays, 99)),
        queueDelayMaxMs: Math.round(Math.max(...delays)),
        runP50Ms: Math.round(percentile(runs, 50)),
        runP99Ms: Math.round(percentile(runs, 99)),
      };
    }
    return figures;
  });
}

/** `from`–`to`: the window designs per minute is counted over. */
export async function databaseFigures(url: string, from: Date, to: Date) {
  return withClient(url, async (client) => {
    const size = await client.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database()) AS bytes',
    );
    const rows: Record<string, number> = {};
    for (const table of MAIN_TABLES) {
      const result = await client.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
      rows[table] = Number(result.rows[0]?.count ?? 0);
    }
    const connections = await client.query<{ count: string }>(
      'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()',
    );
    const made = await client.query<{ count: string }>(
      'SELECT count(*) FROM designs WHERE created_at BETWEEN $1 AND $2',
      [from, to],
    );
    const since = await client.query<{ count: string }>(
      'SELECT count(*) FROM designs WHERE created_at >= $1',
      [from],
    );
    const minutes = (to.getTime() - from.getTime()) / 60_000;
    return {
      sizeMb: Math.round(Number(size.rows[0]?.bytes ?? 0) / 2 ** 20),
      rows,
      connectionsAtEnd: Number(connections.rows[0]?.count ?? 0),
      designsInWindow: Number(made.rows[0]?.count ?? 0),
      /** Every design made from the start of the measured phase to the end of the run. */
      designsSinceStart: Number(since.rows[0]?.count ?? 0),
      designsPerMinute: Number((Number(made.rows[0]?.count ?? 0) / minutes).toFixed(1)),
    };
  });
}

/** Connections to the run's database now (sampled during the run for its peak). */
export async function connectionCount(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: string }>(
    'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()',
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Every write answered 2xx, looked for in the database. */
export async function lostWrites(url: string, writes: AnsweredWrites): Promise<LostWrites> {
  return withClient(url, async (client) => {
    const designs = await client.query<{ user_id: string; count: string }>(
      'SELECT user_id, count(*) FROM designs WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
      [[...writes.designsByUser.keys()]],
    );
    const held = new Map(designs.rows.map((row) => [row.user_id, Number(row.count)]));
    let lostDesigns = 0;
    for (const [userId, seen] of writes.designsByUser) {
      if ((held.get(userId) ?? 0) < seen) lostDesigns += 1;
    }
    const stores = await client.query<{ count: string }>(
      "SELECT count(*) FROM stores WHERE user_id = ANY($1::uuid[]) AND status = 'ready'",
      [[...writes.storeByUser.keys()]],
    );
    const orders = await client.query<{ count: string }>(
      "SELECT count(*) FROM orders WHERE id = ANY($1::uuid[]) AND status = 'paid'",
      [[...writes.paidOrders]],
    );
    return {
      designs: lostDesigns,
      stores: writes.storeByUser.size - Number(stores.rows[0]?.count ?? 0),
      orders: writes.paidOrders.size - Number(orders.rows[0]?.count ?? 0),
      checked: {
        artistsWithDesigns: writes.designsByUser.size,
        stores: writes.storeByUser.size,
        orders: writes.paidOrders.size,
      },
    };
  });
}

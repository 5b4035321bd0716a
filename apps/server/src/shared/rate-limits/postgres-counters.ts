// Rate-limit counters in PostgreSQL (rate_limit_counters, decision 057), so every web process on
// the database counts the same hits. One statement a hit: an upsert that adds to the key's window
// or starts a new one, and answers the count and the time left. Named, so each connection plans
// it once. Windows that ended are deleted at most every `pruneEveryMs` by the process that hits
// next (no timer, no job: no hits, no new rows), so the table only ever holds live windows.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { BaseLogger } from 'pino';
import type { CounterHit, RateLimitCounters } from './counters.ts';

export interface PostgresCountersOptions {
  pool: Pick<pg.Pool, 'query'>;
  logger?: Pick<BaseLogger, 'warn'>;
  /** How often this process deletes ended windows. Default one minute. */
  pruneEveryMs?: number;
  now?: () => number;
}

/** Longer keys (a long handle in a path) are stored as their hash: rows stay small. */
const MAX_KEY_LENGTH = 200;

const HIT = {
  name: 'rate_limit_hit',
  text: `INSERT INTO rate_limit_counters AS c (key, count, resets_at)
VALUES ($1, 1, now() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.count + 1 END,
  resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
RETURNING count, greatest(0, ceil(extract(epoch FROM c.resets_at - now()) * 1000))::int AS reset_in_ms`,
};

const PEEK = {
  name: 'rate_limit_peek',
  text: `SELECT count, ceil(extract(epoch FROM resets_at - now()) * 1000)::int AS reset_in_ms
FROM rate_limit_counters WHERE key = $1 AND resets_at > now()`,
};

const PRUNE = 'DELETE FROM rate_limit_counters WHERE resets_at <= now()';

interface Row {
  count: number;
  reset_in_ms: number;
}

function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

export function createPostgresCounters(options: PostgresCountersOptions): RateLimitCounters {
  const { pool, logger } = options;
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  const now = options.now ?? Date.now;
  let prunedAt = Number.NEGATIVE_INFINITY;

  const pruneNow = () => {
    prunedAt = now();
    pool.query(PRUNE).catch((error: unknown) => {
      logger?.warn({ err: error }, 'pruning rate-limit counters failed');
    });
  };

  return {
    async hit(key, windowMs) {
      if (now() - prunedAt >= pruneEveryMs) pruneNow();
      const result = await pool.query<Row>({ ...HIT, values: [storedKey(key), windowMs] });
      const row = result.rows[0];
      if (!row) throw new Error('rate-limit upsert returned no row');
      return { count: row.count, resetInMs: row.reset_in_ms };
    },
    async peek(key): Promise<CounterHit> {
      const result = await pool.query<Row>({ ...PEEK, values: [storedKey(key)] });
      const row = result.rows[0];
      return row ? { count: row.count, resetInMs: row.reset_in_ms } : { count: 0, resetInMs: 0 };
    },
  };
}

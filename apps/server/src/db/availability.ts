// Whether the database can be reached, as this process last found it (decision 058). A query that
// fails because the connection broke or could not be made marks the database down; from then on
// the pool refuses at once (DatabaseUnavailableError: a 503 with Retry-After) instead of letting
// every request wait for its own timeout, and a probe asks the database every PROBE_INTERVAL_MS
// on a connection of its own until it answers. Then the pool opens again: no restart needed.
import pg from 'pg';
import type { BaseLogger } from 'pino';

/** What a refused request is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
const PROBE_INTERVAL_MS = 500;
const PROBE_TIMEOUT_MS = 1_000;

/** The database cannot be reached right now; nothing was written. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  constructor(cause?: unknown) {
    super('The database cannot be reached right now', cause === undefined ? undefined : { cause });
  }
}

// Node's socket errors, and SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server
// is shutting down, crashed or starting: what a restart answers).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03']);
// node-postgres says these in words only.
const BROKEN_CONNECTION =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Query read timeout|terminating connection|the database system is (starting up|shutting down|in recovery mode)/i;
/** pg-pool's wait for a free connection ran out: a busy pool, not a missing database. */
const POOL_WAIT = /timeout exceeded when trying to connect/i;

function codeOf(error: Error): string | undefined {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** The error and its causes (drizzle wraps the driver's error in `cause`), a few deep. */
function* chain(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    yield current;
    current = current.cause;
  }
}

/** True when `error` says the connection to the database broke or could not be made. */
export function isConnectionError(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof DatabaseUnavailableError) return true;
    const code = codeOf(link);
    if (code !== undefined && (SOCKET_CODES.has(code) || SERVER_GONE_CODES.has(code))) return true;
    if (code?.startsWith('08')) return true;
    if (BROKEN_CONNECTION.test(link.message)) return true;
  }
  return false;
}

/** True for a failure that a retry in a few seconds may not have: database down or pool full. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  for (const link of chain(error)) if (POOL_WAIT.test(link.message)) return true;
  return false;
}

export interface DatabaseAvailability {
  /** False from a broken connection until the probe reaches the database again. */
  readonly available: boolean;
  /** Marks the database down when `error` is a broken connection; anything else is ignored. */
  reportFailure(error: unknown): void;
  /** Called each time the database comes back (after being marked down). */
  onRecovered(listener: () => void): void;
  /** Stops probing. */
  close(): void;
}

export interface AvailabilityOptions {
  connectionString: string;
  logger?: Pick<BaseLogger, 'info' | 'warn'>;
  probeIntervalMs?: number;
}

export function createDatabaseAvailability(options: AvailabilityOptions): DatabaseAvailability {
  const { logger } = options;
  const probeIntervalMs = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const recovered = new Set<() => void>();
  let available = true;
  let downSince = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const probe = async (): Promise<boolean> => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'encore-probe',
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  const scheduleProbe = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      void probe().then((up) => {
        timer = undefined;
        if (closed) return;
        if (!up) return scheduleProbe();
        available = true;
        logger?.info({ downMs: Date.now() - downSince }, 'database reachable again');
        for (const listener of recovered) listener();
      });
    }, probeIntervalMs);
    timer.unref();
  };

  return {
    get available() {
      return available;
    },
    reportFailure(error) {
      if (closed || !isConnectionError(error) || error instanceof DatabaseUnavailableError) return;
      if (available) {
        available = false;
        downSince = Date.now();
        logger?.warn({ err: error }, 'database unreachable: answering 503 until it is back');
      }
      scheduleProbe();
    },
    onRecovered(listener) {
      recovered.add(listener);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      recovered.clear();
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Makes `pool` refuse at once while the database is down, and report every broken connection it
 * meets. Every path goes through `connect` (pool.query included), so drizzle, pg-boss and raw
 * queries all fail fast alike.
 */
export function guardPool(pool: pg.Pool, availability: DatabaseAvailability): void {
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const guarded = (callback?: ConnectCallback): Promise<pg.PoolClient> | undefined => {
    if (!availability.available) {
      const refused = new DatabaseUnavailableError();
      if (!callback) return Promise.reject(refused);
      process.nextTick(() => callback(refused, undefined, () => undefined));
      return undefined;
    }
    if (!callback) {
      return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
        availability.reportFailure(error);
        throw error;
      });
    }
    return connect((error, client, done) => {
      if (error) availability.reportFailure(error);
      callback(error, client, done);
    });
  };
  Object.assign(pool, { connect: guarded });
  // A checked-out client whose query broke is released with the error; an idle one emits it.
  pool.on('release', (error: Error | undefined) => {
    if (error) availability.reportFailure(error);
  });
  pool.on('error', (error) => availability.reportFailure(error));
  // A client checked out of the pool has no error listener of the pool's: a connection that
  // breaks between its queries (inside a transaction) would emit an unhandled 'error' and end
  // the process. This one stays on every client.
  pool.on('connect', (client) => {
    client.on('error', (error) => availability.reportFailure(error));
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => availability.reportFailure(error));
      }
      return result;
    },
  });
}

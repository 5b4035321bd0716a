// Opens the server's database: a PostgreSQL server (DATABASE_URL) or the embedded PGlite, both
// reached through one pg.Pool so drizzle, pg-boss and tests run the same code on either.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { BaseLogger } from 'pino';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import {
  createDatabaseAvailability,
  guardPool,
  type DatabaseAvailability,
} from './availability.ts';
import { createDatabaseNotifications, type DatabaseNotifications } from './notifications.ts';
import { runMigrations } from './migrate.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The `tx` of `db.transaction(async (tx) => …)`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type DbExecutor = Db | DbTransaction;

export type DatabaseBackend = 'pglite' | 'postgres';

/**
 * Where the data lives, checked in this order: `inMemory` (tests), then `databaseUrl` (a PostgreSQL
 * server), then `dataDir` (embedded PGlite persisted under `<dataDir>/pglite`). The server's Config
 * fits as it is: `openDatabase(config)`.
 */
export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Embedded PGlite in memory, gone on close. */
  inMemory?: boolean;
  /** Connections in the pool, shared by requests and job workers. Default 10. */
  poolSize?: number;
  /** Apply pending migrations before returning. Default true. */
  migrate?: boolean;
  logger?: Pick<BaseLogger, 'info' | 'warn'>;
}

export interface Database {
  readonly db: Db;
  readonly pool: pg.Pool;
  /** Reaches this database from another client; for the embedded one, a Unix socket URL. */
  readonly connectionString: string;
  readonly backend: DatabaseBackend;
  /** Signals to this process and (PostgreSQL) every other on the database: LISTEN/NOTIFY. */
  readonly notifications: DatabaseNotifications;
  /** Whether the database is reachable; while not, the pool refuses at once (decision 058). */
  readonly availability: DatabaseAvailability;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Ends the pool, then (embedded) the socket server and PGlite. Safe to call twice. */
  close(): Promise<void>;
}

const DEFAULT_POOL_SIZE = 10;
// Bounds on every wait for the database (decision 058): a new connection, or a free one of the
// pool, within CONNECT_TIMEOUT_MS; a query's answer within QUERY_TIMEOUT_MS (a connection whose
// packets vanish, not a slow query: those are all well under a second). A database that is
// known to be down is refused at once (availability.ts), so these only bound the first requests.
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 30_000;
// Room above the pool for a psql session while debugging and for sockets the pool is still closing.
const EMBEDDED_SPARE_CONNECTIONS = 4;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { logger } = options;
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const startedAt = performance.now();

  let embedded: EmbeddedPostgres | undefined;
  let connectionString: string;
  if (!options.inMemory && options.databaseUrl) {
    connectionString = options.databaseUrl;
  } else {
    if (!options.inMemory && !options.dataDir) {
      throw new Error('openDatabase needs databaseUrl, dataDir or inMemory');
    }
    embedded = await startEmbeddedPostgres({
      dataDir: options.inMemory ? undefined : options.dataDir,
      maxConnections: poolSize + EMBEDDED_SPARE_CONNECTIONS,
    });
    connectionString = embedded.connectionString;
  }

  const pool = new pg.Pool({
    connectionString,
    // Every socket connection to PGlite shares its one Postgres session, so statements from two
    // connections interleave there and clobber each other's unnamed portals ("portal does not
    // exist"). One connection serialises them; PGlite runs one query at a time anyway.
    max: embedded ? 1 : poolSize,
    application_name: 'encore',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection failed'));
  const availability = createDatabaseAvailability({ connectionString, logger });
  guardPool(pool, availability);

  // PGlite belongs to this process alone: its notifications stay in memory (notifications.ts).
  const notifications = createDatabaseNotifications({
    connectionString: embedded ? undefined : connectionString,
    pool,
    logger,
    availability,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        availability.close();
        await notifications.close();
        await pool.end();
      } finally {
        await embedded?.stop();
      }
    })();
    return closing;
  };

  try {
    if (options.migrate ?? true) await runMigrations(pool);
  } catch (error) {
    await close();
    throw error;
  }

  const backend: DatabaseBackend = embedded ? 'pglite' : 'postgres';
  logger?.info({ backend, ms: Math.round(performance.now() - startedAt) }, 'database ready');

  return {
    db: drizzle({ client: pool, schema }),
    pool,
    connectionString,
    backend,
    notifications,
    availability,
    async ping() {
      await pool.query('SELECT 1');
    },
    close,
  };
}

// PGlite (Postgres compiled to WASM, in this process) served over the Postgres wire protocol, so
// pg.Pool, drizzle and pg-boss use the same code path against it as against a PostgreSQL server.
//
// The socket is a Unix socket in a fresh private (0700) temp folder rather than a TCP port: the
// server does no authentication, so it should not be reachable by other users of the machine, and a
// short temp path stays under the ~100-byte socket path limit wherever DATA_DIR lives.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { initialiseInChildProcess } from './pglite-initdb.ts';

export interface EmbeddedPostgres {
  /** postgres:// URL reaching the socket, for pg.Pool or any Postgres client (e.g. psql). */
  readonly connectionString: string;
  /** Stops serving, closes PGlite (flushing it to disk when persisted) and releases the lock. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Persist under `<dataDir>/pglite`; omit for an in-memory database. */
  dataDir?: string;
  /** Concurrent client connections accepted; must be at least the pool size. */
  maxConnections: number;
}

// pg derives the socket file name from the port: <host dir>/.s.PGSQL.<port>.
const SOCKET_PORT = 5432;

// Postgres touches all of shared_buffers when it starts: at its default 128 MB that is 128 MB of
// resident memory before the first query. Encore's working set is a few MB, and a persisted
// PGlite reads its files through the operating system's cache anyway (decision 050).
const SHARED_BUFFERS = '16MB';
const pgliteOptions = () => ({
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  let lock: DataDirLock | undefined;
  let pglite: PGlite | undefined;
  let socketDir: string | undefined;
  let server: PGLiteSocketServer | undefined;

  const stop = async () => {
    try {
      await server?.stop();
      await pglite?.close();
    } finally {
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
      lock?.release();
    }
  };

  try {
    if (options.dataDir !== undefined) {
      mkdirSync(options.dataDir, { recursive: true });
      lock = acquireDataDirLock(
        path.join(options.dataDir, 'pglite.lock'),
        `The embedded database in ${options.dataDir}`,
      );
      const pgDataDir = path.join(options.dataDir, 'pglite');
      await initialiseInChildProcess(pgDataDir);
      pglite = await PGlite.create(pgDataDir, pgliteOptions());
    } else {
      pglite = await PGlite.create(pgliteOptions());
    }

    socketDir = mkdtempSync(path.join(os.tmpdir(), 'encore-pglite-'));
    server = new PGLiteSocketServer({
      db: pglite,
      path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      maxConnections: options.maxConnections,
    });
    await server.start();
  } catch (error) {
    await stop();
    throw error;
  }

  const host = encodeURIComponent(socketDir);
  return {
    connectionString: `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${host}`,
    stop,
  };
}

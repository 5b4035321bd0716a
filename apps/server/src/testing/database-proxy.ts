// A TCP proxy between Encore and PostgreSQL for tests of database outages (decision 058): `cut()`
// drops every connection and refuses new ones, as a restarting server does; `restore()` lets them
// through again. Listens on 127.0.0.1 only.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface DatabaseProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string;
  /** Drops every open connection and refuses new ones (connection refused) until restored. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /** Connections passed through since the start. */
  readonly connections: number;
  close(): Promise<void>;
}

export interface DatabaseProxyOptions {
  /** Where PostgreSQL listens. */
  target: { host: string; port: number };
  /** Default: a free one. */
  port?: number;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startDatabaseProxy(options: DatabaseProxyOptions): Promise<DatabaseProxy> {
  const open = new Set<Socket>();
  let connections = 0;

  const makeServer = () =>
    createServer((client) => {
      connections += 1;
      const upstream = connect(options.target.port, options.target.host);
      open.add(client);
      open.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });

  let server: Server | undefined = makeServer();
  const port = await listen(server, options.port ?? 0);

  const stopListening = async () => {
    const current = server;
    server = undefined;
    if (!current) return;
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  const dropAll = () => {
    // resetAndDestroy: an RST, as a killed server's sockets give; destroy where unsupported.
    for (const socket of open) {
      if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
      else socket.destroy();
    }
    open.clear();
  };

  return {
    port,
    get connections() {
      return connections;
    },
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closing = stopListening();
      dropAll();
      await closing;
    },
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    async close() {
      const closing = stopListening();
      dropAll();
      await closing;
    },
  };
}

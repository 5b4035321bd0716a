// Signals between the processes sharing a database: a job was queued, a job step wrote progress.
// A notification reaches this process's listeners at once (in memory) and, on PostgreSQL, every
// other process's through NOTIFY on one dedicated LISTEN connection per process.
//
// On the embedded PGlite there is no other process to reach: the data directory is locked to one
// process, and every socket connection shares PGlite's one session, so a NOTIFY would come back
// to whichever connection sent it rather than to the listener. Delivery is in memory only there.
// A lost notification (listener reconnecting) only costs time: jobs are still polled and the
// screens still poll, so nothing depends on every signal arriving.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BaseLogger } from 'pino';
import type { DatabaseAvailability } from './availability.ts';

export type NotificationListener = (payload: string) => void;

export interface DatabaseNotifications {
  /**
   * Delivers `payload` to this process's listeners of `channel` and, on PostgreSQL, NOTIFYs the
   * other processes. Never throws: a failed NOTIFY is logged (the fallbacks still poll).
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Starts listening (LISTEN on first use of a channel); resolves to a function that stops. */
  listen(channel: string, listener: NotificationListener): Promise<() => void>;
  /** Ends the LISTEN connection. */
  close(): Promise<void>;
}

export interface NotificationsOptions {
  /** PostgreSQL to LISTEN on; omit for in-process delivery only (the embedded PGlite). */
  connectionString?: string;
  /** Where NOTIFY is sent from. */
  pool: Pick<pg.Pool, 'query'>;
  logger?: Pick<BaseLogger, 'info' | 'warn'>;
  /** First reconnect delay of the LISTEN connection; doubles up to 30 s. Default 500 ms. */
  reconnectMs?: number;
  /** When the database comes back after an outage, the LISTEN connection is remade at once. */
  availability?: Pick<DatabaseAvailability, 'onRecovered'>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const MAX_RECONNECT_MS = 30_000;
/** A LISTEN connection that cannot be made within this is a failed attempt (retried). */
const CONNECT_TIMEOUT_MS = 5_000;

function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel "${channel}"`);
}

export function createDatabaseNotifications(options: NotificationsOptions): DatabaseNotifications {
  const { logger, pool } = options;
  // Tags this process's NOTIFYs, so the copy PostgreSQL hands back to us is not delivered twice.
  const origin = randomBytes(6).toString('hex');
  const listeners = new Map<string, Set<NotificationListener>>();
  const firstReconnectMs = options.reconnectMs ?? 500;

  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client | undefined> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectMs = firstReconnectMs;
  let closed = false;

  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        logger?.warn({ err: error, channel }, 'notification listener failed');
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer || listeners.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectMs);
    reconnectTimer.unref();
    reconnectMs = Math.min(reconnectMs * 2, MAX_RECONNECT_MS);
  };

  const connect = (): Promise<pg.Client | undefined> => {
    const { connectionString } = options;
    if (!connectionString || closed) return Promise.resolve(undefined);
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString,
        application_name: 'encore-listen',
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = undefined;
        if (!closed) logger?.warn({ err: error }, 'LISTEN connection lost; reconnecting');
        scheduleReconnect();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', ({ channel, payload }) => {
        if (payload === undefined) return;
        const separator = payload.indexOf(':');
        if (payload.slice(0, separator) === origin) return;
        deliver(channel, payload.slice(separator + 1));
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN "${channel}"`);
      } catch (error) {
        logger?.warn({ err: error }, 'LISTEN connection failed; retrying');
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
        scheduleReconnect();
        return undefined;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return undefined;
      }
      client = next;
      reconnectMs = firstReconnectMs;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  // The backoff may have grown long during an outage; the database's return is the moment to try.
  options.availability?.onRecovered(() => {
    if (closed || client || listeners.size === 0) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    reconnectMs = firstReconnectMs;
    void connect();
  });

  return {
    async notify(channel, payload) {
      assertChannel(channel);
      deliver(channel, payload);
      if (!options.connectionString || closed) return;
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        logger?.warn({ channel, bytes: Buffer.byteLength(payload) }, 'notification too large');
        return;
      }
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, `${origin}:${payload}`]);
      } catch (error) {
        logger?.warn({ err: error, channel }, 'NOTIFY failed');
      }
    },

    async listen(channel, listener) {
      assertChannel(channel);
      let set = listeners.get(channel);
      const first = set === undefined;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      if (first && options.connectionString) {
        // A connection made from here on LISTENs to every known channel; one already open (or
        // opening without this channel) is told now. LISTEN twice is harmless.
        const connected = await connect();
        await connected?.query(`LISTEN "${channel}"`).catch((error: unknown) => {
          logger?.warn({ err: error, channel }, 'LISTEN failed');
        });
      }
      return () => {
        set.delete(listener);
        // A channel nobody listens to any more is forgotten, so a lost connection with no
        // listeners left is not reconnected (the server-side LISTEN stays until then: harmless).
        if (set.size === 0 && listeners.get(channel) === set) listeners.delete(channel);
      };
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      listeners.clear();
      await connecting;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

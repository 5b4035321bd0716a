// GET /api/events: the signed-in user's live events as server-sent events (text/event-stream),
// one stream per tab. The bearer token is checked when the stream opens and again every
// `reauthMs`; a stream whose session ended closes, and the web client reconnects with a fresh
// token. Only the token's own user's events are written to it.
import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS_PATH, LIVE_READY_EVENT } from '@encore/contracts';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../plugins/authentication.ts';
import type { LiveEvents, UserEvent } from '../../shared/live-events.ts';

export interface LiveEventRoutesOptions {
  authenticator: Authenticator;
  liveEvents: Pick<LiveEvents, 'subscribe'>;
  /** A comment line this often keeps proxies and the client's watchdog from closing. Default 15 s. */
  heartbeatMs?: number;
  /** How often the token is checked again while the stream is open. Default 60 s. */
  reauthMs?: number;
  /** Open streams per user (tabs); opening one more closes the oldest. Default 10. */
  maxStreamsPerUser?: number;
}

/** What the client waits before reconnecting when the stream ends, unless it knows better. */
const RETRY_MS = 2_000;
/** A client this far behind is not reading: close, it will reconnect and read afresh. */
const MAX_BUFFERED_BYTES = 64 * 1024;

function frame(event: UserEvent): string {
  return `event: ${event.name}\ndata: ${event.data}\n\n`;
}

export async function liveEventRoutes(
  app: FastifyInstance,
  options: LiveEventRoutesOptions,
): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const reauthMs = options.reauthMs ?? 60_000;
  const maxStreams = options.maxStreamsPerUser ?? 10;
  const { authenticator } = options;
  /** Each user's open streams, oldest first; each entry ends its stream. */
  const open = new Map<string, (() => void)[]>();

  // Open streams would hold app.close() until they end by themselves: end them first.
  app.addHook('preClose', (done) => {
    for (const closers of open.values()) for (const close of [...closers]) close();
    done();
  });

  app.get(
    LIVE_EVENTS_PATH,
    { preHandler: authenticator.requireUser('Sign in to follow your progress.') },
    async (request, reply) => {
      const { user } = request;
      if (!user) return reply.status(401).send({ error: 'unauthorized' });
      const userId = user.id;
      const res: ServerResponse = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-content-type-options': 'nosniff',
        // Tells nginx-like proxies not to buffer the stream.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });

      let ended = false;
      const timers: ReturnType<typeof setInterval>[] = [];
      const subscription: { stop?: () => void } = {};
      const write = (text: string) => {
        if (ended) return;
        if (res.writableLength > MAX_BUFFERED_BYTES) return end();
        res.write(text);
      };
      const end = () => {
        if (ended) return;
        ended = true;
        for (const timer of timers) clearInterval(timer);
        subscription.stop?.();
        const closers = open.get(userId)?.filter((close) => close !== end) ?? [];
        if (closers.length > 0) open.set(userId, closers);
        else open.delete(userId);
        res.end();
      };
      request.raw.once('close', end);
      res.once('error', end);

      const closers = [...(open.get(userId) ?? []), end];
      open.set(userId, closers);
      if (closers.length > maxStreams) closers[0]?.();

      const stop = await options.liveEvents.subscribe(userId, (event) => write(frame(event)));
      // The client may have gone while this was subscribing.
      if (ended) return stop();
      subscription.stop = stop;
      write(`retry: ${RETRY_MS}\n`);
      write(frame({ name: LIVE_READY_EVENT, data: JSON.stringify({ at: Date.now() }) }));
      timers.push(setInterval(() => write(': ping\n\n'), heartbeatMs));
      timers.push(
        setInterval(() => {
          authenticator.identify(request).then(
            (still) => {
              if (still?.id !== userId) end();
            },
            () => end(),
          );
        }, reauthMs),
      );
    },
  );
}

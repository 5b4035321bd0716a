// While the server closes (SIGTERM), no keep-alive connection may hold the close up. app.close()
// ends the connections idle when it starts, but one busy then (a request in flight, a live-events
// stream until preClose ends it) goes idle later and stayed open until its client let go of it:
// 5.3 s in many-processes.faults.test.ts with Node's fetch as the client, 2.5 s even with Node's
// own closeIdleConnections() swept every 100 ms. So every response sent while closing says
// `Connection: close`, and from the start of the close every 100 ms each connection with no
// response in progress is ended (decision 057).
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const SWEEP_MS = 100;

export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  /** Sockets with a response in progress, and how many (pipelining). */
  const busy = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      busy.delete(socket);
    });
  });
  app.server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const { socket } = request;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
    });
  });

  // A callback hook, not an async one: it runs on every response, and a promise each is the
  // hot path's cost for something that matters only while closing.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // The listener is closed from the first moment of app.close().
    if (!app.server.listening) reply.header('connection', 'close');
    done(null, payload);
  });
  let sweeper: ReturnType<typeof setInterval> | undefined;
  const sweep = () => {
    for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
  };
  app.addHook('preClose', (done) => {
    sweeper = setInterval(sweep, SWEEP_MS);
    sweeper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}

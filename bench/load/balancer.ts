/**
 * A round-robin TCP balancer on 127.0.0.1, standing where a deployment's load balancer stands:
 * every web process has the one public URL (the OpenID provider's issuer, the links in pages), and
 * each new connection goes to the next web process. Layer 4 only: bytes are piped, headers (and a
 * fan's X-Forwarded-For) pass untouched.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface Balancer {
  readonly url: string;
  /** Connections handed to each backend so far. */
  readonly connections: number[];
  close(): Promise<void>;
}

export async function startBalancer(port: number, backendPorts: () => number[]): Promise<Balancer> {
  const connections: number[] = [];
  const open = new Set<Socket>();
  let next = 0;
  const server = createServer((client) => {
    const ports = backendPorts();
    const index = next % ports.length;
    next += 1;
    connections[index] = (connections[index] ?? 0) + 1;
    const backend = connect({ host: '127.0.0.1', port: ports[index] ?? 0 });
    open.add(client).add(backend);
    const close = () => {
      client.destroy();
      backend.destroy();
      open.delete(client);
      open.delete(backend);
    };
    client.on('error', close).on('close', close);
    backend.on('error', close).on('close', close);
    client.pipe(backend).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

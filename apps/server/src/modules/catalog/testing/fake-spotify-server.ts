// A local stand-in for Spotify's accounts and Web API hosts: it replays canned responses on
// 127.0.0.1 and records every request. A request no route answers is a 500 and is listed in
// `unhandled`, so a test can fail on it (never a live call).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CannedResponse {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

export type Route = (request: RecordedRequest) => CannedResponse;

export interface FakeSpotifyServer {
  baseUrl: string;
  requests: RecordedRequest[];
  unhandled: string[];
  /** `METHOD /path` → a route, or a list answered in turn (the last one repeats). */
  routes: Map<string, Route | CannedResponse[]>;
  close(): Promise<void>;
}

export async function startFakeSpotifyServer(): Promise<FakeSpotifyServer> {
  const requests: RecordedRequest[] = [];
  const unhandled: string[] = [];
  const routes = new Map<string, Route | CannedResponse[]>();
  const turns = new Map<string, number>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const key = `${request.method} ${request.path}`;
      const route = routes.get(key);
      let canned: CannedResponse | undefined;
      if (typeof route === 'function') {
        canned = route(request);
      } else if (route !== undefined) {
        const turn = turns.get(key) ?? 0;
        turns.set(key, turn + 1);
        canned = route[Math.min(turn, route.length - 1)];
      }
      if (canned === undefined) {
        unhandled.push(key);
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`unhandled ${key}`);
        return;
      }
      if (canned.hang) return;
      const text =
        typeof canned.body === 'string' ? canned.body : JSON.stringify(canned.body ?? {});
      res.writeHead(canned.status, { 'content-type': 'application/json', ...canned.headers });
      res.end(text);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    unhandled,
    routes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

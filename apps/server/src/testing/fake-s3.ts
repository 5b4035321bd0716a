// A bucket for tests on 127.0.0.1 that answers Encore's S3 calls (path-style PUT and GET of one
// object, aws4fetch-signed; the signature is not checked) and can be told to answer 503, as an
// S3 outage does (decision 058).
import { createServer, type IncomingMessage } from 'node:http';

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`: S3_ENDPOINT. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Object keys stored, without the bucket. */
  keys(): string[];
  /** From now on every request answers 503 SlowDown. */
  fail(): void;
  heal(): void;
  /** Requests answered 503. */
  readonly refused: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = 'encore-test'): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  let failing = false;
  let refused = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = new URL(request.url ?? '/', 'http://s3').pathname;
      const prefix = `/${bucket}/`;
      if (failing) {
        refused += 1;
        response.writeHead(503, { 'content-type': 'application/xml' });
        return response.end('<Error><Code>SlowDown</Code></Error>');
      }
      if (!path.startsWith(prefix)) {
        response.writeHead(404);
        return response.end();
      }
      const key = path.slice(prefix.length);
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        response.writeHead(200);
        return response.end();
      }
      const object = objects.get(key);
      if (request.method !== 'GET' || !object) {
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
      });
      response.end(object.bytes);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    keys: () => [...objects.keys()],
    fail: () => (failing = true),
    heal: () => (failing = false),
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// The S3 adapter against a local HTTP server standing in for the bucket: it records what arrives
// and keeps objects in memory. No call leaves the machine.
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey, readAll } from './file-storage.ts';
import { createS3FileStorage, s3ObjectUrl } from './s3-file-storage.ts';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let endpoint: string;
const received: Received[] = [];
const objects = new Map<string, { body: Buffer; type: string }>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      if (entry.path.includes('/boom/')) {
        res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
        return;
      }
      if (entry.method === 'PUT') {
        objects.set(entry.path, { body: entry.body, type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"x"' }).end();
        return;
      }
      const object = objects.get(entry.path);
      if (!object) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      res
        .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
        .end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = () => ({
  bucket: 'encore-files',
  region: 'eu-central-1',
  endpoint,
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  appUrl: 'https://encore.test',
});

describe('S3 file storage', () => {
  it('PUTs the bytes to the bucket path, signed with SigV4 over the payload hash', async () => {
    const storage = createS3FileStorage(options());
    const bytes = Buffer.from('\x89PNG s3 bytes');
    const key = contentKey('designs', bytes, 'png');
    await storage.put(key, bytes, 'image/png');

    const put = received.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/encore-files/${key}`);
    expect(put?.body).toEqual(bytes);
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(put?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );

    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect(file && (await readAll(file))).toEqual(bytes);
    expect(received.at(-1)?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('answers null for a missing key and throws on other failures', async () => {
    const storage = createS3FileStorage(options());
    expect(await storage.get('designs/nothing.png')).toBeNull();
    const png = Buffer.from('x');
    await expect(storage.get('boom/a.png')).rejects.toThrow(/S3 GET boom\/a.png answered 500/);
    await expect(storage.put('boom/a.png', png, 'image/png')).rejects.toThrow(/S3 PUT .* 500/);
  });

  it('serves files from S3_PUBLIC_URL when set, else through Encore', () => {
    expect(createS3FileStorage(options()).url('mockups/a.webp')).toBe(
      'https://encore.test/files/mockups/a.webp',
    );
    expect(
      createS3FileStorage({ ...options(), publicUrl: 'https://cdn.encore.test/' }).url(
        'mockups/a.webp',
      ),
    ).toBe('https://cdn.encore.test/mockups/a.webp');
  });

  it('addresses AWS virtual-hosted style without an endpoint', () => {
    expect(s3ObjectUrl({ bucket: 'b', region: 'us-east-1', endpoint: undefined }, 'k/a.png')).toBe(
      'https://b.s3.us-east-1.amazonaws.com/k/a.png',
    );
  });
});

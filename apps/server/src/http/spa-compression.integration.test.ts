import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A built app as `npm run build` leaves it: text files with .br and .gz copies, hidden maps.
const SCRIPT = `export const greeting = ${JSON.stringify('encore '.repeat(200))};\n`;
const PAGE = `<!doctype html><title>Encore</title><div id="root"></div>${'<!-- x -->'.repeat(50)}`;

async function writeBuiltApp(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  const files: [string, string][] = [
    ['index.html', PAGE],
    ['assets/index-abc123.js', SCRIPT],
  ];
  for (const [name, text] of files) {
    await writeFile(join(dir, name), text);
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dir, `${name}.gz`), gzipSync(text));
  }
  await writeFile(join(dir, 'assets/index-abc123.js.map'), '{"version":3,"sources":[]}');
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as it came (fetch would decode it). */
function get(baseUrl: string, path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app', () => {
  let dir: string;
  let server: TestApp;
  let withMaps: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'encore-spa-'));
    await writeBuiltApp(dir);
    server = await createTestApp({ WEB_DIST_DIR: dir }, { workers: false });
    withMaps = await createTestApp(
      { WEB_DIST_DIR: dir, PUBLIC_SOURCE_MAPS: 'true' },
      { workers: false },
    );
  });

  afterAll(async () => {
    await server.close();
    await withMaps.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a script as brotli to a browser that accepts it', async () => {
    const response = await get(server.baseUrl, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    // The maps are not named to browsers unless they are served.
    expect(response.headers.sourcemap).toBeUndefined();
  });

  it('sends gzip to a browser without brotli', async () => {
    const response = await get(server.baseUrl, '/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(server.baseUrl, '/assets/index-abc123.js', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it('compresses index.html too, on any client-side route, never cached', async () => {
    for (const path of ['/v2', '/v2/main', '/index.html']) {
      const response = await get(server.baseUrl, path, 'br');
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers.vary, path).toBe('Accept-Encoding');
      expect(brotliDecompressSync(response.body).toString(), path).toBe(PAGE);
    }
  });

  it('answers a source map with a 404 unless PUBLIC_SOURCE_MAPS is set', async () => {
    const hidden = await get(server.baseUrl, '/assets/index-abc123.js.map', 'br');
    expect(hidden.status).toBe(404);
    expect(JSON.parse(hidden.body.toString())).toMatchObject({ error: 'not_found' });

    const served = await get(withMaps.baseUrl, '/assets/index-abc123.js.map');
    expect(served.status).toBe(200);
    expect(served.body.toString()).toBe('{"version":3,"sources":[]}');
    const script = await get(withMaps.baseUrl, '/assets/index-abc123.js', 'br');
    expect(script.headers.sourcemap).toBe('index-abc123.js.map');
  });
});

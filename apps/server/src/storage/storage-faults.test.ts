// File storage in trouble (decision 058): a write that fails part-way leaves nothing behind under
// any name, and a request that meets a failing disk or bucket answers 503 with Retry-After and a
// message, not a 500.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../http/plugins/error-handler.ts';
import { failingFileStorage } from '../testing/failing-file-storage.ts';
import { createFileLinks } from './file-links.ts';
import { fileRoutes } from './file-routes.ts';
import { contentKey } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { FileStorageError } from './s3-file-storage.ts';
import { isStorageUnavailable } from './storage-errors.ts';

// A disk that fills up mid-write: half the bytes land, then ENOSPC.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      if (!disk.full) return actual.writeFile(...args);
      const [path, data] = args;
      if (typeof path === 'string' && Buffer.isBuffer(data)) {
        await actual.writeFile(path, data.subarray(0, Math.floor(data.length / 2)));
      }
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    },
  };
});

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'encore-files-faults-'));
});
afterEach(async () => {
  disk.full = false;
  await rm(root, { recursive: true, force: true });
});

const png = Buffer.from('\x89PNG fake bytes, long enough to cut in half');

describe('a local write on a full disk', () => {
  it('fails, and leaves neither the file nor a partial copy behind', async () => {
    const storage = createLocalFileStorage({ root, publicUrl: 'https://encore.test' });
    const key = contentKey('designs', png, 'png');
    disk.full = true;
    await expect(storage.put(key, png, 'image/png')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(join(root, 'designs'))).toEqual([]);

    disk.full = false;
    await storage.put(key, png, 'image/png');
    expect(await readdir(join(root, 'designs'))).toEqual([key.slice('designs/'.length)]);
  });
});

describe('which storage failures are "try again shortly"', () => {
  it('counts a failing or full disk, an S3 5xx or 429 and an unreachable bucket', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    expect(isStorageUnavailable(withCode('EIO'))).toBe(true);
    expect(isStorageUnavailable(withCode('ENOSPC'))).toBe(true);
    expect(isStorageUnavailable(new FileStorageError('S3 PUT answered 503', 503))).toBe(true);
    expect(isStorageUnavailable(new FileStorageError('S3 PUT answered 429', 429))).toBe(true);
    const fetchFailed = new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') });
    expect(isStorageUnavailable(fetchFailed)).toBe(true);
    // Wrong credentials or a bug are not a passing outage.
    expect(isStorageUnavailable(new FileStorageError('S3 GET answered 403', 403))).toBe(false);
    expect(isStorageUnavailable(withCode('ENOENT'))).toBe(false);
    expect(isStorageUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('GET /files/ while the storage fails', () => {
  it.each(['EIO', 's3-503'] as const)(
    'answers %s with 503, Retry-After and a message',
    async (fault) => {
      const storage = failingFileStorage(
        createLocalFileStorage({ root, publicUrl: 'https://encore.test' }),
      );
      const key = contentKey('designs', png, 'png');
      await storage.put(key, png, 'image/png');
      const links = createFileLinks({ key: randomBytes(32) });
      const app = Fastify();
      registerErrorHandler(app);
      await app.register(fileRoutes, { storage, links });
      try {
        storage.fail(fault, { gets: true });
        const refused = await app.inject({ method: 'GET', url: links.path(key) });
        expect(refused.statusCode).toBe(503);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json()).toMatchObject({
          error: 'storage_unavailable',
          message: expect.stringMatching(/try again/),
        });

        storage.heal();
        const served = await app.inject({ method: 'GET', url: links.path(key) });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload).toEqual(png);
      } finally {
        await app.close();
      }
    },
  );
});

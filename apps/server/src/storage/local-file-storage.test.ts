import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentKey, isValidKey, readAll } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'encore-files-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const png = Buffer.from('\x89PNG fake bytes');

describe('local file storage', () => {
  it('stores and reads back a file, with its public URL under /files/', async () => {
    const storage = createLocalFileStorage({ root, publicUrl: 'https://encore.test/' });
    const key = contentKey('designs', png, 'png');
    expect(key).toMatch(/^designs\/[0-9a-f]{64}\.png$/);
    await storage.put(key, png, 'image/png');
    await storage.put(key, png, 'image/png'); // the same key again is harmless

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(file && (await readAll(file))).toEqual(png);
    expect(storage.url(key)).toBe(`https://encore.test/files/${key}`);
    // No half-written files are left beside it.
    expect(await readdir(join(root, 'designs'))).toEqual([key.slice('designs/'.length)]);
  });

  it('answers null for a key that is not stored', async () => {
    const storage = createLocalFileStorage({ root, publicUrl: 'https://encore.test' });
    expect(await storage.get('designs/missing.png')).toBeNull();
  });

  it('refuses keys that could leave the root, and a content type its extension does not say', async () => {
    const storage = createLocalFileStorage({ root, publicUrl: 'https://encore.test' });
    for (const key of [
      '../escape.png',
      'a/../../b.png',
      '/etc/passwd.png',
      'a\\b.png',
      'A.png',
      'x.html',
      'x',
    ]) {
      expect(isValidKey(key)).toBe(false);
      await expect(storage.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(storage.put(key, png, 'image/png')).rejects.toThrow(/Invalid file key/);
    }
    await expect(storage.put('designs/a.png', png, 'text/html')).rejects.toThrow(
      /served as image\/png/,
    );
  });
});

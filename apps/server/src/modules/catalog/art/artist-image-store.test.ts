import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIST_ART_VERSION } from '@encore/demo-catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { createArtistImageStore } from './artist-image-store.ts';

const IRON_CATHEDRAL = 'tGPBEAGZ6ZKGxQ9dhj80vI';
const RUBY_CALLOWAY = 'YDcr7a5r7hdvwM5ZU4kEuI';

describe('createArtistImageStore', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('renders once and serves the same picture after that', async () => {
    const store = createArtistImageStore();
    const [a, b] = await Promise.all([store.get(IRON_CATHEDRAL), store.get(IRON_CATHEDRAL)]);
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(await store.get(IRON_CATHEDRAL)).toBe(a);
  });

  it('answers null for an artist it does not know', async () => {
    expect(await createArtistImageStore().get('0000000000000000000000')).toBeNull();
  });

  it('keeps pictures in the cache folder and reads them back', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'encore-catalog-images-'));
    dirs.push(cacheDir);
    const first = await createArtistImageStore({ cacheDir }).get(RUBY_CALLOWAY);
    expect(await readdir(cacheDir)).toEqual([`${RUBY_CALLOWAY}.v${ARTIST_ART_VERSION}.jpg`]);
    const second = await createArtistImageStore({ cacheDir }).get(RUBY_CALLOWAY);
    expect(second?.equals(first ?? Buffer.alloc(0))).toBe(true);
  });

  it('still answers the picture when the cache folder cannot be written (full or failing disk)', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'encore-catalog-images-'));
    dirs.push(parent);
    // A file where the folder should be: every write under it fails (ENOTDIR), as a bad disk would.
    const cacheDir = join(parent, 'not-a-folder');
    await writeFile(cacheDir, 'x');
    const warnings: unknown[] = [];
    const logger = { info: () => undefined, warn: (...args: unknown[]) => warnings.push(args) };
    const image = await createArtistImageStore({ cacheDir, logger }).get(IRON_CATHEDRAL);
    expect(image?.length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    expect(await readdir(parent)).toEqual(['not-a-folder']);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentKey, isValidKey, readAll, type FileStorage } from './file-storage.ts';
import {
  createImageVariants,
  parseVariantKey,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantKey,
} from './image-variants.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

let root: string;
let storage: FileStorage;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'encore-variants-'));
  storage = createLocalFileStorage({ root, publicUrl: 'https://encore.test' });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function storedImage(width: number, height: number): Promise<string> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: '#3355aa' },
  })
    .webp()
    .toBuffer();
  const key = contentKey('mockups', bytes, 'webp');
  await storage.put(key, bytes, 'image/webp');
  return key;
}

describe('variant keys', () => {
  const source = `mockups/${'a'.repeat(64)}.webp`;

  it('derive from the original key and read back to it', () => {
    const key = variantKey(source, 640, 'avif');
    expect(key).toBe(`variants/v1/mockups/${'a'.repeat(64)}-webp-640.avif`);
    expect(key && isValidKey(key)).toBe(true);
    expect(key && parseVariantKey(key)).toEqual({ sourceKey: source, width: 640, format: 'avif' });
  });

  it('exist only for content-addressed originals and the widths and formats made', () => {
    expect(variantKey('mockups/not-a-hash.webp', 640, 'avif')).toBeNull();
    expect(parseVariantKey(`variants/v1/mockups/${'a'.repeat(64)}-webp-641.avif`)).toBeNull();
    expect(parseVariantKey(`variants/v1/mockups/${'a'.repeat(64)}-webp-640.png`)).toBeNull();
    expect(parseVariantKey(`variants/v0/mockups/${'a'.repeat(64)}-webp-640.avif`)).toBeNull();
    expect(parseVariantKey(source)).toBeNull();
  });
});

describe('image variants', () => {
  it('makes AVIF and WebP at 320–1200 px with the original aspect ratio, and stores them', async () => {
    const source = await storedImage(1500, 500);
    const variants = createImageVariants(storage);
    expect(await variants.prepare([source, source])).toEqual({ made: 8, failed: 0 });
    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const key = variantKey(source, width, format);
        const file = key ? await storage.get(key) : null;
        expect(file, `${width} ${format}`).not.toBeNull();
        const meta = await sharp(file ? await readAll(file) : Buffer.alloc(0)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, Math.round(width / 3)]);
      }
    }
    // A second build finds them stored and makes none.
    expect(await createImageVariants(storage).prepare([source])).toEqual({ made: 0, failed: 0 });
  });

  it('never enlarges a small original', async () => {
    const source = await storedImage(600, 600);
    const key = variantKey(source, 1200, 'webp');
    const bytes = key ? await createImageVariants(storage).make(key) : null;
    const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect([meta.width, meta.height]).toEqual([600, 600]);
  });

  it('makes a variant asked for twice at once only once, and answers null without its original', async () => {
    const source = await storedImage(800, 800);
    const variants = createImageVariants(storage);
    const key = variantKey(source, 320, 'avif') ?? '';
    const [first, second] = await Promise.all([variants.make(key), variants.make(key)]);
    expect(first).toBe(second);
    expect(first?.byteLength).toBeGreaterThan(50);
    const missing = variantKey(`mockups/${'b'.repeat(64)}.webp`, 320, 'avif') ?? '';
    expect(await variants.make(missing)).toBeNull();
    await variants.idle();
  });
});

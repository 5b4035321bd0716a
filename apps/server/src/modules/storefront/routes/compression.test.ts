import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressText, createCompressedCache, negotiateEncoding } from './compression.ts';

const page = `<!doctype html><html><body>${'<p>Official merch — printed on demand.</p>'.repeat(80)}</body></html>`;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip;q=0')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('compressText', () => {
  it('decodes back to the same text, at both efforts', () => {
    for (const effort of ['max', 'best', 'fast'] as const) {
      expect(brotliDecompressSync(compressText(page, 'br', effort)).toString()).toBe(page);
      expect(gunzipSync(compressText(page, 'gzip', effort)).toString()).toBe(page);
    }
    expect(compressText(page, 'br', 'best').length).toBeLessThan(page.length / 10);
  });
});

describe('the compressed cache', () => {
  it('compresses a text once per encoding, and again only when the key renders to other text', () => {
    const cache = createCompressedCache(2);
    const first = cache.encode('store:home:0', page, 'br');
    expect(cache.encode('store:home:0', `${page}`, 'br')).toBe(first);
    expect(gunzipSync(cache.encode('store:home:0', page, 'gzip')).toString()).toBe(page);
    const changed = page.replace('Official', 'New');
    const fresh = cache.encode('store:home:0', changed, 'br');
    expect(fresh).not.toBe(first);
    expect(brotliDecompressSync(fresh).toString()).toBe(changed);
  });

  it('keeps at most its size, dropping the oldest', () => {
    const cache = createCompressedCache(2);
    const a = cache.encode('a', page, 'gzip');
    cache.encode('b', page, 'gzip');
    cache.encode('c', page, 'gzip');
    expect(cache.encode('a', page, 'gzip')).not.toBe(a);
  });
});

// Text compression of storefront responses (HTML, the stylesheet) by Accept-Encoding: brotli,
// else gzip, else as is. A page most shoppers get the same bytes of (a store's home or product
// page for a given cart count) is compressed once and the bytes are kept
// while the page renders to the same text; other pages are compressed per request, quickly.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type TextEncoding = 'br' | 'gzip';

/** Bodies smaller than this gain less than the Content-Encoding header costs. */
const MIN_BYTES = 1024;

/**
 * `max`: once per process (the stylesheet); `best`: once per page text, kept (brotli 6, gzip 9);
 * `fast`: per request (brotli 4, gzip 6). For pages, brotli 11 would save ~200 bytes of a 13 kB
 * page (1.6 kB instead of 1.8) but takes ~20 ms instead of 0.3: a cache too small for its traffic
 * would cost every request that.
 */
const BROTLI_QUALITY = { max: 11, best: 6, fast: 4 } as const;

export function compressText(
  text: string,
  encoding: TextEncoding,
  effort: 'max' | 'best' | 'fast',
): Buffer {
  const input = Buffer.from(text);
  if (encoding === 'gzip') return gzipSync(input, { level: effort === 'fast' ? 6 : 9 });
  return brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

function parseAcceptEncoding(header: string): TextEncoding | null {
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    const token = name.trim().toLowerCase();
    if (token === 'br' || token === '*') return 'br';
    if (token === 'gzip' || token === 'x-gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** Browsers send a handful of distinct headers: each is parsed once. */
const negotiated = new Map<string, TextEncoding | null>();

/** The encoding to answer with: brotli when accepted, else gzip, else null (identity). */
export function negotiateEncoding(header: string | undefined): TextEncoding | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (negotiated.size >= 200) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

interface CacheEntry {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface CompressedCache {
  /** `text` compressed with `encoding`: kept under `key` until `key` renders to other text. */
  encode(key: string, text: string, encoding: TextEncoding): Buffer;
}

/**
 * Compressed pages by key (store, page, cart count): at most `maxEntries`, ~20 kB each with the
 * text they were made from. The key only finds the entry; the text
 * decides: an entry whose text differs (the store changed) is compressed again, so a stale body is
 * never sent, and a new snapshot of an unchanged store (every few seconds) reuses the bytes.
 */
export function createCompressedCache(maxEntries = 1000): CompressedCache {
  const entries = new Map<string, CacheEntry>();
  return {
    encode(key, text, encoding) {
      let entry = entries.get(key);
      if (entry?.text !== text) {
        entries.delete(key);
        // The oldest entry goes first (Map keeps insertion order).
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entry = { text };
        entries.set(key, entry);
      }
      const kept = entry[encoding];
      if (kept) return kept;
      const bytes = compressText(text, encoding, 'best');
      entry[encoding] = bytes;
      return bytes;
    },
  };
}

function addVary(reply: FastifyReply, field: string): void {
  const existing = reply.getHeader('vary');
  if (typeof existing === 'string' && existing !== '') {
    if (!existing.toLowerCase().includes(field.toLowerCase())) {
      reply.header('vary', `${existing}, ${field}`);
    }
  } else {
    reply.header('vary', field);
  }
}

/**
 * Sends `text` compressed as the request accepts, with `Vary: Accept-Encoding` either way. With
 * `cached`, the compressed bytes come from (and go to) that cache under its key.
 */
export function sendText(
  reply: FastifyReply,
  text: string,
  cached?: { cache: CompressedCache; key: string },
): FastifyReply {
  addVary(reply, 'Accept-Encoding');
  const encoding =
    text.length >= MIN_BYTES ? negotiateEncoding(reply.request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(text);
  const bytes = cached
    ? cached.cache.encode(cached.key, text, encoding)
    : compressText(text, encoding, 'fast');
  return reply.header('content-encoding', encoding).send(bytes);
}

/** A text that never changes (the stylesheet), compressed once per encoding on first request. */
export function constantText(text: string): { send(reply: FastifyReply): FastifyReply } {
  const encoded: Partial<Record<TextEncoding, Buffer>> = {};
  return {
    send(reply) {
      addVary(reply, 'Accept-Encoding');
      const encoding = negotiateEncoding(reply.request.headers['accept-encoding']);
      if (encoding === null) return reply.send(text);
      const bytes = (encoded[encoding] ??= compressText(text, encoding, 'max'));
      return reply.header('content-encoding', encoding).send(bytes);
    },
  };
}

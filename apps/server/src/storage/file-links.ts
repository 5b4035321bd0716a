// Links to stored files that only the server can make: `/files/<key>?exp=<unix s>&sig=<HMAC>`.
// The calls that show someone a file (their designs, their store's banner, a print file for the
// printer) hand out such a link; GET /files/ serves nothing else. A link cannot be widened to
// another key or a later expiry, and stops working on its own, so a file never outlives the
// right to see it by more than a link's lifetime — whatever the store's visibility is now.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertValidKey, type FileStorage } from './file-storage.ts';
import { filesPath } from './local-file-storage.ts';

/**
 * How long a link must work. `screen`: for the signed-in artist's screens, which refetch their
 * data at least every 15 minutes (the web client's longest gcTime); `fulfilment`: for a printer
 * that downloads the print file some days after the order.
 */
export type LinkLifetime = 'screen' | 'fulfilment';

/** Links for screens end on the hour after next: every answer within an hour carries the same. */
const SCREEN_WINDOW_SECONDS = 3600;
const FULFILMENT_SECONDS = 7 * 24 * 3600;
/** Nothing this server signs lives longer, so a longer `exp` is a forgery by definition. */
const MAX_LIFETIME_SECONDS = FULFILMENT_SECONDS + SCREEN_WINDOW_SECONDS;
/** 128 bits of HMAC-SHA256, base64url: enough against forgery, short in a URL. */
const SIGNATURE_LENGTH = 22;

export interface FileLinks {
  /** The path and query of a link to `key`, e.g. `/files/a/b.png?exp=…&sig=…`. */
  path(key: string, lifetime?: LinkLifetime): string;
  /** The link's expiry (unix seconds) when `exp` and `sig` were made by this server for `key` and still hold. */
  check(key: string, exp: unknown, sig: unknown): number | null;
}

export function createFileLinks(options: { key: Buffer; now?: () => number }): FileLinks {
  const { key: secret } = options;
  if (secret.length < 32) throw new Error('a file link key needs at least 256 bits');
  const now = options.now ?? Date.now;
  const mac = (key: string, exp: number) =>
    createHmac('sha256', secret)
      .update(`files/v1\n${key}\n${exp}`, 'utf8')
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);

  return {
    path(key, lifetime = 'screen') {
      assertValidKey(key);
      const seconds = Math.floor(now() / 1000);
      // Rounded to the hour so the same file gets the same link all hour: a polled answer keeps
      // its ETag and the browser its cached image.
      const hour = Math.floor(seconds / SCREEN_WINDOW_SECONDS) * SCREEN_WINDOW_SECONDS;
      const exp =
        lifetime === 'screen'
          ? hour + 2 * SCREEN_WINDOW_SECONDS
          : hour + SCREEN_WINDOW_SECONDS + FULFILMENT_SECONDS;
      return `${filesPath(key)}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    check(key, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
        return null;
      }
      const expiresAt = Number(exp);
      const seconds = now() / 1000;
      if (expiresAt <= seconds || expiresAt > seconds + MAX_LIFETIME_SECONDS) return null;
      const expected = Buffer.from(mac(key, expiresAt), 'utf8');
      const given = Buffer.from(sig, 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return expiresAt;
    },
  };
}

/**
 * The storage as the calls that show files see it: `url(key)` is a signed link, unless the files
 * are public on purpose (S3 with S3_PUBLIC_URL: the operator's CDN, which Encore does not gate).
 */
export function withFileLinks(
  storage: FileStorage,
  links: FileLinks,
  publicUrl: string,
  lifetime: LinkLifetime = 'screen',
): FileStorage {
  if (storage.publicFiles === true) return storage;
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    kind: storage.kind,
    put: (key, bytes, contentType) => storage.put(key, bytes, contentType),
    get: (key) => storage.get(key),
    url: (key) => `${origin}${links.path(key, lifetime)}`,
  };
}

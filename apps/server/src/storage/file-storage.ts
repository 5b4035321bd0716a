// Where Encore keeps the files it makes (design prints, previews, mockups): an interface with a
// local-disk implementation (the default) and an S3-compatible one, chosen once in services.ts.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a stored file is read back as. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the backend says. */
  size: number | undefined;
}

export interface FileStorage {
  /** Which backend this is, for logs. */
  readonly kind: 'local' | 's3';
  /**
   * Stores `bytes` under `key`. Keys name their content (see `contentKey`), so putting a key
   * again stores the same bytes and callers never need to check first.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** The address browsers load the file from (unsigned: see file-links.ts for who may). */
  url(key: string): string;
  /** True when url() is public on purpose (a CDN in front of the bucket) and Encore cannot gate it. */
  readonly publicFiles?: boolean;
}

/** File types Encore stores, by extension: the only ones `GET /files/*` will serve. */
export const CONTENT_TYPES = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  avif: 'image/avif',
} as const;
export type FileExtension = keyof typeof CONTENT_TYPES;

/**
 * Safe keys: lower-case path segments of letters, digits, `-` and `_` (no dots but the one before
 * the extension, so no `..`), ending in a known extension. Checked on every put and get, so a key
 * from a URL can never leave the storage root.
 */
const KEY_PATTERN =
  /^(?:[a-z0-9][a-z0-9_-]{0,99}\/){0,4}[a-z0-9][a-z0-9_-]{0,127}\.(png|webp|jpg|avif)$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOfKey(key: string): string | undefined {
  const extension = KEY_PATTERN.exec(key)?.[1] as FileExtension | undefined;
  return extension === undefined ? undefined : CONTENT_TYPES[extension];
}

export class InvalidFileKeyError extends Error {
  override readonly name = 'InvalidFileKeyError';
  constructor(key: string) {
    super(`Invalid file key ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidFileKeyError(key);
}

/** The local backend serves by extension, so a key's extension must say what its bytes are. */
export function assertContentType(key: string, contentType: string): void {
  const expected = contentTypeOfKey(key);
  if (expected !== contentType) {
    throw new Error(`File ${key} would be served as ${String(expected)}, not ${contentType}`);
  }
}

/**
 * A content-addressed key: `<folder>/<sha256 of the bytes>.<extension>`. The same bytes always get
 * the same key, so files can be cached forever (`immutable`) and writing one twice is harmless.
 */
export function contentKey(folder: string, bytes: Buffer, extension: FileExtension): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const key = `${folder}/${hash}.${extension}`;
  assertValidKey(key);
  return key;
}

/**
 * Cache headers for content-addressed files where nothing else gates them (the bucket's own
 * objects): a year, never revalidated. GET /files/ itself answers `private` (file-routes.ts).
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Reads a stored file's body into memory (tests, small files). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

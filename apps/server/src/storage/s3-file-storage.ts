// Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), signed with SigV4 by
// aws4fetch. Browsers load them from S3_PUBLIC_URL (a CDN or a public bucket) when it is set, or
// through Encore's own GET /files/* otherwise, so a private bucket works too.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import {
  assertContentType,
  assertValidKey,
  IMMUTABLE_CACHE_CONTROL,
  type FileStorage,
} from './file-storage.ts';
import { filesPath } from './local-file-storage.ts';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000; addressed path-style. Default: AWS, virtual-hosted. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects (CDN); without it files are served through Encore. */
  publicUrl?: string | undefined;
  /** Origin the product is reached at: the fallback file URLs point at its GET /files/*. */
  appUrl: string;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
}

export class FileStorageError extends Error {
  override readonly name = 'FileStorageError';
  constructor(
    message: string,
    /** The bucket's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** Keys are [a-z0-9/_-.] only (see isValidKey), so they need no escaping in a URL path. */
export function s3ObjectUrl(
  options: Pick<S3FileStorageOptions, 'bucket' | 'region' | 'endpoint'>,
  key: string,
): string {
  if (options.endpoint) return `${trimSlashes(options.endpoint)}/${options.bucket}/${key}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com/${key}`;
}

export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 3,
  });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const objectUrl = (key: string) => {
    assertValidKey(key);
    return s3ObjectUrl(options, key);
  };

  return {
    kind: 's3',
    publicFiles: Boolean(options.publicUrl),

    async put(key, bytes, contentType) {
      assertContentType(key, contentType);
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': contentType,
          'cache-control': IMMUTABLE_CACHE_CONTROL,
          // A signed payload hash rather than UNSIGNED-PAYLOAD: the bucket rejects altered bytes.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new FileStorageError(
          `S3 PUT ${key} answered ${response.status}: ${detail}`,
          response.status,
        );
      }
      await response.body?.cancel();
    },

    async get(key) {
      const response = await client.fetch(objectUrl(key), {
        method: 'GET',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // A missing key is a 404 when the credentials may list the bucket; a 403 otherwise, which
      // is left an error so that wrong credentials are not mistaken for missing files.
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || response.body === null) {
        await response.body?.cancel();
        throw new FileStorageError(`S3 GET ${key} answered ${response.status}`, response.status);
      }
      const length = Number(response.headers.get('content-length'));
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number.isFinite(length) && length >= 0 ? length : undefined,
      };
    },

    url(key) {
      assertValidKey(key);
      return options.publicUrl
        ? `${trimSlashes(options.publicUrl)}/${key}`
        : `${trimSlashes(options.appUrl)}${filesPath(key)}`;
    },
  };
}

// Which storage failures are the storage being out of reach for a while (decision 058): a failing
// or full disk, an S3 bucket answering 5xx or not at all. A request meeting one answers 503 with
// Retry-After, a job meeting one fails its attempt and is retried; nothing is written after it.
import { FileStorageError } from './s3-file-storage.ts';

/** What a request refused for want of storage is told to wait. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

// Disk trouble a retry later may not meet: I/O error, full disk or quota, read-only remount, too
// many open files, a busy or temporarily unavailable resource.
const DISK_CODES = new Set([
  'EIO',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EMFILE',
  'ENFILE',
  'EAGAIN',
  'EBUSY',
]);
// The bucket's host refusing, resetting or not answering (fetch's `cause`).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function isStorageUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof FileStorageError) {
      return current.status === undefined || current.status >= 500 || current.status === 429;
    }
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (DISK_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    if (current.name === 'TimeoutError') return true;
    current = current.cause;
  }
  return false;
}

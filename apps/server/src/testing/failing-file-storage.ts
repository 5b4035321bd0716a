// A FileStorage that fails on demand, for tests of storage trouble (decision 058): a failing disk
// (EIO), a full one (ENOSPC) or an S3 bucket answering 503. Wraps a working storage; while a
// failure is set, puts (and, if asked, gets) throw it instead of reaching the storage.
import type { FileStorage } from '../storage/index.ts';
import { FileStorageError } from '../storage/index.ts';

export type StorageFault = 'EIO' | 'ENOSPC' | 's3-503';

export interface FailingFileStorage extends FileStorage {
  /** From now on, after `afterPuts` more puts succeed, every put fails with `fault`. */
  fail(fault: StorageFault, options?: { afterPuts?: number; gets?: boolean }): void;
  /** Works again. */
  heal(): void;
  /** Puts that reached the storage, and puts refused. */
  readonly stored: readonly string[];
  readonly refused: number;
}

function faultError(fault: StorageFault, key: string): Error {
  if (fault === 's3-503') {
    return new FileStorageError(`S3 PUT ${key} answered 503: SlowDown`, 503);
  }
  const message = fault === 'EIO' ? 'i/o error' : 'no space left on device';
  return Object.assign(new Error(`${fault}: ${message}, write '${key}'`), {
    code: fault,
    errno: fault === 'EIO' ? -5 : -28,
    syscall: 'write',
  });
}

export function failingFileStorage(inner: FileStorage): FailingFileStorage {
  let fault: StorageFault | null = null;
  let allowedPuts = 0;
  let failGets = false;
  const stored: string[] = [];
  let refused = 0;

  return {
    kind: inner.kind,
    publicFiles: inner.publicFiles,
    stored,
    get refused() {
      return refused;
    },
    fail(next, options = {}) {
      fault = next;
      allowedPuts = options.afterPuts ?? 0;
      failGets = options.gets ?? false;
    },
    heal() {
      fault = null;
    },
    async put(key, bytes, contentType) {
      if (fault !== null) {
        if (allowedPuts > 0) allowedPuts -= 1;
        else {
          refused += 1;
          throw faultError(fault, key);
        }
      }
      await inner.put(key, bytes, contentType);
      stored.push(key);
    },
    async get(key) {
      if (fault !== null && failGets) throw faultError(fault, key);
      return inner.get(key);
    },
    url: (key) => inner.url(key),
  };
}

// Files on local disk under one folder (`<DATA_DIR>/files` by default), served by GET /files/*.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertContentType,
  assertValidKey,
  contentTypeOfKey,
  type FileStorage,
} from './file-storage.ts';

export interface LocalFileStorageOptions {
  /** Absolute folder the files live in. */
  root: string;
  /** Origin the product is reached at, without a trailing slash. */
  publicUrl: string;
}

/** Where GET /files/* serves a key from. */
export function filesPath(key: string): string {
  return `/files/${key}`;
}

export function createLocalFileStorage(options: LocalFileStorageOptions): FileStorage {
  const root = resolve(options.root);
  const origin = options.publicUrl.replace(/\/+$/, '');

  // The key pattern already rules out `..`; this is the belt to those braces.
  const pathOf = (key: string): string => {
    assertValidKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`file key escapes the storage root: ${key}`);
    return path;
  };

  return {
    kind: 'local',

    async put(key, bytes, contentType) {
      const path = pathOf(key);
      assertContentType(key, contentType);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader (or a worker killed mid-write) never leaves half a
      // file under the real name.
      const partial = join(dirname(path), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        // A full or failing disk leaves no partial file behind to fill it further.
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      const contentType = contentTypeOfKey(key) ?? 'application/octet-stream';
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), contentType, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    url(key) {
      assertValidKey(key);
      return `${origin}${filesPath(key)}`;
    },
  };
}

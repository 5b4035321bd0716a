// Chooses the file storage once, from the configuration.
import type { StorageConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

export function createFileStorage(config: StorageConfig, publicUrl: string): FileStorage {
  if (config.kind === 's3') return createS3FileStorage({ ...config, appUrl: publicUrl });
  return createLocalFileStorage({ root: config.dir, publicUrl });
}

// The providers and services shared by the web process and the workers, built once from the
// configuration: the only place that chooses between embedded and production implementations.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createCatalog, type MusicCatalog } from './modules/catalog/index.ts';
import { createFileStorage, type FileStorage } from './modules/storage/index.ts';
import { createStoreChanges, type StoreChanges } from './modules/stores/store-changes.ts';
import {
  createMessageChannels,
  type MessageChannels,
} from './modules/notifications/providers/create-channels.ts';

export interface Services {
  readonly config: Config;
  readonly database: Database;
  readonly queue: JobQueue;
  readonly logger: Logger;
  readonly catalog: MusicCatalog;
  /** Email (SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox) and WhatsApp/SMS. */
  readonly messages: MessageChannels;
  /** Generated files: local disk under DATA_DIR/files, or an S3-compatible bucket (STORAGE=s3). */
  readonly storage: FileStorage;
  /** Store writes announce themselves here so the storefront's cache never serves stale flags. */
  readonly storeChanges: StoreChanges;
}

export function createServices(deps: {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: Logger;
}): Services {
  const { config, logger } = deps;
  const catalog = createCatalog({
    provider: config.musicCatalog.provider,
    ...(config.musicCatalog.provider === 'spotify' ? { spotify: config.musicCatalog.spotify } : {}),
    publicUrl: config.publicUrl,
    logger,
  });
  const messages = createMessageChannels(config.mail);
  const storage = createFileStorage(config.storage, config.publicUrl);
  return { ...deps, catalog, messages, storage, storeChanges: createStoreChanges() };
}

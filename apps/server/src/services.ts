// The providers and services shared by the web process and the workers, built once from the
// configuration: the only place that chooses between embedded and production implementations.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createCatalog, type MusicCatalog } from './modules/catalog/index.ts';
import { createFileStorage, type FileStorage } from './storage/index.ts';
import {
  createEncorePlatform,
  type ShopPlatform,
  createStoreChanges,
  type StoreChanges,
} from './modules/stores/index.ts';
import {
  createQueuePrintOnDemand,
  type PrintOnDemand,
  createPaymentProvider,
  type PaymentProvider,
  createVisitCounter,
  type VisitCounter,
} from './modules/storefront/index.ts';
import { createMessageChannels, type MessageChannels } from './modules/admission/index.ts';

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
  /** Where stores run: Encore's own storefront (the embedded default and production platform). */
  readonly shopPlatform: ShopPlatform;
  /** How storefront checkouts are paid: test mode (default) or Stripe Checkout (PAYMENTS=stripe). */
  readonly payments: PaymentProvider;
  /** Who prints paid orders: the embedded queue (`npm run admin -- fulfilments list`). */
  readonly printOnDemand: PrintOnDemand;
  /** Storefront visits counted in memory and flushed in batches (started by the web server). */
  readonly visits: VisitCounter;
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
  const shopPlatform = createEncorePlatform({
    database: deps.database,
    shopUrl: config.store.shopUrl,
    countTestOrders: config.store.payments.provider === 'test',
  });
  return {
    ...deps,
    catalog,
    messages,
    storage,
    storeChanges: createStoreChanges(),
    shopPlatform,
    payments: createPaymentProvider(config.store.payments),
    printOnDemand: createQueuePrintOnDemand(),
    visits: createVisitCounter({ db: deps.database.db, logger }),
  };
}

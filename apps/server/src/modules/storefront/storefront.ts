// Everything the storefront's routes share, built once by the web server: paths, the signing key
// (kept in the database so every process and restart agrees), the snapshot cache wired to store
// change notices, orders, payments and the visit counter.
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimitCounters } from '../../shared/rate-limits/index.ts';
import { randomToken, getOrCreateSecret } from '../accounts/index.ts';
import type { StoreChanges } from '../stores/index.ts';
import type { PrintOnDemand } from './fulfilment/print-on-demand.ts';
import { createFulfilmentService } from './fulfilment/service.ts';
import { createOrdersService, type OrdersService } from './orders/service.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { withFileLinks, type FileLinks, type FileStorage } from '../../storage/index.ts';
import { accessTokenFor } from './access.ts';
import { createPaths, type StorefrontPaths } from './paths.ts';
import { createCompressedCache, type CompressedCache } from './routes/compression.ts';
import { listPublicStoreHandles, loadStoreByHandle } from './repository.ts';
import { createSigner, type Signer } from './signer.ts';
import { createSnapshotCache, type SnapshotCache } from './snapshot-cache.ts';
import { createSnapshot } from './store-snapshot.ts';
import type { VisitCounter } from './visit-counter.ts';

/** Short enough that a change made by another process (a worker) shows within seconds. */
export const SNAPSHOT_TTL_MS = 3000;
const MAX_CACHED_HANDLES = 2000;
/** Unknown handles remembered: enough to absorb a scan, kept apart from the stores. */
const MAX_CACHED_MISSES = 500;
/** The sitemap index is read at most this often (crawlers ask for it, not shoppers). */
const PUBLIC_STORES_TTL_MS = 60_000;
/** A sitemap index lists at most 50,000 sitemaps (sitemaps.org). */
const MAX_SITEMAPS = 50_000;

export interface Storefront {
  readonly paths: StorefrontPaths;
  readonly signer: Signer;
  readonly cache: SnapshotCache;
  readonly visits: VisitCounter;
  readonly orders: OrdersService;
  readonly payments: PaymentProvider;
  readonly storage: FileStorage;
  /** Handles of the stores crawlers may see (ready, online, public), cached for a minute. */
  publicStoreHandles(): Promise<readonly string[]>;
  /** Cookies get `Secure` when the shop is served over https. */
  readonly secureCookies: boolean;
  /** The Content-Security-Policy of storefront responses: no scripts at all. */
  readonly csp: string;
  /** Compressed bytes of the pages shoppers get alike (home, products, not found). */
  readonly compressedPages: CompressedCache;
  /** Where per-store failure counts are kept (shared across processes on PostgreSQL). */
  readonly rateLimitCounters: RateLimitCounters;
  /** Stops listening for store changes. */
  close(): void;
}

function contentSecurityPolicy(payments: PaymentProvider): string {
  // Chrome applies form-action to the redirect after a form post: checkout goes to Stripe.
  const formTargets = payments.kind === 'stripe' ? ' https://checkout.stripe.com' : '';
  return [
    "default-src 'none'",
    "script-src 'none'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    `form-action 'self'${formTargets}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The shared services the storefront uses. */
export interface StorefrontDeps {
  config: Config;
  database: Database;
  logger: Logger;
  storeChanges: StoreChanges;
  printOnDemand: PrintOnDemand;
  storage: FileStorage;
  fileLinks: () => Promise<FileLinks>;
  visits: VisitCounter;
  payments: PaymentProvider;
  /** Shared by every process on the database (decision 057): the stores' wrong-password budget. */
  rateLimitCounters: RateLimitCounters;
}

export async function createStorefront(services: StorefrontDeps): Promise<Storefront> {
  const { config, database, logger } = services;
  const key = await getOrCreateSecret(database, 'storefront.signing_key', randomToken);
  const signer = createSigner(Buffer.from(key, 'base64url'));
  const cache = createSnapshotCache({
    ttlMs: SNAPSHOT_TTL_MS,
    maxEntries: MAX_CACHED_HANDLES,
    maxMisses: MAX_CACHED_MISSES,
    async load(handle) {
      const found = await loadStoreByHandle(database.db, handle);
      if (!found) return null;
      return createSnapshot(found.store, found.products, accessTokenFor(signer, found.store));
    },
  });
  let publicStores: { at: number; handles: Promise<readonly string[]> } | null = null;
  const unsubscribe = services.storeChanges.subscribe((storeId) => {
    cache.dropStore(storeId);
    publicStores = null;
  });
  const fulfilment = createFulfilmentService({
    db: database.db,
    printOnDemand: services.printOnDemand,
    // The printer downloads print files days later: week-long signed links.
    storage: withFileLinks(
      services.storage,
      await services.fileLinks(),
      config.publicUrl,
      'fulfilment',
    ),
    logger,
  });
  return {
    paths: createPaths(config.store.shopUrl),
    signer,
    cache,
    visits: services.visits,
    orders: createOrdersService({ db: database.db, fulfilment, logger }),
    payments: services.payments,
    storage: services.storage,
    publicStoreHandles() {
      if (publicStores && Date.now() - publicStores.at < PUBLIC_STORES_TTL_MS) {
        return publicStores.handles;
      }
      const entry = { at: Date.now(), handles: listPublicStoreHandles(database.db, MAX_SITEMAPS) };
      publicStores = entry;
      // A failed read is not kept: the next crawler's request tries again.
      entry.handles.catch(() => {
        if (publicStores === entry) publicStores = null;
      });
      return entry.handles;
    },
    secureCookies: config.store.shopUrl.startsWith('https:'),
    csp: contentSecurityPolicy(services.payments),
    compressedPages: createCompressedCache(),
    rateLimitCounters: services.rateLimitCounters,
    close: unsubscribe,
  };
}

// Everything the storefront's routes share, built once by the web server: paths, the signing key
// (kept in the database so every process and restart agrees), the snapshot cache wired to store
// change notices, orders, payments and the visit counter.
import type { Services } from '../../services.ts';
import { randomToken } from '../auth/secret-tokens.ts';
import { createFulfilmentService } from '../fulfilment/service.ts';
import { createOrdersService, type OrdersService } from '../orders/service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { getOrCreateSecret } from '../secrets/service.ts';
import type { FileStorage } from '../storage/index.ts';
import { accessTokenFor } from './access.ts';
import { createPaths, type StorefrontPaths } from './paths.ts';
import { loadStoreByHandle } from './repository.ts';
import { createSigner, type Signer } from './signer.ts';
import { createSnapshotCache, type SnapshotCache } from './snapshot-cache.ts';
import { createSnapshot } from './store-snapshot.ts';
import type { VisitCounter } from './visit-counter.ts';

/** Short enough that a change made by another process (a worker) shows within seconds. */
export const SNAPSHOT_TTL_MS = 3000;
const MAX_CACHED_HANDLES = 2000;

export interface Storefront {
  readonly paths: StorefrontPaths;
  readonly signer: Signer;
  readonly cache: SnapshotCache;
  readonly visits: VisitCounter;
  readonly orders: OrdersService;
  readonly payments: PaymentProvider;
  readonly storage: FileStorage;
  /** Cookies get `Secure` when the shop is served over https. */
  readonly secureCookies: boolean;
  /** The Content-Security-Policy of storefront responses: no scripts at all. */
  readonly csp: string;
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

export async function createStorefront(services: Services): Promise<Storefront> {
  const { config, database, logger } = services;
  const key = await getOrCreateSecret(database, 'storefront.signing_key', randomToken);
  const signer = createSigner(Buffer.from(key, 'base64url'));
  const cache = createSnapshotCache({
    ttlMs: SNAPSHOT_TTL_MS,
    maxEntries: MAX_CACHED_HANDLES,
    async load(handle) {
      const found = await loadStoreByHandle(database.db, handle);
      if (!found) return null;
      return createSnapshot(found.store, found.products, accessTokenFor(signer, found.store));
    },
  });
  const unsubscribe = services.storeChanges.subscribe((storeId) => cache.dropStore(storeId));
  const fulfilment = createFulfilmentService({
    db: database.db,
    printOnDemand: services.printOnDemand,
    storage: services.storage,
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
    secureCookies: config.store.shopUrl.startsWith('https:'),
    csp: contentSecurityPolicy(services.payments),
    close: unsubscribe,
  };
}

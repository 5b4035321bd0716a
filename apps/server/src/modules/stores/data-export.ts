// The store part of "Download my data": the store's settings, what it sells and its figures. The
// fans' orders themselves (names, addresses) are the store's business records and stay out: the
// archive counts them and sums them.
import type { StoreExport } from '@encore/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { findStoreOfUser, listStoreProducts } from './repository.ts';
import { overviewOf, type StoreReadDeps } from './store-details.ts';
import { shareUrl, storeUrl } from './store-urls.ts';

export async function exportStore(
  deps: StoreReadDeps & { db: DbExecutor },
  userId: string,
): Promise<StoreExport | null> {
  const store = await findStoreOfUser(deps.db, userId);
  if (!store) return null;
  const live = store.status === 'ready';
  const [products, allTime, overview] = await Promise.all([
    listStoreProducts(deps.db, store.id),
    deps.shopPlatform.readStats(store.id, { from: new Date(0), to: deps.now() }),
    live ? overviewOf(deps, store) : Promise.resolve(null),
  ]);
  return {
    name: store.name,
    handle: store.handle,
    url: storeUrl(deps.shopUrl, store.handle),
    status: store.status,
    createdAt: store.createdAt.toISOString(),
    settings: {
      isEnabled: store.isEnabled,
      isPrivate: store.isPrivate,
      password: store.password,
      shareUrl: live ? shareUrl(deps.shopUrl, store) : null,
      color: store.color,
      bannerUrl: store.bannerKey === null ? null : deps.storage.url(store.bannerKey),
    },
    products: products.map((product) => ({
      title: product.title,
      kind: product.kind,
      designId: product.designId,
      priceCents: Math.min(...product.variants.map((variant) => variant.priceCents)),
    })),
    figures: {
      currency: store.currency,
      orders: allTime.orders,
      revenueCents: allTime.revenueCents,
      customers: allTime.customers,
      overview,
    },
  };
}

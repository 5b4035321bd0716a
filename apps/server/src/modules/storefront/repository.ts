// SQL of the storefront: reading a store and its products by handle (for the snapshot cache).
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { storeProducts, stores } from '../../db/schema/index.ts';
import type { SnapshotProduct, SnapshotStore } from './store-snapshot.ts';

export async function loadStoreByHandle(
  db: DbExecutor,
  handle: string,
): Promise<{ store: SnapshotStore; products: SnapshotProduct[] } | null> {
  const [store] = await db
    .select({
      id: stores.id,
      handle: stores.handle,
      name: stores.name,
      status: stores.status,
      isEnabled: stores.isEnabled,
      isPrivate: stores.isPrivate,
      password: stores.password,
      accessKey: stores.accessKey,
      bannerKey: stores.bannerKey,
      color: stores.color,
      currency: stores.currency,
    })
    .from(stores)
    .where(eq(stores.handle, handle));
  if (!store) return null;
  // Products of a store that is not ready are never shown, so they are not read.
  if (store.status !== 'ready') return { store, products: [] };
  const products = await db
    .select({
      id: storeProducts.id,
      kind: storeProducts.kind,
      handle: storeProducts.handle,
      title: storeProducts.title,
      description: storeProducts.description,
      imageKeys: storeProducts.imageKeys,
      printKey: storeProducts.printKey,
      variants: storeProducts.variants,
    })
    .from(storeProducts)
    .where(eq(storeProducts.storeId, store.id))
    .orderBy(asc(storeProducts.position), asc(storeProducts.handle));
  return { store, products };
}

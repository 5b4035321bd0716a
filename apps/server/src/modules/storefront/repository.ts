// SQL of the storefront: reading a store and its products by handle (for the snapshot cache), and
// the handles of the stores crawlers may see (for the sitemap index).
import { and, asc, eq } from 'drizzle-orm';
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

/**
 * Handles of the stores anyone may see and index: ready, online and explicitly not private
 * (private unless it says false). Oldest first, so a store keeps its place as others are added.
 */
export async function listPublicStoreHandles(db: DbExecutor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ handle: stores.handle })
    .from(stores)
    .where(and(eq(stores.status, 'ready'), eq(stores.isEnabled, true), eq(stores.isPrivate, false)))
    .orderBy(asc(stores.createdAt), asc(stores.handle))
    .limit(limit);
  return rows.map((row) => row.handle);
}

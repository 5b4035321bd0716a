// What the storefront knows of one store at a moment: its row, its products and the HTML/JSON it
// renders from them, memoized. Snapshots are cached (snapshot-cache.ts) so a page view reads no
// database; a snapshot never changes after it is made, so its memoized fragments stay true.
import type { StoreProductRow, StoreRow } from '../../db/schema/index.ts';

export type SnapshotStore = Pick<
  StoreRow,
  | 'id'
  | 'handle'
  | 'name'
  | 'status'
  | 'isEnabled'
  | 'isPrivate'
  | 'password'
  | 'accessKey'
  | 'bannerKey'
  | 'color'
  | 'currency'
>;

export type SnapshotProduct = Pick<
  StoreProductRow,
  'id' | 'kind' | 'handle' | 'title' | 'description' | 'imageKeys' | 'printKey' | 'variants'
>;

export interface StoreSnapshot {
  readonly store: SnapshotStore;
  /** In the store's order (position). */
  readonly products: readonly SnapshotProduct[];
  readonly productsById: ReadonlyMap<string, SnapshotProduct>;
  readonly productsByHandle: ReadonlyMap<string, SnapshotProduct>;
  /** The only storage keys the store's media route serves: product images and the banner. */
  readonly mediaKeys: ReadonlySet<string>;
  /** The value of a valid access cookie for this store's current password and share key. */
  readonly accessToken: string;
  /** A value computed once per snapshot (rendered fragments, JSON), by key. */
  memo<T>(key: string, make: () => T): T;
}

export function createSnapshot(
  store: SnapshotStore,
  products: readonly SnapshotProduct[],
  accessToken: string,
): StoreSnapshot {
  const mediaKeys = new Set(products.flatMap((product) => product.imageKeys));
  if (store.bannerKey) mediaKeys.add(store.bannerKey);
  const memos = new Map<string, unknown>();
  return {
    store,
    products,
    productsById: new Map(products.map((product) => [product.id, product])),
    productsByHandle: new Map(products.map((product) => [product.handle, product])),
    mediaKeys,
    accessToken,
    memo<T>(key: string, make: () => T): T {
      if (memos.has(key)) return memos.get(key) as T;
      const value = make();
      memos.set(key, value);
      return value;
    },
  };
}

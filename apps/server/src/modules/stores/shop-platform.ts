// The shop platform a store runs on, behind one small interface (conventions: one adapter per
// provider). Encore's own storefront (`encore-platform.ts`) is the embedded default and the
// production platform; a Shopify Admin API adapter would be a second implementation.
import type { ProductKind, ProductVariantJson } from '../../db/schema/index.ts';

export interface PlatformStoreInput {
  storeId: string;
  handle: string;
  name: string;
  bannerKey: string | null;
  color: string | null;
}

export interface PlatformProductInput {
  designId: string;
  kind: ProductKind;
  handle: string;
  title: string;
  description: string;
  imageKeys: string[];
  printKey: string;
  variants: ProductVariantJson[];
  position: number;
}

/** Who may see a store: offline, private (password or share-link key) or public. */
export interface StoreVisibility {
  isEnabled: boolean;
  isPrivate: boolean;
  /** What a private store asks visitors for. */
  password: string;
  /** The secret of the share link that lets its holder into a private store. */
  accessKey: string;
}

/** Visits and paid orders over a period, what the overview's figures are made of. */
export interface StoreStats {
  visitors: number;
  pageViews: number;
  orders: number;
  /** Distinct customer emails. */
  customers: number;
  revenueCents: number;
  /**
   * The best sellers by units sold, most first (at most 3), keyed by the title and kind they
   * were sold under; revenue is unit price × quantity, before shipping.
   */
  topProducts: { title: string; kind: string; quantity: number; revenueCents: number }[];
}

export interface ShopPlatform {
  readonly kind: 'encore' | 'shopify';
  /** Creates the store or updates it in place (same storeId → same store); returns its URL. */
  createStore(input: PlatformStoreInput): Promise<{ url: string }>;
  /**
   * Makes the store sell exactly these products: each is created or updated, keyed by (design,
   * kind), so never a duplicate; the store's products not listed are removed.
   */
  upsertProducts(storeId: string, products: PlatformProductInput[]): Promise<void>;
  /** Applies the fields given; the others stay as they are. */
  setVisibility(storeId: string, visibility: Partial<StoreVisibility>): Promise<void>;
  /** Figures for [from, to). */
  readStats(storeId: string, period: { from: Date; to: Date }): Promise<StoreStats>;
}

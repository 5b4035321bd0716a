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

export interface StoreVisibility {
  isEnabled: boolean;
  isPrivate: boolean;
  password: string;
}

/** Visits and paid orders over a period, what the overview's figures are made of. */
export interface StoreStats {
  visitors: number;
  pageViews: number;
  orders: number;
  /** Distinct customer emails. */
  customers: number;
  revenueCents: number;
}

export interface ShopPlatform {
  readonly kind: 'encore' | 'shopify';
  /** Creates the store or updates it in place (same storeId → same store); returns its URL. */
  createStore(input: PlatformStoreInput): Promise<{ url: string }>;
  /** Creates or updates each product, keyed by (design, kind): never a duplicate. */
  upsertProducts(storeId: string, products: PlatformProductInput[]): Promise<void>;
  setVisibility(storeId: string, visibility: StoreVisibility): Promise<void>;
  /** Figures for [from, to). */
  readStats(storeId: string, period: { from: Date; to: Date }): Promise<StoreStats>;
}

import { z } from 'zod';

// The artist's store as the screens see it: its state, its visibility flags and the store data of
// spec §3, with each generation's defaults for flags it does not know.

export const storeStateSchema = z.enum(['pre-store', 'processing', 'ready']);
export type StoreState = z.infer<typeof storeStateSchema>;

/**
 * Store visibility flags as several calls carry them. null means "not known" (spec §4.3: a null
 * isStoreEnabled without a URL may mean the store was deleted), so null is kept, not defaulted.
 */
export const storeFlagsSchema = z.object({
  isStoreEnabled: z.boolean().nullish(),
  isStorePrivate: z.boolean().nullish(),
  shopifyStoreUrl: z.string().nullish(),
});
export type StoreFlags = z.infer<typeof storeFlagsSchema>;

/** Store data (spec §3), the response of get-store-data. */
export const storeDataSchema = storeFlagsSchema.extend({
  storeState: storeStateSchema,
  storeBannerUrl: z.string().nullish(),
  storeColor: z.string().nullish(),
});
export type StoreData = z.infer<typeof storeDataSchema>;

/** What a failed store fetch falls back to (spec §8). */
export const preStoreData: StoreData = {
  storeState: 'pre-store',
  isStoreEnabled: null,
  isStorePrivate: null,
  shopifyStoreUrl: null,
  storeBannerUrl: null,
  storeColor: null,
};

/** Legacy screens treat a store as private unless it is explicitly not (spec §3). */
export function isStorePrivateLegacy(isStorePrivate: boolean | null | undefined): boolean {
  return isStorePrivate !== false;
}

/** v2 store pages default to enabled and public (spec §9 "Store defaults (v2 pages)"). */
export function storeVisibilityV2(flags: Pick<StoreFlags, 'isStoreEnabled' | 'isStorePrivate'>): {
  isStoreEnabled: boolean;
  isStorePrivate: boolean;
} {
  return {
    isStoreEnabled: flags.isStoreEnabled ?? true,
    isStorePrivate: flags.isStorePrivate ?? false,
  };
}

/** Tracking parameters added to a store link copied from settings (spec §9). */
export const STORE_SHARE_TRACKING = {
  utm_source: 'artist',
  utm_medium: 'share',
  utm_campaign: 'store_settings',
} as const;

/** Store password rules: what a visitor can type on a phone and share by voice. */
export const STORE_PASSWORD_MIN = 4;
export const STORE_PASSWORD_MAX = 64;

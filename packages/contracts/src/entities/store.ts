import { z } from 'zod';

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

/**
 * Build status (spec §3, polled by buildStoreStatus). `status` is 'ready' or 'processing' when
 * things go well; any other value is an unexpected status that the poller counts as a miss.
 */
export const buildStatusSchema = z.object({
  status: z.string(),
  storeData: storeDataSchema.partial().nullish(),
});
export type BuildStatus = z.infer<typeof buildStatusSchema>;

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

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

/**
 * The store build's steps, in order: the checklist of the 'Launching Your Store' overlay (spec
 * §2.7). The build job records each as it finishes, so the checklist follows real work.
 */
export const STORE_BUILD_STEPS = [
  { id: 'structure', label: 'Creating store structure' },
  { id: 'products', label: 'Uploading products' },
  { id: 'payments', label: 'Configuring payment gateway' },
  { id: 'settings', label: 'Finalizing store settings' },
] as const;
export type StoreBuildStepId = (typeof STORE_BUILD_STEPS)[number]['id'];
export const storeBuildStepIdSchema = z.enum(['structure', 'products', 'payments', 'settings']);

/** The countdown the overlay starts from when the build has no estimate of its own (spec §9). */
export const DEFAULT_LAUNCH_COUNTDOWN_SECONDS = 247;

/** Where a store build is (get-store-data `build`, present while processing or after a failure). */
export const storeBuildProgressSchema = z.object({
  steps: z.array(
    z.object({
      id: storeBuildStepIdSchema,
      label: z.string(),
      status: z.enum(['done', 'active', 'pending']),
    }),
  ),
  /** When the build started (ISO). */
  startedAt: z.string(),
  /** The job's own estimate of the whole build, in seconds; null when it has none. */
  estimatedSeconds: z.number().int().nonnegative().nullable(),
  /** Why the last attempt failed, while the job retries or after it gave up. */
  error: z.string().nullable(),
});
export type StoreBuildProgress = z.infer<typeof storeBuildProgressSchema>;

/** One of a store's best sellers: what it is and what it sold. */
export const topProductSchema = z.object({
  /** The product's title as it was sold, e.g. 'Midnight Drive Hoodie'. */
  title: z.string(),
  /** 'tee', 'hoodie', 'poster', 'mug', 'tote', …; a string so a new kind never breaks a client. */
  kind: z.string(),
  /** Units sold. */
  quantity: z.number().int().nonnegative(),
  /** What those units brought in (unit price × quantity, before shipping), in cents. */
  revenueCents: z.number().int().nonnegative(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** The store overview's figures (spec §2.7 cards), from real visits and paid orders. */
export const storeOverviewSchema = z.object({
  /** ISO 4217, lower case as payment providers write it, e.g. 'usd'. */
  currency: z.string(),
  /** Paid orders' totals in the last 7 days, in cents. */
  weeklyRevenueCents: z.number().int().nonnegative(),
  /** The 7 days before those. */
  previousWeekRevenueCents: z.number().int().nonnegative(),
  /** Whole percent change from the previous week; 0 when both weeks are 0, 100 from 0 to more. */
  revenueChangePercent: z.number().int(),
  /** Distinct storefront visitors in the last 7 days. */
  visitors: z.number().int().nonnegative(),
  /** Paid orders, all time. */
  orders: z.number().int().nonnegative(),
  /** Customers ÷ visitors over the last 7 days, in percent with one decimal. */
  conversionPercent: z.number().nonnegative(),
  /** Sentences that are true of the figures, most useful first (the 'AI Insights' card). */
  insights: z.array(z.string()).min(1),
  /**
   * The best sellers over all paid orders, most units first (at most 3; the legacy dashboard's
   * 'Top products', spec §2.6). Empty before the first sale, and when a server does not send it.
   */
  topProducts: z.array(topProductSchema).default([]),
});
export type StoreOverview = z.infer<typeof storeOverviewSchema>;

/**
 * What get-store-data answers: the store data of spec §3 plus what the v2 store screens need —
 * the build's progress, the overview figures, and for a private store its password and a share
 * link that lets its holder in. Only ever sent to the store's owner.
 */
export const storeDetailsSchema = storeDataSchema.extend({
  /**
   * The store's name: the artist's name it was launched for. The legacy store header shows it when
   * this browser kept no artist of its own (e.g. after v2 onboarding, which clears the profile).
   */
  storeName: z.string().nullish(),
  build: storeBuildProgressSchema.nullish(),
  overview: storeOverviewSchema.nullish(),
  /** The password a private store asks visitors for. */
  storePassword: z.string().nullish(),
  /** The store URL to share; for a private store it carries the access key. */
  shareUrl: z.string().nullish(),
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

/** Tracking parameters added to a store link copied from settings (spec §9). */
export const STORE_SHARE_TRACKING = {
  utm_source: 'artist',
  utm_medium: 'share',
  utm_campaign: 'store_settings',
} as const;

/** Store password rules: what a visitor can type on a phone and share by voice. */
export const STORE_PASSWORD_MIN = 4;
export const STORE_PASSWORD_MAX = 64;

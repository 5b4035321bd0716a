import { z } from 'zod';
import { storeBuildProgressSchema } from './store-build.ts';
import { storeDataSchema } from './store-data.ts';
import { storeOverviewSchema } from './store-overview.ts';

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

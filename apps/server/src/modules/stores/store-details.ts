// What the store screens read about a user's store (get-store-data, buildStoreStatus, the store
// flags of the design calls), from the stores row, the build's progress and the platform's stats.
import {
  preStoreData,
  type BuildStatus,
  type StoreData,
  type StoreDetails,
  type StoreFlags,
  type StoreOverview,
} from '@encore/contracts';
import type { StoreRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import { buildProgress } from './build-progress.ts';
import { buildOverview, overviewPeriods } from './overview.ts';
import type { ShopPlatform } from './shop-platform.ts';
import { shareUrl, storeUrl } from './store-urls.ts';

export interface StoreReadDeps {
  storage: Pick<FileStorage, 'url'>;
  shopPlatform: Pick<ShopPlatform, 'readStats'>;
  shopUrl: string;
  now: () => Date;
}

const NO_FLAGS: Required<StoreFlags> = {
  isStoreEnabled: null,
  isStorePrivate: null,
  shopifyStoreUrl: null,
};

/**
 * The visibility flags once the store is live; null (nothing known, spec §4.3) before that, so
 * a store still being built is never announced with a URL that does not work yet.
 */
export function flagsOf(shopUrl: string, store: StoreRow | undefined): Required<StoreFlags> {
  if (store?.status !== 'ready') return NO_FLAGS;
  return {
    isStoreEnabled: store.isEnabled,
    isStorePrivate: store.isPrivate,
    shopifyStoreUrl: storeUrl(shopUrl, store.handle),
  };
}

export async function overviewOf(deps: StoreReadDeps, store: StoreRow): Promise<StoreOverview> {
  const { thisWeek, lastWeek } = overviewPeriods(deps.now());
  const [current, previous, allTime] = await Promise.all([
    deps.shopPlatform.readStats(store.id, thisWeek),
    deps.shopPlatform.readStats(store.id, lastWeek),
    deps.shopPlatform.readStats(store.id, { from: new Date(0), to: thisWeek.to }),
  ]);
  return buildOverview({
    currency: store.currency,
    thisWeek: current,
    lastWeek: previous,
    ordersAllTime: allTime.orders,
    topProductsAllTime: allTime.topProducts,
    isEnabled: store.isEnabled,
    isPrivate: store.isPrivate,
  });
}

/**
 * get-store-data. No store: pre-store with nulls. A build under way: processing with its
 * checklist. A build that gave up: pre-store again (the artist can launch again) with the
 * checklist and its error. Live: everything, with the overview's figures.
 */
export async function detailsOf(
  deps: StoreReadDeps,
  store: StoreRow | undefined,
  /** The build is being taken back after its worker stopped (decision 056). */
  buildRetrying = false,
): Promise<StoreDetails> {
  const empty = {
    storeName: null,
    build: null,
    overview: null,
    storePassword: null,
    shareUrl: null,
  };
  if (!store) return { ...preStoreData, ...empty };
  const look = {
    storeBannerUrl: store.bannerKey === null ? null : deps.storage.url(store.bannerKey),
    storeColor: store.color,
  };
  if (store.status === 'failed') {
    return { ...preStoreData, ...empty, build: buildProgress(store) };
  }
  if (store.status === 'processing') {
    return {
      ...preStoreData,
      ...empty,
      ...look,
      storeState: 'processing',
      storeName: store.name,
      build: buildProgress(store, buildRetrying),
    };
  }
  return {
    storeState: 'ready',
    ...flagsOf(deps.shopUrl, store),
    ...look,
    storeName: store.name,
    build: null,
    overview: await overviewOf(deps, store),
    storePassword: store.password,
    shareUrl: shareUrl(deps.shopUrl, store),
  };
}

/** buildStoreStatus: 'pre-store', 'processing', 'ready' or 'failed', with the store data. */
export function buildStatusOf(deps: StoreReadDeps, store: StoreRow | undefined): BuildStatus {
  if (!store) return { status: 'pre-store', storeData: preStoreData };
  const storeData: StoreData = {
    ...preStoreData,
    ...flagsOf(deps.shopUrl, store),
    storeState: store.status === 'failed' ? 'pre-store' : store.status,
    storeBannerUrl: store.bannerKey === null ? null : deps.storage.url(store.bannerKey),
    storeColor: store.color,
  };
  return { status: store.status, storeData };
}

import type { BuildStatus } from '@encore/contracts';
import { browserStorage, writeJson } from '../storage';
import { storageKeys } from '../storage-keys';

// The legacy local-storage keys of a store build (spec §3, §4.4): isStorePolling says a build is
// being polled, so polling resumes after a reload; storeData keeps the live store's flags.

export function isBuildPollingFlagged(): boolean {
  return browserStorage.getItem(storageKeys.isStorePolling) === 'true';
}

export function flagBuildPolling(): void {
  browserStorage.setItem(storageKeys.isStorePolling, 'true');
}

export function clearBuildPollingFlag(): void {
  browserStorage.removeItem(storageKeys.isStorePolling);
}

/** Keeps the flags of a store that just went live, as the legacy screens read them. */
export function saveStoreData(storeData: NonNullable<BuildStatus['storeData']>): void {
  writeJson(browserStorage, storageKeys.storeData, {
    isStoreEnabled: storeData.isStoreEnabled ?? null,
    isStorePrivate: storeData.isStorePrivate ?? null,
    shopifyStoreUrl: storeData.shopifyStoreUrl ?? null,
  });
}
